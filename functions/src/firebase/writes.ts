/**
 * The door from the domain's stored types to a Firestore write, beside documents.ts, the door the
 * other way. A write names the type its document is read back as (`satisfies Writable<StoredOrder>`,
 * or `Partial<…>` for an update), so a field added to a schema breaks the build at every writer
 * that should set it, and one that is mistyped breaks it there too, instead of failing in a reader.
 */
import type { FieldValue, Timestamp } from "firebase-admin/firestore";

/** A value as a write may give it: a Date also as a Timestamp, and a map's fields each in turn. */
type WritableValue<V> = V extends Date
  ? Date | Timestamp
  : V extends readonly unknown[]
    ? V
    : V extends object
      ? Writable<V>
      : V;

/**
 * A stored document's fields as a write gives them: each its stored value, or a FieldValue
 * sentinel (a server timestamp, an increment) that Firestore turns into one.
 */
export type Writable<T> = { [K in keyof T]: WritableValue<T[K]> | FieldValue };
