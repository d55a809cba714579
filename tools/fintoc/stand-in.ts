/**
 * A local stand-in for Fintoc, as the emulators need one: Fintoc cannot reach a laptop, and the
 * tests must not depend on a network. It speaks the part of Fintoc's API the shop uses:
 *   POST /v1/checkout_sessions            creates a session (Authorization: the secret key)
 *   GET  /v1/checkout_sessions/{id}       reads one
 *   POST /v1/checkout_sessions/{id}/expire  ends an unpaid one (sends checkout_session.expired)
 *   GET  /pagar/{id}                      the hosted page: pay by card, pay by bank transfer, pay
 *                                         with the bank still settling, refuse, go back
 * Creating honours `expires_at` (at least 10 minutes ahead), `payment_method_types` (`card`,
 * `bank_transfer`; both when absent, and the page offers only those asked for) and the
 * `Idempotency-Key` header (the same key answers the same session). A payment's intent names its
 * method in `payment_type`, as Fintoc's Payment Intent object does. Expiring, as Fintoc's reference says, works only on a session
 * still `created`, answers it with status `expired`, and sends `checkout_session.expired`. Paying or refusing sends the shopper back to the session's success or cancel URL and
 * then, as Fintoc does, delivers a `checkout_session.finished` event to the webhook, signed with
 * the webhook secret exactly as Fintoc signs. A payment left settling ends with POST
 * /_pruebas/liquidar/{sessionId}?resultado=exito|fallo, which sends `payment_intent.succeeded` or
 * `payment_intent.failed` (a payment intent, without the session's metadata); GET
 * /_pruebas/clave/{sessionId} tells the Idempotency-Key a session was created with. For the tests, `?firma=invalida` or `?firma=vencida` on
 * the page signs its event badly, `?entrega=manual` keeps it until POST /_pruebas/reenviar/{eventId}
 * delivers it (which also delivers any event again), and GET /_pruebas/entregas lists every event
 * with the status the shop answered (null: not delivered yet).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fintocSignatureHeader } from "../../functions/src/payments/fintoc-signature.ts";
import { formatClp } from "@domain/money.ts";

export interface StandInOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
}

interface Session {
  id: string;
  object: "checkout_session";
  amount: number;
  currency: string;
  status: "created" | "finished" | "expired";
  success_url: string;
  cancel_url: string;
  metadata: Record<string, unknown>;
  redirect_url: string;
  payment_method_types: PaymentType[];
  expires_at: string;
  created_at: string;
  mode: "test";
  payment_resource: { payment_intent: PaymentIntent | null };
}

type PaymentType = "card" | "bank_transfer";
const PAYMENT_TYPES: readonly PaymentType[] = ["card", "bank_transfer"];

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  payment_type: PaymentType;
}

interface FintocEventBody {
  id: string;
  object: "event";
  type: string;
  mode: "test";
  created_at: string;
  data: Session | PaymentIntent;
}

export interface Delivery {
  eventId: string;
  type: string;
  signature: "valida" | "invalida" | "vencida";
  status: number | null;
}

type Signing = Delivery["signature"];

export interface FintocStandIn {
  baseUrl: string;
  close(): Promise<void>;
}

/** Fintoc's largest payment, which any bank accepts. */
const MAX_AMOUNT = 7_000_000;
/** A session's length when `expires_at` is not sent, and the least one may ask for (Fintoc's reference). */
const SESSION_LIFETIME_MS = 24 * 3_600_000;
const MIN_SESSION_MS = 10 * 60_000;

const newId = (prefix: string) => `${prefix}_local_${randomBytes(9).toString("base64url")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { type: "invalid_request_error", message } });
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function paymentPage(session: Session, query: string): string {
  const open = session.status === "created";
  const order = typeof session.metadata.orderNumber === "string" ? session.metadata.orderNumber : "";
  const action = (path: string) => escapeHtml(`/pagar/${session.id}/${path}${query}`);
  const card = session.payment_method_types.includes("card");
  const bank = session.payment_method_types.includes("bank_transfer");
  const amount = escapeHtml(formatClp(session.amount));
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fintoc (simulador local)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5fb;color:#1d1d2c}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0}
button{width:100%;font-size:1rem;padding:14px;border-radius:10px;border:1px solid #4b4bd6;margin-top:12px;cursor:pointer}
.pay{background:#4b4bd6;color:#fff}.other{background:#fff;color:#4b4bd6}
.note{font-size:.85rem;color:#555;margin-top:20px}
</style></head>
<body><main><div class="card">
<h1>Fintoc · simulador local</h1>
<p>Pago a la tienda${order ? ` · pedido ${escapeHtml(order)}` : ""}</p>
<p class="amount">${escapeHtml(formatClp(session.amount))}</p>
${
  open
    ? `${card ? `<form method="post" action="${action("tarjeta")}"><button class="pay" type="submit">Pagar ${amount} con tarjeta</button></form>` : ""}
