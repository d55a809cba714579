/** Test accounts on the Auth emulator, made afresh for each file that needs them. */
import type { UserRecord } from "firebase-admin/auth";
import { adminAuth } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";

export type Account = { email: string; password: string };

/**
 * Deletes the account if it exists and creates it again, with its e-mail verified unless told
 * otherwise (only verified accounts may be admins).
 */
export async function resetAccount(account: Account, { verified = true } = {}): Promise<UserRecord> {
  const existing = await adminAuth()
    .getUserByEmail(account.email)
    .catch(() => null);
  if (existing) await adminAuth().deleteUser(existing.uid);
  return adminAuth().createUser({ ...account, emailVerified: verified });
}

/** A fresh account with the admin claim, as `npm run grant-admin` gives it. */
export async function resetAdmin(account: Account): Promise<UserRecord> {
  await resetAccount(account);
  await grantAdmin(account.email);
  return adminAuth().getUserByEmail(account.email);
}
