/**
 * Product photos from the shop's own origin: `/fotos/…` through the Hosting emulator's rewrite to
 * the productPhoto function, which reads the Storage emulator. It serves product photos and their
 * variants, cacheable for a year, a variant's JPEG copy for Meta's catalog, and nothing else the
 * bucket holds, however the path is written.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { jpegCopyUrlPath, photoUrlPath } from "@domain/catalog/media-variants.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, useLocalEmulators } from "../../tools/firebase-admin.ts";

const productId = randomUUID();
const variant = `products/${productId}/uso-1700000000000_w640.webp`;
const largeVariant = `products/${productId}/studio-1700000000000_w1280.webp`;
const privateFile = "private/owner-note.jpg";
// RIFF/WEBP header and a few bytes: the function passes bytes through, it does not decode them.
const webp = Buffer.concat([Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "binary"), Buffer.alloc(24, 7)]);

beforeAll(async () => {
  useLocalEmulators();
  await adminBucket().file(variant).save(webp, { contentType: "image/webp" });
  const realWebp = await sharp({
    create: { width: 1280, height: 1707, channels: 3, background: { r: 180, g: 120, b: 200 } },
  })
    .webp()
    .toBuffer();
  await adminBucket().file(largeVariant).save(realWebp, { contentType: "image/webp" });
  await adminBucket().file(privateFile).save(Buffer.from("secreto"), { contentType: "image/jpeg" });
});

afterAll(async () => {
  await Promise.all(
    [variant, largeVariant, privateFile].map((path) =>
      adminBucket().file(path).delete({ ignoreNotFound: true }),
    ),
  );
});

describe("/fotos/", () => {
  it("serves a product photo's variant from the shop's origin, cacheable for a year", async () => {
    const response = await fetch(`${HOSTING_URL}${photoUrlPath(variant)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(webp);
  });

  it("answers HEAD with the headers alone", async () => {
    const response = await fetch(`${HOSTING_URL}${photoUrlPath(variant)}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(webp.length));
    expect(await response.text()).toBe("");
  });

  it("says 404, and keeps no copy, for a photo not written yet", async () => {
    for (const path of [
      `/fotos/${productId}/studio-1700000000000_w640.webp`,
      `/fotos/${productId}/studio-1700000000000_w640.jpg`,
    ]) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("serves nothing else the bucket holds, however the path is written", async () => {
    for (const path of [
      `/fotos/%2e%2e/${privateFile}`,
      `/fotos/${productId}%2F..%2F..%2F${encodeURIComponent(privateFile)}`,
      `/fotos/..%2F${encodeURIComponent(privateFile)}`,
      `/fotos/${productId}/owner-note.jpg`,
      `/fotos/${productId}/uso-1700000000000_w640.webp/../../../${privateFile}`,
    ]) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("secreto");
    }
  });

  it("re-encodes a variant as JPEG when its path ends in .jpg, cacheable for a year", async () => {
    const response = await fetch(`${HOSTING_URL}${jpegCopyUrlPath(largeVariant)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(jpeg.length));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 1707 });
  });

  it("says 503, and keeps no copy, when a variant cannot be re-encoded", async () => {
    // The small variant above is a WebP header and filler bytes, not an image.
    const response = await fetch(`${HOSTING_URL}${jpegCopyUrlPath(variant)}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${HOSTING_URL}${photoUrlPath(variant)}`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});
