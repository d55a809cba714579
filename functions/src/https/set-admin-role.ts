/**
 * Grants or revokes the admin claim of an existing account. Only admins may call it; the very first
 * admin is granted from the command line (`npm run grant-admin`).
 */
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { ADMIN_CLAIM, setAdminRoleInputSchema } from "../../../src/domain/admin-role.ts";
import { auth } from "../firebase/app.ts";
import { parseInput, requireAdmin } from "./guards.ts";

export const setAdminRole = onCall(async (request) => {
  const callerUid = requireAdmin(request);
  const { email, admin } = parseInput(setAdminRoleInputSchema, request.data);

  const user = await auth.getUserByEmail(email).catch(() => {
    throw new HttpsError("not-found", "No existe una cuenta con ese correo.");
  });
  if (user.uid === callerUid && !admin) {
    // Nobody can lock the shop out of its own back office by accident.
    throw new HttpsError("failed-precondition", "No puedes quitarte tus propios permisos de administrador.");
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [ADMIN_CLAIM]: admin });
  return { uid: user.uid, email, admin };
});
