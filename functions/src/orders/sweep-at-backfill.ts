/**
 * Orders written before `sweepAt` existed lack it, and the sweep's query (`sweepAt <= now`) never
 * meets them: their holds would never expire. Nobody runs scripts by hand after a deploy, so the
 * sweep fills the field in by itself, before it looks for expired holds: it pages through the
 * pending orders (few: every open order is capped per client) and writes `sweepAt` on each one
 * that lacks it, from the order as it is. The same runs on `npm start`'s saved data, whose sweep is
 * this code too.
 *
 * It is done once a pass finds nothing left to write, at least an hour after its first pass: a
 * deploy replaces the functions one by one, and a checkout still on the old code may write one
 * more order without the field meanwhile. Then `migrations/sweepAt` says so, and each later sweep
 * pays one document read for it.
 */
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { COLLECTIONS } from "@domain/collections.ts";
import { sweepAt } from "@domain/orders/order-hold.ts";
import { orderSchema, type StoredOrder } from "@domain/orders/order.ts";
import { readValidDocument } from "../firebase/documents.ts";
import { migrationMarkerSchema, type MigrationMarker } from "@domain/migrations.ts";
import type { Writable } from "../firebase/writes.ts";

export const SWEEP_AT_BACKFILL_DOC = "sweepAt";
/** How long after its first pass the backfill keeps looking for orders written by old code. */
export const BACKFILL_GRACE_MS = 60 * 60_000;
/** Pending orders read per page. */
const PAGE = 300;

/** Whether an order has the field at all: missing (or not a date) reads as undefined. */
const storedSweepAtField = z.object({ sweepAt: z.date().nullable().optional().catch(undefined) });
const sweepStateFields = orderSchema.pick({ status: true, proof: true, holdUntil: true, fintoc: true });

/** The number of orders it wrote `sweepAt` on; null once the backfill is done. */
export async function backfillSweepAt(db: Firestore, now: Date): Promise<number | null> {
  const markerRef = db.collection(COLLECTIONS.migrations).doc(SWEEP_AT_BACKFILL_DOC);
  const marker = readValidDocument(migrationMarkerSchema, await markerRef.get());
  if (marker?.doneAt) return null;
  if (!marker) await markerRef.set({ startedAt: now, doneAt: null } satisfies MigrationMarker);

  let written = 0;
  let complete = true;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection(COLLECTIONS.orders)
      .where("status", "==", "pending")
      // By document id (what FieldPath.documentId() names; the string works with the tools' own
      // copy of the Admin SDK too): an equality and this order need only the automatic index.
      .orderBy("__name__")
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const order of page.docs) {
      if (readValidDocument(storedSweepAtField, order)?.sweepAt !== undefined) continue;
      const state = readValidDocument(sweepStateFields, order);
      // One the domain cannot read gets `now`: the sweep meets it at once, reports it and sets it
      // aside (expire-holds.ts), as it does every unreadable order.
      try {
        await order.ref.update(
          { sweepAt: state ? sweepAt(state) : now } satisfies Partial<Writable<StoredOrder>>,
          { lastUpdateTime: order.updateTime },
        );
        written += 1;
      } catch (error) {
        // FAILED_PRECONDITION: written meanwhile (by new code, which sets it); the next pass looks again.
        if ((error as { code?: unknown }).code !== 9) throw error;
        complete = false;
      }
    }
    if (page.size < PAGE) break;
    after = page.docs.at(-1);
  }

  const startedAt = marker?.startedAt ?? now;
  if (complete && written === 0 && now.getTime() - startedAt.getTime() >= BACKFILL_GRACE_MS)
    await markerRef.update({ doneAt: now } satisfies Partial<MigrationMarker>);
  return written;
}
