/**
 * The door from a Firestore document to the domain's types in functions: Timestamps become Dates
 * and the domain's zod schema checks the fields once. A handler reads through the schema of the
 * fields it needs (`orderSchema.pick({ status: true, items: true })`), so a field it does not
 * use never stops it, and it works with typed values instead of `.get("field")` and a cast.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";
import { orderSchema } from "@domain/orders/order.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { toDates } from "@domain/timestamps.ts";

/** A stored document the domain does not recognise: a bug or a hand edit, never a shopper's input. */
export class MalformedDocumentError extends Error {
  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    super(
      `Documento con datos inválidos: ${path} (${issues.map((issue) => issue.path.join(".")).join(", ")})`,
    );
  }
}

/** The document's fields as the schema reads them; undefined when it does not exist. */
export function readDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
): z.output<Schema> | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = schema.safeParse(toDates(snapshot.data()));
  if (!parsed.success) throw new MalformedDocumentError(snapshot.ref.path, parsed.error.issues);
  return parsed.data;
}

/** The parts of an order the order actions read. */
export const orderStockFields = orderSchema.pick({ status: true, items: true });
/** A product's stock, which orders and the admin's buttons move. */
export const productStockFields = productSchema.pick({ stock: true });
