/**
 * Firestore Timestamps become Dates before the domain schemas see a document. A Timestamp is told
 * by its `toDate`, not by `instanceof`: the tools and tests read documents through their own copy
 * of the Admin SDK, whose Timestamp class is another one.
 */
const isTimestamp = (value: object): value is { toDate(): Date } =>
  typeof (value as { toDate?: unknown }).toDate === "function" && !(value instanceof Date);

export function toDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDates);
  if (value !== null && typeof value === "object") {
    if (isTimestamp(value)) return value.toDate();
    if (value instanceof Date) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}
