/**
 * How a stored document reaches the domain, in the app and in the functions alike: Firestore
 * Timestamps become Dates before the domain schemas see it. A Timestamp is told by its `toDate`, not by `instanceof`: the client SDK,
 * the Admin SDK and the tools' own copy of it each have their own Timestamp class.
 */
import type { z } from "zod";

const isTimestamp = (value: object): value is { toDate(): Date } =>
  typeof (value as { toDate?: unknown }).toDate === "function" && !(value instanceof Date);

/** The value with every Timestamp in it, however deep, turned into a Date. */
export function toDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDates);
  if (value !== null && typeof value === "object") {
    if (isTimestamp(value)) return value.toDate();
    if (value instanceof Date) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}

/**
 * A stored document as the domain reads it: its data with Dates for Timestamps and its `id`
 * alongside (kept by a schema that has one), checked by the schema.
 */
export function parseStored<Schema extends z.ZodType>(schema: Schema, data: unknown, id: string) {
  return schema.safeParse({ ...(toDates(data) as object), id });
}
