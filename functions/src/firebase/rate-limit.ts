/**
 * Rate limits shared by every instance: the recent uses of a key live in `rateLimits/{key}` and
 * are checked and recorded in one transaction, so concurrent calls cannot both take the last use.
 */
import { Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { admitUse, type RateLimit } from "@domain/rate-limit.ts";
import { db } from "./app.ts";
import { readDocument, recentUsesFields } from "./documents.ts";

/** Records a use of `key` if the limit allows it; false (and nothing recorded) if it does not. */
export async function takeRateLimitedUse(key: string, limit: RateLimit): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(key);
  return db.runTransaction(async (transaction) => {
    const recent = readDocument(recentUsesFields, await transaction.get(ref))?.uses ?? [];
    const now = Date.now();
    const result = admitUse(recent, now, limit);
    if (result.admitted) {
      // expiresAt lets a Firestore TTL policy remove idle keys in production.
      transaction.set(ref, { uses: result.uses, expiresAt: Timestamp.fromMillis(now + limit.windowMs) });
    }
    return result.admitted;
  });
}
