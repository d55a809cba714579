import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  isAcceptableProofObject,
  isProofImage,
  orderIdOfProofPath,
  PROOF_MESSAGES,
  proofPath,
} from "./payment-proof.ts";
import { PAYMENT_PROOF } from "./upload-limits.ts";

describe("checkProofFile", () => {
  it.each([
    ["foto.JPG", "image/jpeg", "jpg", "image/jpeg"],
    ["captura.png", "image/png", "png", "image/png"],
    ["comprobante.webp", "image/webp", "webp", "image/webp"],
    ["IMG_0001.HEIC", "", "heic", "image/heic"],
    ["IMG_0002.heic", "image/heif", "heic", "image/heif"],
  ])("accepts %s (%s)", (name, type, extension, contentType) => {
    expect(checkProofFile({ name, type, size: 1000 })).toEqual({ ok: true, extension, contentType });
  });

  it.each([
    ["comprobante.pdf", "application/pdf"],
    ["foto.gif", "image/gif"],
    ["sin-extension", "image/jpeg"],
    ["disfrazado.jpg", "application/pdf"],
  ])("refuses %s (%s) with the spec's message", (name, type) => {
    expect(checkProofFile({ name, type, size: 1000 })).toEqual({
      ok: false,
      message: PROOF_MESSAGES.wrongType,
    });
  });

  it("accepts exactly the size limit and refuses one byte more", () => {
    expect(checkProofFile({ name: "a.png", type: "image/png", size: PAYMENT_PROOF.maxBytes }).ok).toBe(true);
    expect(checkProofFile({ name: "a.png", type: "image/png", size: PAYMENT_PROOF.maxBytes + 1 })).toEqual({
      ok: false,
      message: PROOF_MESSAGES.tooLarge,
    });
  });
});

describe("proof paths", () => {
  it("stores a proof under its order with the upload time as name", () => {
    const path = proofPath("order-1", new Date(1_700_000_000_123), "jpg");
    expect(path).toBe("payment-proofs/order-1/1700000000123.jpg");
    expect(orderIdOfProofPath(path)).toBe("order-1");
  });

  it.each([
    "products/x/uso-1.jpg",
    "payment-proofs/order-1/evil.exe",
    "payment-proofs/a/b/1.jpg",
    "payment-proofs/o/1.pdf",
  ])("does not take %s for a proof", (path) => expect(orderIdOfProofPath(path)).toBeNull());

  it("accepts stored objects only of an image type within the limit", () => {
    expect(isAcceptableProofObject("image/heic", 10)).toBe(true);
    expect(isAcceptableProofObject("application/pdf", 10)).toBe(false);
    expect(isAcceptableProofObject(undefined, 10)).toBe(false);
    expect(isAcceptableProofObject("image/png", PAYMENT_PROOF.maxBytes + 1)).toBe(false);
  });
});

describe("isProofImage", () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
    );

  it("knows photos by their first bytes", () => {
    expect(isProofImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isProofImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isProofImage(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe(true);
    expect(isProofImage(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]))).toBe(true);
    expect(isProofImage(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0]))).toBe(true);
  });

  it("refuses anything else, whatever it is called", () => {
    expect(isProofImage(bytes("<html><script>"))).toBe(false);
    expect(isProofImage(bytes("%PDF-1.7"))).toBe(false);
    expect(isProofImage(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0]))).toBe(false);
    expect(isProofImage(new Uint8Array())).toBe(false);
  });
});
