/**
 * Fintoc's webhook (POST /api/fintoc/webhook through Hosting). It trusts an event only when its
 * `Fintoc-Signature` is right and recent, and then applies it (payments/fintoc-events.ts says what
 * each event does). Answers: 200 handled, ignored or already handled; 202 a payment intent's event
 * parked until the session event that names its order arrives; 400 unreadable; 401 bad or stale
 * signature; 409 another event of that intent is already parked; 422 amount or currency not the
 * order's; 503 Fintoc not configured (no webhook secret, or a placeholder). Fintoc retries what
 * did not get a 2xx, up to 17 times: an event no retry can fix (an unknown order) is answered 200.
 */
import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import { fintocEventSchema, type FintocEvent } from "@domain/orders/fintoc.ts";
import { usableWebhookSecret } from "@domain/orders/fintoc-setup.ts";
import { applyFintocEvent } from "../payments/fintoc-events.ts";
import { fintocWebhookSecret } from "../payments/fintoc-api.ts";
import { checkFintocSignature } from "../payments/fintoc-signature.ts";

export const fintocWebhook = onRequest({ secrets: [fintocWebhookSecret] }, async (request, response) => {
  if (request.method !== "POST") {
    response.set("Allow", "POST").status(405).json({ error: "Solo POST" });
    return;
  }
  // Unset or a placeholder (which anyone can sign with): nothing is trusted.
  const secret = usableWebhookSecret(fintocWebhookSecret.value());
  if (!secret) {
    response.status(503).json({ error: "Fintoc no está configurado" });
    return;
  }
  const rawBody = request.rawBody ?? Buffer.alloc(0);
  const signature = checkFintocSignature(request.get("Fintoc-Signature"), rawBody, secret, new Date());
  if (!signature.ok) {
    logger.warn("Webhook de Fintoc con firma rechazada", { reason: signature.reason });
    response.status(401).json({ error: `Firma inválida (${signature.reason})` });
    return;
  }
  let event: FintocEvent;
  try {
    event = fintocEventSchema.parse(JSON.parse(rawBody.toString("utf8")));
  } catch {
    response.status(400).json({ error: "Evento ilegible" });
    return;
  }

  const reply = await applyFintocEvent(event, new Date());
  if (reply.status >= 400) logger.error("Webhook de Fintoc no aplicado", { eventId: event.id, ...reply });
  response.status(reply.status).json(reply.body);
});
