import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { variantPath } from "@domain/catalog/media-variants.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

beforeAll(() => useLocalEmulators());

async function filesUnder(folder: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: folder });
  return files.map((file) => file.name).sort();
}
async function save(path: string): Promise<void> {
  await adminBucket()
    .file(path)
    .save(Buffer.alloc(64, 1), { metadata: { contentType: "image/webp" } });
}
/** A product whose photo 1 (with a variant) and video are in Storage. */
async function productWithFiles(id: string, stamp: number): Promise<Product> {
  const product = makeProduct({
    id,
    media: {
      uso: `products/${id}/uso-${stamp}.webp`,
      studio: null,
      video: `products/${id}/video-${stamp}.mp4`,
    },
  });
  await Promise.all([
    save(product.media.uso!),
    save(variantPath(product.media.uso!, 320)),
    save(product.media.video!),
  ]);
  const { id: _id, ...fields } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
  return product;
}
const remove = (id: string) => adminDb().collection(COLLECTIONS.products).doc(id).delete();

describe("deleteProductMedia (Firestore trigger, on the Functions emulator)", () => {
  it("removes the photos, their variants and the video a deleted product named, and nothing else", async () => {
    const id = randomUUID();
    await productWithFiles(id, 1);
    await save(`products/${id}/extra-9.webp`); // not named by the product
    await remove(id);
    await expect
      .poll(() => filesUnder(`products/${id}/`), { timeout: TRIGGER_WAIT_MS })
      .toEqual([`products/${id}/extra-9.webp`]);
  });

  it("leaves the new files of a product created again with the same id", async () => {
    const id = randomUUID();
    await productWithFiles(id, 1);
    await remove(id);
    const again = await productWithFiles(id, 2);
    await expect
      .poll(() => filesUnder(`products/${id}/`), { timeout: TRIGGER_WAIT_MS })
      .toEqual([again.media.uso, variantPath(again.media.uso!, 320), again.media.video].sort());
  });
});
