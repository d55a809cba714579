/**
 * Grants or removes the admin claim of an existing account. Only admins may call it; the very first
 * admin is granted from the command line (`npm run grant-admin`). Only an account with a verified
 * e-mail may be granted. Removing the role also revokes the account's sessions: its refresh tokens
 * at once, and its current ID token in the rules (`adminRevocations`) and the admin callables.
 */
import { HttpsError, onCall } from "firebase-functions/v2/https";
import {
  ADMIN_CLAIM,
  ADMIN_ROLE_MESSAGES,
  setAdminRoleInputSchema,
  type AdminRevocation,
  type SetAdminRoleInput,
} from "@domain/admin-role.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { auth, db } from "../firebase/app.ts";
import { parseInput, requireAdmin } from "./guards.ts";

export const setAdminRole = onCall(async (request) => {
  const callerUid = await requireAdmin(request);
  const { email, admin }: SetAdminRoleInput = parseInput(setAdminRoleInputSchema, request.data);

  const user = await auth.getUserByEmail(email).catch(() => {
    throw new HttpsError("not-found", "No existe una cuenta con ese correo.");
  });
  if (user.uid === callerUid && !admin) {
    // Nobody can lock the shop out of its own back office by accident.
    throw new HttpsError("failed-precondition", "No puedes quitarte tus propios permisos de administrador.");
  }
  if (admin && !user.emailVerified)
    throw new HttpsError("failed-precondition", ADMIN_ROLE_MESSAGES.unverified);

  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [ADMIN_CLAIM]: admin });
  if (!admin) {
    await auth.revokeRefreshTokens(user.uid);
    // Tokens issued up to this second are refused by the rules (their auth_time is not later).
    const { tokensValidAfterTime } = await auth.getUser(user.uid);
    const revokedAt = Math.floor(Date.parse(tokensValidAfterTime ?? new Date().toUTCString()) / 1000);
    await db
      .collection(COLLECTIONS.adminRevocations)
      .doc(user.uid)
      .set({ revokedAt } satisfies AdminRevocation);
  }
  return { uid: user.uid, email, admin };
});
