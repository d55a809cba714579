/**
 * Counting the documents the functions' Firestore client reads in transactions (the only way the
 * storefront store reads), by collection, for each attempt of each transaction: the test calls
 * what a trigger or request calls, with `db.runTransaction` wrapped meanwhile. A query that finds
 * nothing still costs a read: it is counted under `EMPTY_QUERY`.
 */
import type { Transaction } from "firebase-admin/firestore";
import { vi } from "vitest";
import { db } from "../../functions/src/firebase/app.ts";

export type Reads = Record<string, number>;

export const EMPTY_QUERY = "(consulta vacía)";

export async function countReads<T>(work: () => Promise<T>): Promise<{ result: T; attempts: Reads[] }> {
  const attempts: Reads[] = [];
  const counting = (tx: Transaction) => {
    const reads: Reads = {};
    attempts.push(reads);
    const tally = (collection: string) => (reads[collection] = (reads[collection] ?? 0) + 1);
    const count = (result: unknown) => {
      const docs = (result as { docs?: unknown[] }).docs;
      if (docs?.length === 0) tally(EMPTY_QUERY);
      const snapshots = docs ?? (Array.isArray(result) ? result : [result]);
      for (const snapshot of snapshots as { ref: { parent: { id: string } } }[])
        tally(snapshot.ref.parent.id);
      return result;
    };
    return new Proxy(tx, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if ((key !== "get" && key !== "getAll") || typeof value !== "function") return value;
        return (...args: unknown[]) => (value.apply(target, args) as Promise<unknown>).then(count);
      },
    });
  };
  const original = db.runTransaction.bind(db);
  const spy = vi
    .spyOn(db, "runTransaction")
    .mockImplementation((update, options) => original((tx) => update(counting(tx)), options));
  try {
    return { result: await work(), attempts };
  } finally {
    spy.mockRestore();
  }
}
