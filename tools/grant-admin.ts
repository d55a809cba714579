/**
 * Grants the admin claim to an existing account — how the shop gets its first admin. Later admins
 * are granted from the back office (the `setAdminRole` function).
 *
 *   npm run grant-admin -- dueña@ejemplo.cl               # local emulators (npm start running)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-shop \
 *     npm run grant-admin -- --production dueña@ejemplo.cl  # a real Firebase project
 */
import { fileURLToPath } from "node:url";
import { ADMIN_CLAIM, ADMIN_ROLE_MESSAGES } from "@domain/admin-role.ts";
import { adminAuth, useLocalEmulators } from "./firebase-admin.ts";

/** Only an account whose e-mail is verified may be an admin (the rules and functions check it too). */
export async function grantAdmin(email: string): Promise<string> {
  const user = await adminAuth().getUserByEmail(email);
  if (!user.emailVerified) throw new Error(ADMIN_ROLE_MESSAGES.unverified);
  await adminAuth().setCustomUserClaims(user.uid, { ...user.customClaims, [ADMIN_CLAIM]: true });
  return user.uid;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const production = args.includes("--production");
  const email = args.find((arg) => !arg.startsWith("--"));
  if (!email) {
    console.error("Uso: npm run grant-admin -- [--production] correo@ejemplo.cl");
    process.exit(2);
  }
  if (!production) useLocalEmulators();
  const uid = await grantAdmin(email).catch((error: Error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
  console.log(`${email} (${uid}) ahora es administrador${production ? "" : " en los emuladores"}.`);
}
