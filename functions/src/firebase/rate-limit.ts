/**
 * Rate limits shared by every instance: the recent uses of a key live in `rateLimits/{key}` and
 * are checked and recorded in one conditional write, so concurrent calls cannot both take the last
 * use.
 */
import { Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { admitUse, type RateLimit } from "@domain/rate-limit.ts";
import type { RecentUses } from "@domain/rate-limit.schema.ts";
import { db } from "./app.ts";
import { readDocument, recentUsesFields } from "./documents.ts";
import { writeIfUnchanged } from "./optimistic-write.ts";
import type { Writable } from "./writes.ts";

/** Records a use of `key` if the limit allows it; false (and nothing recorded) if it does not. */
export async function takeRateLimitedUse(key: string, limit: RateLimit): Promise<boolean> {
  return writeIfUnchanged(db.collection(COLLECTIONS.rateLimits).doc(key), (snapshot) => {
    const recent = readDocument(recentUsesFields, snapshot)?.uses ?? [];
    const now = Date.now();
    const { admitted, uses } = admitUse(recent, now, limit);
    // expiresAt lets a Firestore TTL policy remove idle keys in production.
    const write = admitted
      ? ({ uses, expiresAt: Timestamp.fromMillis(now + limit.windowMs) } satisfies Writable<RecentUses>)
      : undefined;
    return { write, result: admitted };
  });
}
