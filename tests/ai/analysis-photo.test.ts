import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ANALYSIS_PHOTO } from "@domain/upload-limits.ts";
import { readAnalysisPhoto } from "../../functions/src/ai/analysis-photo.ts";

describe("readAnalysisPhoto", () => {
  it("gives Gemini a JPEG within one 768 px tile, and the built-in analyser a small raster", async () => {
    const portrait = await sharp({ create: { width: 900, height: 1024, channels: 3, background: "#c8a07a" } })
      .png()
      .toBuffer();

    const photo = await readAnalysisPhoto(portrait.toString("base64"));

    expect(photo?.mimeType).toBe("image/jpeg");
    const sent = await sharp(Buffer.from(photo!.base64, "base64")).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(["jpeg", 675, 768]);
    expect([photo!.pixels.width, photo!.pixels.height]).toEqual([225, 256]);
  });

  it("refuses a photo with more pixels than the page ever sends, before decoding it", async () => {
    const side = ANALYSIS_PHOTO.longestSide;
    const atLimit = await sharp({ create: { width: side, height: side, channels: 3, background: "#c8a07a" } })
      .png()
      .toBuffer();
    expect(await readAnalysisPhoto(atLimit.toString("base64"))).not.toBeNull();
    // A few kilobytes of PNG, one row past the limit.
    const past = await sharp({
      create: { width: side, height: side + 1, channels: 3, background: "#c8a07a" },
    })
      .png()
      .toBuffer();
    expect(await readAnalysisPhoto(past.toString("base64"))).toBeNull();
  });

  it("refuses what is not a photo", async () => {
    expect(await readAnalysisPhoto(Buffer.from("<html></html>").toString("base64"))).toBeNull();
  });
});
