/** Firestore Timestamps become Dates before the domain schemas see a document. */
import { Timestamp } from "firebase-admin/firestore";

export function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}
