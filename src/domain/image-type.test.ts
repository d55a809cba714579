import { describe, expect, it } from "vitest";
import { isHeifContainer, sniffImageType } from "./image-type.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and WebP by their signatures", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, however it is named", () => {
    expect(sniffImageType(bytes("<!doctype html>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("isHeifContainer", () => {
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const box = (type: string, ...payload: Uint8Array[]) => {
    const body = payload.flatMap((part) => [...part]);
    return bytes(...u32(8 + body.length), type, ...body);
  };
  const ftyp = (major: string, ...compatible: string[]) =>
    box("ftyp", bytes(major, 0, 0, 0, 0, ...compatible));
  const meta = (handler: string) =>
    box(
      "meta",
      bytes(0, 0, 0, 0),
      box("hdlr", bytes(0, 0, 0, 0, 0, 0, 0, 0, handler, ...new Array(13).fill(0))),
    );
  const file = (...boxes: Uint8Array[]) => new Uint8Array(boxes.flatMap((part) => [...part]));
  const heic = file(ftyp("heic", "mif1", "heic"), meta("pict"), box("mdat", bytes(1, 2, 3, 4)));

  it("takes a whole HEIC or HEIF file: a HEIF brand, a picture handler, boxes to the very end", () => {
    expect(isHeifContainer(heic)).toBe(true);
    expect(isHeifContainer(file(ftyp("avif", "mif1", "miaf"), meta("pict"), box("mdat")))).toBe(true);
    // The last box may say it runs to the end of the file.
    expect(isHeifContainer(file(ftyp("heic", "mif1"), meta("pict"), bytes(0, 0, 0, 0, "mdat", 9, 9)))).toBe(
      true,
    );
  });

  it("refuses a file that only begins like one", () => {
    expect(isHeifContainer(heic.subarray(0, heic.length - 1))).toBe(false);
    expect(isHeifContainer(file(ftyp("heic", "mif1"), new Uint8Array(1000)))).toBe(false);
    expect(isHeifContainer(file(ftyp("heic", "mif1"), box("mdat", bytes(1, 2))))).toBe(false);
    expect(isHeifContainer(file(ftyp("heic", "mif1"), meta("vide"), box("mdat")))).toBe(false);
    expect(isHeifContainer(file(ftyp("mp42", "isom"), meta("pict"), box("mdat")))).toBe(false);
    expect(isHeifContainer(new Uint8Array())).toBe(false);
  });
});
