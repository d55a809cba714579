/**
 * Writes that race without locks: read, decide, and write back only if nobody wrote the document
 * meanwhile (a precondition on its update time, or that it still does not exist); a lost race reads
 * again after a jittered pause.
 *
 * Why not `runTransaction`: its reads take locks, and requests racing on one document (a script
 * firing 20 analyses at one session, a burst of checkouts on the day's counter) wait on each
 * other's. Firestore resolves that by aborting the younger transaction; the emulator only by a 2 s
 * lock timeout, so the SDK's five attempts could run out and a request fail with INTERNAL. A
 * precondition fails fast instead, and holds no lock between the read and the write.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";

/** gRPC codes of a lost race: a precondition or create failed, or Firestore aborted the commit. */
const LOST_RACE_CODES = new Set([6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);

export const isLostRace = (error: unknown): boolean =>
  typeof (error as { code?: unknown }).code === "number" &&
  LOST_RACE_CODES.has((error as { code: number }).code);

/** Full jitter: racers spread out instead of colliding again in step. */
export const pauseAfterLostRace = (attempt: number): Promise<void> =>
  sleep(Math.random() * Math.min(1_000, 25 * 2 ** attempt));

/** What to write (nothing: leave the document as it is) and what to answer. */
export interface Decision<T> {
  write?: Record<string, unknown>;
  result: T;
}

/** How long one document's racers keep trying: far more than 20 of them take one after another. */
const RETRY_FOR_MS = 20_000;

/**
 * `decide` sees the document as stored and may throw to refuse; its write lands only on that
 * version of the document: created with the fields written, or updated (fields not named stay).
 */
export async function writeIfUnchanged<T>(
  ref: DocumentReference,
  decide: (snapshot: DocumentSnapshot) => Decision<T>,
): Promise<T> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; ; attempt++) {
    const snapshot = await ref.get();
    const { write, result } = decide(snapshot);
    if (!write) return result;
    try {
      if (snapshot.exists) await ref.update(write, { lastUpdateTime: snapshot.updateTime! });
      else await ref.create(write);
      return result;
    } catch (error) {
      if (!isLostRace(error) || Date.now() > deadline) throw error;
      await pauseAfterLostRace(attempt);
    }
  }
}
