/**
 * Product photos from the shop's own origin: `/fotos/…` through the Hosting emulator's rewrite to
 * the productPhoto function, which reads the Storage emulator. It serves product photos, their
 * variants and the stored JPEG copy for Meta's catalog, cacheable for a year; stores the copy of a
 * photo that predates copies on its first GET, once; sends a query string to the bare path
 * without reading Storage, and serves nothing else the bucket holds, however the path is written.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  derivedPhotoPaths,
  jpegCopyPath,
  jpegCopyUrlPath,
  photoUrlPath,
  variantPath,
} from "@domain/catalog/media-variants.ts";
import { withBackgroundTriggersPaused } from "../../tools/emulators/background-triggers.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { VARIANT_CACHE_CONTROL } from "../../functions/src/storage/resize-variants.ts";
import { waitUntil } from "../support/triggers.ts";
import { withRetries } from "../../tools/seed/retry.ts";

const productId = randomUUID();
const variant = `products/${productId}/uso-1700000000000_w640.webp`;
const largeVariant = `products/${productId}/studio-1700000000000_w1280.webp`;
const jpegCopy = `products/${productId}/studio-1700000000000_w1280.jpg`;
// A largest variant whose JPEG copy the trigger has not written (yet).
const uncopiedVariant = `products/${productId}/extra-1700000000000_w1280.webp`;
// A photo stored before the trigger wrote JPEG copies: the original and its WebP variants only.
const oldPhoto = `products/${productId}/extra_2-1600000000000.jpg`;
const oldPhotoFiles = [oldPhoto, ...derivedPhotoPaths(oldPhoto)];
const privateFile = "private/owner-note.jpg";
let storedJpeg: Buffer;
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
  storedJpeg = await sharp(realWebp).jpeg().toBuffer();
  await Promise.all([
    adminBucket().file(largeVariant).save(realWebp, { contentType: "image/webp" }),
    adminBucket().file(uncopiedVariant).save(realWebp, { contentType: "image/webp" }),
    adminBucket().file(jpegCopy).save(storedJpeg, { contentType: "image/jpeg" }),
    adminBucket().file(privateFile).save(Buffer.from("secreto"), { contentType: "image/jpeg" }),
  ]);
});

afterAll(async () => {
  await withBackgroundTriggersPaused(() =>
    Promise.all(
      [variant, largeVariant, uncopiedVariant, jpegCopy, privateFile, ...oldPhotoFiles].map((path) =>
        // The Storage emulator may drop a kept-alive connection under load ("socket hang up").
        withRetries(`borrar ${path}`, () => adminBucket().file(path).delete({ ignoreNotFound: true })),
      ),
    ),
  );
});

async function filesOfProduct(): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: `products/${productId}/` });
  return files.map((file) => file.name).sort();
}

/** Stores a photo as it was before copies existed: the trigger writes everything, then the copy goes. */
async function storeOldPhoto(): Promise<void> {
  const original = await sharp({
    create: { width: 1500, height: 2000, channels: 3, background: { r: 90, g: 60, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  await adminBucket().file(oldPhoto).save(original, { contentType: "image/jpeg" });
  await waitUntil("las variantes de la foto antigua", async () => {
    const found = await Promise.all(
      derivedPhotoPaths(oldPhoto).map((path) => adminBucket().file(path).exists()),
    );
    return found.every(([exists]) => exists);
  });
  await adminBucket().file(jpegCopyPath(oldPhoto)).delete();
}

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
      `/fotos/${productId}/uso-1700000000000_w1280.jpg`,
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

  it("streams the stored JPEG copy of the largest variant as it is, cacheable for a year", async () => {
    const response = await fetch(`${HOSTING_URL}${jpegCopyUrlPath(largeVariant)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const jpeg = Buffer.from(await response.arrayBuffer());
    // The stored bytes themselves: nothing was decoded or encoded on the way.
    expect(jpeg).toEqual(storedJpeg);
    expect(response.headers.get("content-length")).toBe(String(storedJpeg.length));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 1707 });
  });

  it("answers HEAD of a JPEG copy not written yet with a 404, and encodes nothing", async () => {
    const response = await fetch(`${HOSTING_URL}${jpegCopyUrlPath(uncopiedVariant)}`, { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await filesOfProduct()).not.toContain(uncopiedVariant.replace(/\.webp$/, ".jpg"));
  });

  it("stores a photo's missing JPEG copy on its first GET: 20 at once all get the stored bytes", async () => {
    await storeOldPhoto();
    const url = `${HOSTING_URL}${jpegCopyUrlPath(variantPath(oldPhoto, 1280))}`;
    // HEAD never makes it: only a GET, which takes the file, pays for the encode.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url, { method: "HEAD" });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // Query strings still only redirect, however many: they can never make an encode.
    for (const query of ["?1", "?2", `?${randomUUID()}`]) {
      const response = await fetch(`${url}${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(301);
    }
    expect(await filesOfProduct()).not.toContain(jpegCopyPath(oldPhoto));

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(url);
        return {
          status: response.status,
          contentType: response.headers.get("content-type"),
          cacheControl: response.headers.get("cache-control"),
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      }),
    );
    const copy = adminBucket().file(jpegCopyPath(oldPhoto));
    const [[stored], [metadata]] = await Promise.all([copy.download(), copy.getMetadata()]);
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        contentType: "image/jpeg",
        cacheControl: "public, max-age=31536000, immutable",
        bytes: stored,
      });
    }
    expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 1707 });
    // As the trigger stores it, so the CDN and Meta get the same headers from either.
    expect(metadata.contentType).toBe("image/jpeg");
    expect(metadata.cacheControl).toBe(VARIANT_CACHE_CONTROL);

    // Stored for good: a later request streams the same file, it does not encode again.
    const again = await fetch(url);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(stored);
    const [{ generation }] = await copy.getMetadata();
    expect(generation).toBe(metadata.generation);
  });

  it("sends any query string to the bare path without reading Storage: 50 at once, HEAD and GET", async () => {
    const before = await filesOfProduct();
    const paths = [
      jpegCopyUrlPath(largeVariant)!,
      jpegCopyUrlPath(uncopiedVariant)!,
      photoUrlPath(largeVariant)!,
      // No such file: a 301 rather than a 404 shows Storage was not asked.
      `/fotos/${productId}/uso-1800000000000_w1280.jpg`,
    ];
    const requests = Array.from({ length: 50 }, (_, i) => ({
      path: paths[i % paths.length]!,
      method: i % 2 === 0 ? "HEAD" : "GET",
      query: [`?${i}`, `?v=${randomUUID()}`, `?${randomUUID()}&w=1280`][i % 3]!,
    }));
    const answers = await Promise.all(
      requests.map(async ({ path, method, query }) => {
        const response = await fetch(`${HOSTING_URL}${path}${query}`, { method, redirect: "manual" });
        await response.arrayBuffer();
        return { status: response.status, location: response.headers.get("location") };
      }),
    );
    expect(answers).toEqual(requests.map(({ path }) => ({ status: 301, location: path })));
    // Nothing was written on the way either (no copy made on first request).
    expect(await filesOfProduct()).toEqual(before);
  });

  it("answers a query string on anything that is not a product photo with a 404, not a redirect", async () => {
    for (const path of [`/fotos/..%2F${encodeURIComponent(privateFile)}?x=1`, `/fotos//evil.example/?1`]) {
      const response = await fetch(`${HOSTING_URL}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
    }
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${HOSTING_URL}${photoUrlPath(variant)}`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});
