import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  decideProof,
  isAcceptableProofObject,
  isProofImage,
  isProofReviewOverdue,
  MAX_PROOF_REPLACEMENTS,
  orderIdOfProofPath,
  PROOF_MESSAGES,
  PROOF_NOTICE_INTERVAL_MS,
  proofPath,
  REJECTED_PROOF_HOLD_HOURS,
  rejectProof,
  takesAnotherProof,
} from "./payment-proof.ts";
import { PAYMENT_PROOF } from "../upload-limits.ts";

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

describe("proof decisions", () => {
  const uploadedAt = new Date("2026-11-26T12:00:00Z");
  const now = new Date("2026-11-26T12:00:05Z");
  const pending = { status: "pending" as const, proof: null, proofCount: 0, proofNoticeAt: null };
  const recorded = (at: Date) => ({
    path: `payment-proofs/o/${at.getTime()}.jpg`,
    uploadedAt: at,
    reviewBy: null,
  });
  const upload = (at: Date) => ({ path: `payment-proofs/o/${at.getTime()}.jpg`, uploadedAt: at });
  const minutesAfter = (minutes: number) => new Date(uploadedAt.getTime() + minutes * 60_000);

  it("records a first proof with its review deadline, counts it and tells the owner", () => {
    const decision = decideProof(pending, upload(uploadedAt), now, 48);
    expect(decision).toEqual({
      kind: "record",
      fields: {
        proof: { ...upload(uploadedAt), reviewBy: new Date("2026-11-28T12:00:00Z") },
        proofCount: 1,
        proofNoticeAt: now,
      },
      notify: true,
      replaced: null,
    });
  });

  it("refuses proofs for orders that are gone or no longer pending", () => {
    expect(decideProof(null, upload(uploadedAt), now, 48).kind).toBe("refused");
    expect(decideProof({ ...pending, status: "verified" }, upload(uploadedAt), now, 48).kind).toBe("refused");
  });

  it("keeps the newest of two proofs, and counts two sent within a minute once", () => {
    const first = { ...pending, proof: recorded(uploadedAt), proofCount: 1, proofNoticeAt: now };
    expect(decideProof(first, upload(uploadedAt), now, 48).kind).toBe("already-recorded");
    expect(decideProof(first, upload(minutesAfter(-0.5)), now, 48).kind).toBe("superseded");
    const parallel = decideProof(first, upload(minutesAfter(0.5)), now, 48);
    expect(parallel).toMatchObject({ kind: "record", fields: { proofCount: 1 }, notify: false });
    expect(parallel.kind === "record" && parallel.replaced).toBe(recorded(uploadedAt).path);
    expect(decideProof(first, upload(minutesAfter(1)), now, 48)).toMatchObject({ fields: { proofCount: 2 } });
  });

  it("takes at most five replacements", () => {
    const order = (proofCount: number) => ({ ...pending, proof: recorded(uploadedAt), proofCount });
    expect(decideProof(order(MAX_PROOF_REPLACEMENTS), upload(minutesAfter(2)), now, 48)).toMatchObject({
      kind: "record",
      fields: { proofCount: MAX_PROOF_REPLACEMENTS + 1 },
    });
    expect(decideProof(order(MAX_PROOF_REPLACEMENTS + 1), upload(minutesAfter(2)), now, 48).kind).toBe(
      "refused",
    );
    expect(takesAnotherProof({ status: "pending", proofCount: MAX_PROOF_REPLACEMENTS })).toBe(true);
    expect(takesAnotherProof({ status: "pending", proofCount: MAX_PROOF_REPLACEMENTS + 1 })).toBe(false);
  });

  it("e-mails the owner about one order's proofs at most once every six hours", () => {
    const noticed = { ...pending, proof: recorded(uploadedAt), proofCount: 1, proofNoticeAt: uploadedAt };
    const later = (ms: number) => new Date(uploadedAt.getTime() + ms);
    const soon = decideProof(noticed, upload(minutesAfter(10)), later(10 * 60_000), 48);
    expect(soon).toMatchObject({ kind: "record", notify: false });
    expect(soon.kind === "record" && "proofNoticeAt" in soon.fields).toBe(false);
    const after = decideProof(noticed, upload(minutesAfter(360)), later(PROOF_NOTICE_INTERVAL_MS), 48);
    expect(after).toMatchObject({ kind: "record", notify: true });
  });

  it("rejects a proof: no proof, a note of when, and at least a day more to send another", () => {
    const holdUntil = new Date("2026-11-26T13:00:00Z");
    const order = { status: "pending" as const, proof: recorded(uploadedAt), holdUntil };
    expect(rejectProof(order, now)).toEqual({
      ok: true,
      fields: {
        proof: null,
        proofRejectedAt: now,
        holdUntil: new Date(now.getTime() + REJECTED_PROOF_HOLD_HOURS * 3_600_000),
      },
    });
    const longHold = new Date("2026-12-01T00:00:00Z");
    expect(rejectProof({ ...order, holdUntil: longHold }, now)).toMatchObject({
      fields: { holdUntil: longHold },
    });
    expect(rejectProof({ ...order, proof: null }, now).ok).toBe(false);
    expect(rejectProof({ ...order, status: "verified" }, now).ok).toBe(false);
  });

  it("flags a proof whose review is overdue", () => {
    const order = {
      status: "pending" as const,
      proof: { ...recorded(uploadedAt), reviewBy: minutesAfter(60) },
    };
    expect(isProofReviewOverdue(order, minutesAfter(59))).toBe(false);
    expect(isProofReviewOverdue(order, minutesAfter(60))).toBe(true);
    expect(isProofReviewOverdue({ ...order, status: "verified" }, minutesAfter(61))).toBe(false);
    expect(isProofReviewOverdue({ ...order, proof: recorded(uploadedAt) }, minutesAfter(61))).toBe(false);
  });
});
