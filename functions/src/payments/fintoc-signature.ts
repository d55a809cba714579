/**
 * Fintoc's webhook signature: the `Fintoc-Signature` header is `t=<unix seconds>,v1=<hex>`, where
 * the hex is HMAC-SHA256 of `<t>.<raw body>` keyed by the endpoint's secret. The check compares in
 * constant time and refuses a timestamp outside the tolerance window, so a captured event cannot be
 * replayed later. The local stand-in signs with the same function.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Five minutes either way, as Fintoc's own SDKs allow. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function fintocSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

export function fintocSignatureHeader(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `t=${timestamp},v1=${fintocSignature(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

export function checkFintocSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  const fields = new Map<string, string>();
  for (const part of header.split(",")) {
    const [key, ...value] = part.trim().split("=");
    if (key && value.length > 0) fields.set(key, value.join("="));
  }
  const timestamp = Number(fields.get("t"));
  const signature = fields.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    return { ok: false, reason: "malformed" };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: "stale" };
  const expected = Buffer.from(fintocSignature(secret, timestamp, rawBody), "hex");
  const received = Buffer.from(signature, "hex");
  return timingSafeEqual(expected, received) ? { ok: true } : { ok: false, reason: "mismatch" };
}
