import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  isAcceptableProofObject,
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

  it("accepts exactly 10 MB and refuses one byte more", () => {
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
