import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  decideProof,
  isAcceptableProofObject,
  isProofReviewOverdue,
  MAX_PROOF_REPLACEMENTS,
  orderIdOfProofPath,
  PROOF_MESSAGES,
  PROOF_NOTICE_INTERVAL_MS,
  proofImageKind,
  proofPath,
  refuseUnreadableProof,
  REJECT_PROOF_MESSAGES,
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

describe("proofImageKind", () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
    );

  it("tells photos to decode from HEIC/HEIF ones by their first bytes", () => {
    expect(proofImageKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("decodable");
    expect(proofImageKind(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("decodable");
    expect(proofImageKind(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("decodable");
    expect(proofImageKind(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]))).toBe("heif");
    expect(proofImageKind(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0]))).toBe("heif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(proofImageKind(bytes("<html><script>"))).toBeNull();
    expect(proofImageKind(bytes("%PDF-1.7"))).toBeNull();
    expect(proofImageKind(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0]))).toBeNull();
    expect(proofImageKind(new Uint8Array())).toBeNull();
  });
});

describe("proof decisions", () => {
  const uploadedAt = new Date("2026-11-26T12:00:00Z");
  const now = new Date("2026-11-26T12:00:05Z");
  const pending = {
    status: "pending" as const,
    proof: null,
    proofCount: 0,
    proofNoticeAt: null,
    proofRefusedAt: null,
    holdUntil: new Date("2026-11-27T12:00:00Z"),
    fintoc: null,
  };
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
        // A proof waits for an admin: the sweep leaves the order alone.
        sweepAt: null,
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

  it("keeps the earliest review deadline while the order waits: replacements do not move it", () => {
    const waiting = {
      ...pending,
      proof: { ...recorded(uploadedAt), reviewBy: new Date("2026-11-28T12:00:00Z") },
      proofCount: 1,
    };
    const replaced = decideProof(waiting, upload(minutesAfter(120)), minutesAfter(120), 48);
    expect(replaced).toMatchObject({
      kind: "record",
      fields: { proof: { reviewBy: waiting.proof.reviewBy } },
    });
    // A shorter review time set since gives an earlier deadline, which wins.
    const sooner = decideProof(waiting, upload(minutesAfter(120)), minutesAfter(120), 1);
    expect(sooner).toMatchObject({ fields: { proof: { reviewBy: minutesAfter(180) } } });
    // Once an admin rejected the last one, the next proof starts a new wait.
    const afterRejection = decideProof(pending, upload(minutesAfter(120)), minutesAfter(120), 48);
    expect(afterRejection).toMatchObject({ fields: { proof: { reviewBy: minutesAfter(120 + 48 * 60) } } });
  });

  it("counts a file refused as unreadable, and says when it came, unless something newer is known", () => {
    expect(refuseUnreadableProof(pending, uploadedAt)).toEqual({ proofCount: 1, proofRefusedAt: uploadedAt });
    const withProof = { ...pending, proof: recorded(uploadedAt), proofCount: 1 };
    expect(refuseUnreadableProof(withProof, minutesAfter(2))).toEqual({
      proofCount: 2,
      proofRefusedAt: minutesAfter(2),
    });
    expect(refuseUnreadableProof(withProof, minutesAfter(-2))).toBeNull();
    expect(refuseUnreadableProof({ ...pending, proofRefusedAt: minutesAfter(5) }, uploadedAt)).toBeNull();
    expect(refuseUnreadableProof({ ...pending, status: "cancelled" }, uploadedAt)).toBeNull();
  });

  it("rejects the proof the admin saw: no proof, a note of when, and at least a day more to send another", () => {
    const holdUntil = new Date("2026-11-26T13:00:00Z");
    const seen = recorded(uploadedAt);
    const order = { status: "pending" as const, proof: seen, holdUntil, fintoc: null };
    const newHold = new Date(now.getTime() + REJECTED_PROOF_HOLD_HOURS * 3_600_000);
    expect(rejectProof(order, seen.path, now)).toEqual({
      ok: true,
      fields: { proof: null, proofRejectedAt: now, holdUntil: newHold, sweepAt: newHold },
    });
    const longHold = new Date("2026-12-01T00:00:00Z");
    expect(rejectProof({ ...order, holdUntil: longHold }, seen.path, now)).toMatchObject({
      fields: { holdUntil: longHold, sweepAt: longHold },
    });
    expect(rejectProof({ ...order, proof: null }, seen.path, now).ok).toBe(false);
    expect(rejectProof({ ...order, status: "verified" }, seen.path, now).ok).toBe(false);
  });

  it("never rejects a newer proof than the one the admin saw", () => {
    const order = {
      status: "pending" as const,
      proof: recorded(minutesAfter(3)),
      holdUntil: null,
      fintoc: null,
    };
    expect(rejectProof(order, recorded(uploadedAt).path, now)).toEqual({
      ok: false,
      message: REJECT_PROOF_MESSAGES.newerProof,
    });
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
