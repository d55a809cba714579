import { describe, expect, it } from "vitest";
import {
  checkMediaFile,
  isStoredMedia,
  MEDIA_MESSAGES,
  productMediaPath,
  waitForUploadsMessage,
} from "./product-media.ts";
import { MB } from "../upload-limits.ts";

describe("product media files", () => {
  it("accepts photos of the allowed types up to 5 MB and videos up to 50 MB", () => {
    expect(checkMediaFile("uso", { type: "image/webp", size: 5 * MB })).toEqual({
      ok: true,
      extension: "webp",
    });
    expect(checkMediaFile("video", { type: "video/quicktime", size: 50 * MB })).toEqual({
      ok: true,
      extension: "mov",
    });
  });

  it("refuses other types and larger files with the spec's messages", () => {
    expect(checkMediaFile("studio", { type: "image/gif", size: 10 })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.imageType,
    });
    expect(checkMediaFile("extra", { type: "image/png", size: 5 * MB + 1 })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.imageSize,
    });
    expect(checkMediaFile("video", { type: "image/png", size: 10 })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.videoType,
    });
    expect(checkMediaFile("video", { type: "video/mp4", size: 50 * MB + 1 })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.videoSize,
    });
  });

  it("stores media under the product with the slot and time in the name", () => {
    expect(productMediaPath("p-1", "extra_2", new Date(1_700_000_000_000), "jpg")).toBe(
      "products/p-1/extra_2-1700000000000.jpg",
    );
    expect(isStoredMedia("products/p-1/uso-1.jpg")).toBe(true);
    expect(isStoredMedia("https://example.com/a.jpg")).toBe(false);
    expect(isStoredMedia(null)).toBe(false);
  });
});

describe("waiting for uploads", () => {
  it("names what is still uploading, as the spec words it", () => {
    expect(waitForUploadsMessage(["studio"], false)).toBe(
      "Por favor espera a que las imágenes se suban antes de crear el producto",
    );
    expect(waitForUploadsMessage(["extra_2", "uso"], true)).toBe(
      "Por favor espera a que la imagen extra 2 se suba antes de actualizar el producto",
    );
    expect(waitForUploadsMessage(["video"], false)).toBe(
      "Por favor espera a que el video se suba antes de crear el producto",
    );
  });
});
