/**
 * The door from a Firestore document to the domain's types in functions: Timestamps become Dates
 * and the domain's zod schema checks the fields once. A handler reads through the schema of the
 * fields it needs (`orderSchema.pick({ status: true, items: true })`), so a field it does not
 * use never stops it, and it works with typed values instead of `.get("field")` and a cast.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { z } from "zod";
import { orderItemSchema, orderSchema } from "@domain/orders/order.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { parseStored } from "@domain/stored-documents.ts";

/** A stored document the domain does not recognise: a bug or a hand edit, never a shopper's input. */
export class MalformedDocumentError extends Error {
  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    super(
      `Documento con datos inválidos: ${path} (${issues.map((issue) => issue.path.join(".")).join(", ")})`,
    );
  }
}

/**
 * The document's fields as the schema reads them, with its `id` for a schema that has one;
 * undefined when it does not exist.
 */
export function readDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
): z.output<Schema> | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = parseStored(schema, snapshot.data(), snapshot.id);
  if (!parsed.success) throw new MalformedDocumentError(snapshot.ref.path, parsed.error.issues);
  return parsed.data;
}

/**
 * The same, except that a document the domain cannot read counts as missing and is reported: for
 * lists, and wherever one bad document must not stop the rest (the catalog, the hold sweep).
 */
export function readValidDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
): z.output<Schema> | undefined {
  try {
    return readDocument(schema, snapshot);
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.warn(error.message);
    return undefined;
  }
}

/** An order's status alone: whether it is still pending. */
export const orderStatusField = orderSchema.pick({ status: true });
/**
 * What deleting an order reads: its status and each line's product, units and name. No amounts,
 * so an order the rest of the shop cannot read (a total past the limit) can still be deleted and
 * give its units back.
 */
export const orderStockFields = orderSchema.pick({ status: true }).extend({
  items: z.array(orderItemSchema.pick({ productId: true, name: true, quantity: true })),
});
/** A product's stock, which orders and the admin's buttons move. */
export const productStockFields = productSchema.pick({ stock: true });

/** The times of a key's recent uses (`rateLimits`, analysis sessions); none if never written, or written wrong. */
export const recentUsesFields = z.object({ uses: z.array(z.number()).catch([]) });

/** A client's checkout history: its recent checkouts and the orders they opened. */
export const checkoutHistoryFields = recentUsesFields.extend({
  openOrderIds: z.array(z.string()).catch([]),
});
