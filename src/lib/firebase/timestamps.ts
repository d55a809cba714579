/** Firestore Timestamps become Dates here, at the boundary; components never see a Timestamp. */
import { Timestamp } from "firebase/firestore";

export function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}
