/**
 * The stored storefront snapshot's documents (storefront-pieces.ts), as the functions write them
 * and the stored-documents test reads them back. Apart from the pieces' logic, so that nothing
 * the shop loads brings zod with it.
 */
import { z } from "zod";
import type { PieceRef, StoredPiece } from "./storefront-pieces.ts";

const catalogKeySchema = z.object({ createdAt: z.string().min(1), id: z.string().min(1) });

const pieceRefSchema = z.object({
  id: z.string().min(1),
  version: z.string().min(1),
  start: catalogKeySchema,
}) satisfies z.ZodType<PieceRef>;

/** `publicCache/storefront`: the snapshot's head, and the pieces after it. */
export const storefrontHeadSchema = z.object({
  json: z.string().min(1),
  generatedAt: z.date(),
  /** The read time of the products the snapshot was built or patched from. */
  sourceReadTime: z.date(),
  pieces: z.array(pieceRefSchema),
});
export type StorefrontHead = z.infer<typeof storefrontHeadSchema>;

/** `publicCache/storefront/pieces/{id}`: a piece after the head. */
export const storefrontPieceSchema = z.object({
  json: z.string().min(1),
  ids: z.array(z.string().min(1)),
  version: z.string().min(1),
}) satisfies z.ZodType<StoredPiece>;
export type StorefrontPiece = z.infer<typeof storefrontPieceSchema>;
