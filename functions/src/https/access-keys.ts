/**
 * Access keys for the color analysis (admin only). A new key is returned once and only its
 * SHA-256 hash is stored, so nobody — admins included — can read it back; analyzeStyle finds a
 * typed key by its hash. Revoking keeps the document (its usage stays attributable).
 */
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import {
  accessKeyHash,
  createAccessKeyInputSchema,
  generateAccessKey,
  revokeAccessKeyInputSchema,
  type AccessKey,
  type CreateAccessKeyInput,
  type RevokeAccessKeyInput,
} from "@domain/analysis/access-keys.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { db } from "../firebase/app.ts";
import { parseInput, requireAdmin } from "./guards.ts";
import type { Writable } from "../firebase/writes.ts";

export const createAccessKey = onCall(async (request): Promise<{ id: string; key: string }> => {
  const adminUid = await requireAdmin(request);
  const { label }: CreateAccessKeyInput = parseInput(createAccessKeyInputSchema, request.data);
  const key = generateAccessKey();
  const ref = await db.collection(COLLECTIONS.accessKeys).add({
    label,
    hash: await accessKeyHash(key),
    active: true,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: adminUid,
  } satisfies Writable<AccessKey>);
  return { id: ref.id, key };
});

export const revokeAccessKey = onCall(async (request): Promise<{ id: string; active: false }> => {
  await requireAdmin(request);
  const { id }: RevokeAccessKeyInput = parseInput(revokeAccessKeyInputSchema, request.data);
  const ref = db.collection(COLLECTIONS.accessKeys).doc(id);
  try {
    await ref.update({ active: false } satisfies Partial<AccessKey>);
  } catch (error) {
    // NOT_FOUND: update() never creates a document.
    if ((error as { code?: unknown }).code === 5) throw new HttpsError("not-found", "Clave no encontrada");
    throw error;
  }
  return { id, active: false };
});
