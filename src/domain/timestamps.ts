/**
 * Firestore Timestamps become Dates before the domain schemas see a document, in the app and in
 * the functions alike. A Timestamp is told by its `toDate`, not by `instanceof`: the client SDK,
 * the Admin SDK and the tools' own copy of it each have their own Timestamp class.
 */
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