${
  bank
    ? `<form method="post" action="${action("pagar")}"><button class="pay" type="submit">Pagar ${amount} por transferencia bancaria</button></form>
<form method="post" action="${action("en-proceso")}"><button class="other" type="submit">Simular pago en proceso en el banco</button></form>`
    : ""
}
<form method="post" action="${action("rechazar")}"><button class="other" type="submit">Simular pago rechazado</button></form>
<form method="post" action="${action("volver")}"><button class="other" type="submit">Volver a la tienda sin pagar</button></form>`
    : `<p>Esta sesión de pago ya terminó (${session.status === "expired" ? "venció" : "finalizada"}).</p>`
}
<p class="note">Esta página reemplaza a Fintoc mientras la tienda corre en los emuladores: ningún banco participa.</p>
</div></main></body></html>`;
}

export async function startFintocStandIn(options: StandInOptions): Promise<FintocStandIn> {
  const sessions = new Map<string, Session>();
  const sessionsByKey = new Map<string, Session>();
  const keyOfSession = new Map<string, string>();
  const events = new Map<string, FintocEventBody>();
  const deliveries: Delivery[] = [];
  let baseUrl = "";

  async function deliver(event: FintocEventBody, signature: Signing, delivery?: Delivery): Promise<Delivery> {
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const header =
      signature === "invalida"
        ? fintocSignatureHeader(`${options.webhookSecret}-otra`, now, body)
        : fintocSignatureHeader(options.webhookSecret, signature === "vencida" ? now - 3_600 : now, body);
    if (!delivery) {
      delivery = { eventId: event.id, type: event.type, signature, status: null };
      deliveries.push(delivery);
    }
    try {
      const answer = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "Fintoc-Signature": header },
        body,
        signal: AbortSignal.timeout(120_000),
      });
      delivery.status = answer.status;
    } catch (error) {
      console.warn(`[fintoc] No se pudo entregar ${event.type} al webhook:`, (error as Error).message);
    }
    return delivery;
  }

  /** `held`: recorded, and delivered only when a test asks for it. */
  function emit(
    resource: Session | PaymentIntent,
    type: string,
    signature: Signing,
    held = false,
  ): FintocEventBody {
    const event: FintocEventBody = {
      id: newId("evt"),
      object: "event",
      type,
      mode: "test",
      created_at: new Date().toISOString(),
      data: structuredClone(resource),
    };
    events.set(event.id, event);
    if (held) deliveries.push({ eventId: event.id, type, signature, status: null });
    // After the shopper's redirect, as Fintoc does: the shop learns of the payment on its own.
    else setImmediate(() => void deliver(event, signature));
    return event;
  }

  function finish(
    session: Session,
    intentStatus: "succeeded" | "failed" | "pending",
    paymentType: PaymentType,
    signature: Signing,
    held: boolean,
  ) {
    session.status = "finished";
    session.payment_resource.payment_intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount,
      currency: session.currency,
      status: intentStatus,
      payment_type: paymentType,
    };
    emit(session, "checkout_session.finished", signature, held);
  }

  /** The bank settles a payment left pending: the payment intent's own event says how. */
  function settle(session: Session, succeeded: boolean): PaymentIntent | null {
    const intent = session.payment_resource.payment_intent;
    if (!intent || intent.status !== "pending") return null;
    intent.status = succeeded ? "succeeded" : "failed";
    emit(intent, succeeded ? "payment_intent.succeeded" : "payment_intent.failed", "valida");
    return intent;
  }

  async function createSession(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== options.secretKey) {
      return apiError(response, 401, "Invalid API key");
    }
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return apiError(response, 400, "Invalid JSON");
    }
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? sessionsByKey.get(key) : undefined;
    if (earlier) return sendJson(response, 201, earlier);
    const { amount, currency, success_url, cancel_url, metadata, expires_at, payment_method_types } = input;
    const methods = payment_method_types ?? PAYMENT_TYPES;
    if (
      !Array.isArray(methods) ||
      methods.length === 0 ||
      methods.some((method) => !PAYMENT_TYPES.includes(method as PaymentType))
    )
      return apiError(response, 400, "payment_method_types must list card and/or bank_transfer");
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0 || amount >= MAX_AMOUNT)
      return apiError(response, 400, "amount must be an integer between 1 and 6999999");
    if (currency !== "CLP") return apiError(response, 400, "currency must be CLP");
    if (typeof success_url !== "string" || typeof cancel_url !== "string")
      return apiError(response, 400, "success_url and cancel_url are required");
    const requestedEnd = typeof expires_at === "string" ? Date.parse(expires_at) : Number.NaN;
    if (expires_at !== undefined && Number.isNaN(requestedEnd))
      return apiError(response, 400, "expires_at must be an ISO 8601 date");
    const now = Date.now();
    if (requestedEnd < now + MIN_SESSION_MS)
      return apiError(response, 400, "expires_at must be at least 10 minutes in the future");
    const id = newId("cs");
    const session: Session = {
      id,
      object: "checkout_session",
      amount,
      currency,
      status: "created",
      success_url,
      cancel_url,
      metadata: (metadata as Record<string, unknown> | undefined) ?? {},
      redirect_url: `${baseUrl}/pagar/${id}`,
      payment_method_types: PAYMENT_TYPES.filter((type) => methods.includes(type)),
      expires_at: new Date(
        Number.isNaN(requestedEnd) ? now + SESSION_LIFETIME_MS : requestedEnd,
      ).toISOString(),
      created_at: new Date(now).toISOString(),
      mode: "test",
      payment_resource: { payment_intent: null },
    };
    sessions.set(id, session);
    if (typeof key === "string") {
      sessionsByKey.set(key, session);
      keyOfSession.set(id, key);
    }
    sendJson(response, 201, session);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const parts = url.pathname.split("/").filter(Boolean);
    const held = url.searchParams.get("entrega") === "manual";
    const signature: Signing =
      url.searchParams.get("firma") === "invalida"
        ? "invalida"
        : url.searchParams.get("firma") === "vencida"
          ? "vencida"
          : "valida";
    const session =
      parts[0] === "pagar" || parts[1] === "checkout_sessions"
        ? sessions.get(parts[parts[0] === "pagar" ? 1 : 2] ?? "")
        : undefined;

    void (async () => {
      if (request.method === "POST" && url.pathname === "/v1/checkout_sessions")
        return createSession(request, response);
      if (parts[0] === "v1" && parts[1] === "checkout_sessions") {
        if (request.headers.authorization !== options.secretKey)
          return apiError(response, 401, "Invalid API key");
        if (!session) return apiError(response, 404, "No such checkout session");
        if (request.method === "GET" && parts.length === 3) return sendJson(response, 200, session);
        if (request.method === "POST" && parts[3] === "expire") {
          if (session.status !== "created") return apiError(response, 400, "Session is not open");
          session.status = "expired";
          emit(session, "checkout_session.expired", "valida");
          return sendJson(response, 200, session);
        }
      }
      if (parts[0] === "pagar" && session) {
        if (request.method === "GET" && parts.length === 2) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return response.end(paymentPage(session, url.search));
        }
        if (request.method === "POST" && session.status === "created") {
          const offers = (type: PaymentType) => session.payment_method_types.includes(type);
          // A path for a method the session was not created with is not on its page: refused.
          if ((parts[2] === "pagar" || parts[2] === "en-proceso") && !offers("bank_transfer"))
            return apiError(response, 400, "This session does not accept bank_transfer");
          if (parts[2] === "tarjeta" && !offers("card"))
            return apiError(response, 400, "This session does not accept card");
          if (parts[2] === "tarjeta") {
            finish(session, "succeeded", "card", signature, held);
            return redirect(response, session.success_url);
          }
          if (parts[2] === "pagar") {
            finish(session, "succeeded", "bank_transfer", signature, held);
            return redirect(response, session.success_url);
          }
          if (parts[2] === "en-proceso") {
            finish(session, "pending", "bank_transfer", signature, held);
            return redirect(response, session.success_url);
          }
          if (parts[2] === "rechazar") {
            finish(session, "failed", session.payment_method_types[0]!, signature, held);
            return redirect(response, session.cancel_url);
          }
          if (parts[2] === "volver") return redirect(response, session.cancel_url);
        }
        if (request.method === "POST") return redirect(response, `/pagar/${session.id}`);
      }
      if (request.method === "POST" && parts[0] === "_pruebas" && parts[1] === "liquidar") {
        const pending = sessions.get(parts[2] ?? "");
        const intent = pending && settle(pending, url.searchParams.get("resultado") !== "fallo");
        if (!intent) return apiError(response, 404, "No payment pending in that session");
        return sendJson(response, 200, intent);
      }
      if (request.method === "GET" && parts[0] === "_pruebas" && parts[1] === "clave")
        return sendJson(response, 200, { idempotencyKey: keyOfSession.get(parts[2] ?? "") ?? null });
      if (request.method === "GET" && url.pathname === "/_pruebas/entregas")
        return sendJson(response, 200, deliveries);
      if (request.method === "POST" && parts[0] === "_pruebas" && parts[1] === "reenviar") {
        const event = events.get(parts[2] ?? "");
        if (!event) return apiError(response, 404, "No such event");
        // A held event is delivered as it was signed; any other, again and validly signed.
        const waiting = deliveries.find((entry) => entry.eventId === event.id && entry.status === null);
        return sendJson(response, 200, await deliver(event, waiting?.signature ?? "valida", waiting));
      }
      apiError(response, 404, "Not found");
    })().catch((error: unknown) => {
      console.error("[fintoc] Error del simulador:", error);
      if (!response.headersSent) apiError(response, 500, "Stand-in error");
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
