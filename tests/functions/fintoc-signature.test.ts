import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkFintocSignature,
  fintocSignatureHeader,
  SIGNATURE_TOLERANCE_SECONDS,
} from "../../functions/src/payments/fintoc-signature.ts";

const secret = "whsec_prueba";
const body = Buffer.from('{"id":"evt_1","type":"checkout_session.finished"}');
const now = new Date("2026-11-24T12:00:00Z");
const t = now.getTime() / 1000;

describe("Fintoc-Signature", () => {
  it("is HMAC-SHA256 of `t.body`, as Fintoc documents it", () => {
    const expected = createHmac("sha256", secret).update(`${t}.${body.toString()}`).digest("hex");
    expect(fintocSignatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
    expect(checkFintocSignature(`t=${t},v1=${expected}`, body, secret, now)).toEqual({ ok: true });
  });

  it("accepts a timestamp within the tolerance, either way, and refuses one outside it", () => {
    const at = (offset: number) => fintocSignatureHeader(secret, t + offset, body);
    expect(checkFintocSignature(at(-SIGNATURE_TOLERANCE_SECONDS), body, secret, now).ok).toBe(true);
    expect(checkFintocSignature(at(SIGNATURE_TOLERANCE_SECONDS), body, secret, now).ok).toBe(true);
    expect(checkFintocSignature(at(-SIGNATURE_TOLERANCE_SECONDS - 1), body, secret, now)).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("refuses another secret, another body, and headers that are missing or malformed", () => {
    const header = fintocSignatureHeader(secret, t, body);
    expect(checkFintocSignature(header, body, "otro", now)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkFintocSignature(header, Buffer.from("{}"), secret, now)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(checkFintocSignature(undefined, body, secret, now)).toEqual({ ok: false, reason: "missing" });
    for (const broken of [`t=${t}`, `v1=${"a".repeat(64)}`, `t=ayer,v1=${"a".repeat(64)}`, `t=${t},v1=abc`]) {
      expect(checkFintocSignature(broken, body, secret, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
