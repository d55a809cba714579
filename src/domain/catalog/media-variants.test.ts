import { describe, expect, it } from "vitest";
import {
  DEFAULT_VARIANT_WIDTH,
  isOriginalProductImagePath,
  derivedPhotoPaths,
  isJpegCopyPath,
  isVariantPath,
  jpegCopyPath,
  jpegCopyUrlPath,
  photoStoragePath,
  photoUrlPath,
  VARIANT_WIDTHS,
  variantHeight,
  variantPath,
} from "./media-variants.ts";

const id = "3f2b8c1e-7d4a-4e9b-a1c2-5d6e7f8a9b0c";

describe("product photo variants", () => {
  it("derives the variant path from the original's, whatever its format", () => {
    expect(variantPath(`products/${id}/uso-1700000000000.jpg`, 640)).toBe(
      `products/${id}/uso-1700000000000_w640.webp`,
    );
    expect(variantPath(`products/temp-${id}/extra_2-1700000000000.webp`, 320)).toBe(
      `products/temp-${id}/extra_2-1700000000000_w320.webp`,
    );
    expect(variantPath(`products/${id}/studio-1.png`, 1280)).toBe(`products/${id}/studio-1_w1280.webp`);
  });

  it("refuses to derive variants of anything but an original photo", () => {
    expect(() => variantPath(`products/${id}/video-1700000000000.mp4`, 640)).toThrow(
      /^Not an original product photo/,
    );
    expect(() => variantPath(`products/${id}/uso-1700000000000_w640.webp`, 320)).toThrow(
      /^Not an original product photo/,
    );
    expect(() => variantPath("https://example.com/uso-1.jpg", 640)).toThrow(/^Not an original product photo/);
  });

  it("tells originals from variants, videos and other files", () => {
    for (const slot of ["uso", "studio", "extra", "extra_2"]) {
      for (const ext of ["jpg", "jpeg", "png", "webp"]) {
        expect(isOriginalProductImagePath(`products/${id}/${slot}-1700000000000.${ext}`)).toBe(true);
      }
    }
    expect(isOriginalProductImagePath(`products/${id}/uso-1700000000000_w640.webp`)).toBe(false);
    expect(isOriginalProductImagePath(`products/${id}/video-1700000000000.mp4`)).toBe(false);
    expect(isOriginalProductImagePath(`products/${id}/uso-1700000000000.gif`)).toBe(false);
    expect(isOriginalProductImagePath(`payment-proofs/order-1/1700000000000.jpg`)).toBe(false);
    expect(isOriginalProductImagePath(`products/${id}/sub/uso-1700000000000.jpg`)).toBe(false);
    expect(isOriginalProductImagePath("https://example.com/products/x/uso-1.jpg")).toBe(false);
  });

  it("recognises every variant it names, and nothing else", () => {
    const original = `products/${id}/extra-1700000000000.jpeg`;
    for (const width of VARIANT_WIDTHS) expect(isVariantPath(variantPath(original, width))).toBe(true);
    expect(isVariantPath(original)).toBe(false);
    expect(isVariantPath(`products/${id}/video-1700000000000_w640.webp`)).toBe(false);
    expect(isVariantPath(`products/${id}/uso-1700000000000_w640.jpg`)).toBe(false);
  });

  it("names one JPEG copy per photo, of its largest variant, and recognises nothing else as one", () => {
    const original = `products/${id}/studio-1700000000000.png`;
    expect(jpegCopyPath(original)).toBe(`products/${id}/studio-1700000000000_w1280.jpg`);
    expect(isJpegCopyPath(jpegCopyPath(original))).toBe(true);
    expect(derivedPhotoPaths(original)).toEqual([
      ...VARIANT_WIDTHS.map((width) => variantPath(original, width)),
      jpegCopyPath(original),
    ]);
    expect(() => jpegCopyPath(`products/${id}/uso-1_w1280.webp`)).toThrow(/^Not an original product photo/);
    for (const other of [
      `products/${id}/uso-1700000000000_w640.jpg`,
      `products/${id}/uso-1700000000000.jpg`,
      `products/${id}/uso-1700000000000_w1280.JPG`,
      `products/${id}/video-1700000000000_w1280.jpg`,
      `products/${id}/uso-1700000000000_w1280.webp.jpg`,
    ])
      expect(isJpegCopyPath(other), other).toBe(false);
  });

  it("keeps widths ascending, the default among them, and heights at 3:4", () => {
    expect([...VARIANT_WIDTHS].sort((a, b) => a - b)).toEqual([...VARIANT_WIDTHS]);
    expect(VARIANT_WIDTHS).toContain(DEFAULT_VARIANT_WIDTH);
    expect(variantHeight(640)).toBe(853);
    expect(variantHeight(960)).toBe(1280);
  });
});

describe("photos on the shop's own origin", () => {
  it("names every product photo and variant under /fotos/, and nothing else", () => {
    expect(photoUrlPath(`products/${id}/uso-1700000000000.jpg`)).toBe(`/fotos/${id}/uso-1700000000000.jpg`);
    expect(photoUrlPath(`products/${id}/studio-1700000000000_w640.webp`)).toBe(
      `/fotos/${id}/studio-1700000000000_w640.webp`,
    );
    expect(photoUrlPath(`products/${id}/video-1700000000000.mp4`)).toBeUndefined();
    expect(photoUrlPath("payment-proofs/order-1/proof.jpg")).toBeUndefined();
  });

  it("maps a /fotos/ path back to its object, refusing anything that is not a product photo", () => {
    for (const storagePath of [
      `products/${id}/uso-1700000000000.jpg`,
      `products/${id}/extra_2-1700000000000_w1280.webp`,
    ])
      expect(photoStoragePath(photoUrlPath(storagePath)!)).toBe(storagePath);
    for (const hostile of [
      `/fotos/${id}/video-1700000000000.mp4`,
      `/fotos/../payment-proofs/o/1.jpg`,
      `/fotos/${id}/../../payment-proofs/uso-1.jpg`,
      `/fotos/${id}/uso-1.jpg/extra`,
      `/fotos/${id}%2Fuso-1.jpg`,
      "/fotos/",
      `/assets/${id}/uso-1.jpg`,
    ])
      expect(photoStoragePath(hostile)).toBeUndefined();
  });

  it("names the largest variant's JPEG copy under /fotos/, served as the stored object it is", () => {
    const variant = `products/${id}/studio-1700000000000_w1280.webp`;
    const copy = `products/${id}/studio-1700000000000_w1280.jpg`;
    expect(jpegCopyUrlPath(variant)).toBe(`/fotos/${id}/studio-1700000000000_w1280.jpg`);
    expect(photoStoragePath(jpegCopyUrlPath(variant)!)).toBe(copy);
    // Only the largest variant has a copy, and an original uploaded as JPEG is served as it is.
    expect(jpegCopyUrlPath(`products/${id}/studio-1700000000000_w640.webp`)).toBeUndefined();
    expect(jpegCopyUrlPath(`products/${id}/uso-1700000000000.webp`)).toBeUndefined();
    for (const hostile of [
      `/fotos/${id}/../../payment-proofs/uso-1_w1280.jpg`,
      `/fotos/${id}/uso-1_w1280.webp.jpg`,
      `/fotos/${id}/uso-1_w1280.JPG`,
      `/fotos/${id}/uso-1_w640.jpg`,
      `/fotos/${id}/video-1_w1280.jpg`,
    ])
      expect(photoStoragePath(hostile), hostile).toBeUndefined();
  });
});
