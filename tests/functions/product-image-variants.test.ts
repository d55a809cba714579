import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  derivedPhotoPaths,
  jpegCopyPath,
  VARIANT_WIDTHS,
  variantHeight,
  variantPath,
} from "@domain/catalog/media-variants.ts";
import { PRODUCT_IMAGE } from "@domain/upload-limits.ts";
import { adminBucket, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { resizeVariants } from "../../functions/src/storage/resize-variants.ts";
import { waitUntil } from "../support/triggers.ts";

const ORIGINAL = { width: 1200, height: 1600 };

/** A 3:4 JPEG with some detail, like a phone photo already cropped by the admin. */
function photo(): Promise<Buffer> {
  const { width, height } = ORIGINAL;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e8dccb"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${width / 4}" fill="#6b3fa0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function upload(path: string, bytes: Buffer, contentType: string): Promise<void> {
  await adminBucket().file(path).save(bytes, { resumable: false, metadata: { contentType } });
}

async function exists(path: string): Promise<boolean> {
  const [found] = await adminBucket().file(path).exists();
  return found;
}

async function allExist(paths: string[]): Promise<boolean> {
  return (await Promise.all(paths.map(exists))).every(Boolean);
}

async function filesUnder(folder: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: folder });
  return files.map((file) => file.name).sort();
}

let jpeg: Buffer;
beforeAll(async () => {
  useLocalEmulators();
  jpeg = await photo();
});

describe("product photo variants (Storage trigger, on the Functions emulator)", () => {
  it("writes a 3:4 WebP of every width, never larger than the original, and a JPEG copy of the largest", async () => {
    const original = `products/${randomUUID()}/uso-${Date.now()}.jpg`;
    await upload(original, jpeg, "image/jpeg");
    await waitUntil("las variantes", () => allExist(derivedPhotoPaths(original)));

    for (const width of VARIANT_WIDTHS) {
      const file = adminBucket().file(variantPath(original, width));
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      const expectedWidth = Math.min(width, ORIGINAL.width);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: "webp",
        width: expectedWidth,
        height: variantHeight(expectedWidth),
      });
      expect(metadata.contentType).toBe("image/webp");
      expect(metadata.cacheControl).toBe("public, max-age=31536000, immutable");
    }

    // Meta's catalog reads no WebP: the largest variant is also stored as JPEG, the same size.
    const copy = adminBucket().file(jpegCopyPath(original));
    const [[bytes], [metadata]] = await Promise.all([copy.download(), copy.getMetadata()]);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: ORIGINAL.width,
      height: ORIGINAL.height,
    });
    expect(metadata.contentType).toBe("image/jpeg");
    expect(metadata.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("crops a photo that is not 3:4 and applies its EXIF rotation", async () => {
    // Stored landscape 1600×1000 with orientation 6 (90° clockwise): upright it is 1000×1600.
    const sideways = await sharp(jpeg)
      .resize(1600, 1000, { fit: "fill" })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = `products/${randomUUID()}/studio-${Date.now()}.jpg`;
    const widest = variantPath(original, VARIANT_WIDTHS.at(-1)!);
    await upload(original, sideways, "image/jpeg");
    await waitUntil("las variantes", () =>
      allExist(VARIANT_WIDTHS.map((width) => variantPath(original, width))),
    );

    const [bytes] = await adminBucket().file(widest).download();
    // The widest 3:4 box that fits 1000×1600 is 1000×1333.
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1000, height: 1333 });
  });

  it("does not make variants of variants, videos or other files", async () => {
    const folder = `products/${randomUUID()}/`;
    const strayVariant = `${folder}extra-${Date.now()}_w640.webp`;
    const video = `${folder}video-${Date.now()}.mp4`;
    await upload(strayVariant, await sharp(jpeg).webp().toBuffer(), "image/webp");
    await upload(video, Buffer.from("no es un video"), "video/mp4");

    // An original uploaded afterwards: once its variants exist, the earlier uploads were handled.
    const original = `${folder}uso-${Date.now()}.png`;
    const derived = derivedPhotoPaths(original);
    await upload(original, await sharp(jpeg).png().toBuffer(), "image/png");
    await waitUntil("las variantes", () => allExist(derived));

    expect(await filesUnder(folder)).toEqual([original, strayVariant, video, ...derived].sort());
  });

  it("makes new variants when an original is replaced under the same name", async () => {
    const original = `products/${randomUUID()}/uso-${Date.now()}.jpg`;
    const widest = adminBucket().file(variantPath(original, VARIANT_WIDTHS.at(-1)!));
    const widestWidth = async () => {
      const [bytes] = await widest.download();
      return (await sharp(bytes).metadata()).width;
    };
    await upload(original, jpeg, "image/jpeg");
    await waitUntil("las variantes", () =>
      allExist(VARIANT_WIDTHS.map((width) => variantPath(original, width))),
    );
    expect(await widestWidth()).toBe(ORIGINAL.width);

    // A smaller photo under the same name: the widest variant can only be as wide as it.
    await upload(original, await sharp(jpeg).resize(600, 800).jpeg().toBuffer(), "image/jpeg");
    await waitUntil("las variantes de la foto nueva", async () => (await widestWidth()) === 600);
  });

  it("deletes the variants and the JPEG copy with their original", async () => {
    const folder = `products/${randomUUID()}/`;
    const original = `${folder}extra_2-${Date.now()}.jpeg`;
    await upload(original, jpeg, "image/jpeg");
    await waitUntil("las variantes", () => allExist(derivedPhotoPaths(original)));

    await adminBucket().file(original).delete();
    await waitUntil("el borrado de las variantes", async () => (await filesUnder(folder)).length === 0);
  });
});

describe("resizeVariants", () => {
  it("refuses a photo of more pixels than PRODUCT_IMAGE.maxInputPixels before decoding it", async () => {
    // A few kilobytes of one-color PNG that would decode to ~150 MB.
    const width = 10_000;
    const height = Math.floor(PRODUCT_IMAGE.maxInputPixels / width) + 1;
    const huge = await sharp({ create: { width, height, channels: 3, background: "#e8dccb" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(resizeVariants(huge)).rejects.toThrow(/pixel limit/);
  });
});
