/**
 * Product photos from the shop's own origin: `/fotos/…` through the Hosting emulator's rewrite to
 * the productPhoto function, which reads the Storage emulator. It serves product photos, their
 * variants and the stored JPEG copy for Meta's catalog, cacheable for a year, encodes nothing, sends
 * a query string to the bare path without reading Storage, and serves nothing else the bucket
 * holds, however the path is written.
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
const jpegCopy = `products/${productId}/studio-1700000000000_w1280.jpg`;
// A largest variant whose JPEG copy the trigger has not written (yet).
const uncopiedVariant = `products/${productId}/extra-1700000000000_w1280.webp`;
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
  await Promise.all(
    [variant, largeVariant, uncopiedVariant, jpegCopy, privateFile].map((path) =>
      adminBucket().file(path).delete({ ignoreNotFound: true }),
    ),
  );
});

async function filesOfProduct(): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: `products/${productId}/` });
  return files.map((file) => file.name).sort();
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

  it("says 404, and keeps no copy, for a JPEG copy not written yet, instead of encoding one", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${HOSTING_URL}${jpegCopyUrlPath(uncopiedVariant)}`, { method });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("cache-control"), method).toBe("no-store");
    }
    expect(await filesOfProduct()).not.toContain(uncopiedVariant.replace(/\.webp$/, ".jpg"));
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
