/**
 * A local stand-in for the Trigger Email extension, which the emulators cannot run: it watches the
 * `mail` collection and delivers each document over SMTP with nodemailer, moving its `delivery`
 * through the extension's states as the extension does:
 *   no `delivery`  → PENDING, with `startTime`, `attempts: 0` and (TTL_EXPIRE_*) `expireAt`;
 *   PENDING        → PROCESSING, with a one-minute lease;
 *   PROCESSING     → SUCCESS with `info` (messageId, accepted, rejected, pending, response), or
 *                    ERROR with `error`; `attempts` + 1 and `endTime` either way.
 * Each step is a transaction that checks the state first, so two stand-ins (or a restart) never
 * send one message twice. Production runs the extension itself; this is local only, like the
 * Fintoc stand-in.
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import nodemailer from "nodemailer";
import { expiryAfter, type ExtensionParams } from "./extension-params.ts";

const LEASE_MS = 60_000;

interface MailDocument {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  message?: { subject?: string; text?: string; html?: string };
  delivery?: { state: "PENDING" | "PROCESSING" | "SUCCESS" | "ERROR" | "RETRY" };
}

export interface SendEmailStandIn {
  /** Resolves once every document seen so far has been handled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function startSendEmailStandIn(options: {
  db: Firestore;
  smtp: { host: string; port: number };
  params: ExtensionParams;
  onError?: (error: unknown) => void;
}): SendEmailStandIn {
  const { db, params } = options;
  const transport = nodemailer.createTransport({
    host: options.smtp.host,
    port: options.smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const inFlight = new Set<Promise<void>>();

  /** One step of a document's delivery; a step that changes the document is followed by the next. */
  async function advance(ref: DocumentReference): Promise<void> {
    const deliverNow = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const mail = snapshot.data() as MailDocument | undefined;
      if (!mail || typeof mail.message !== "object") return false;
      if (!mail.delivery) {
        const startTime = new Date();
        const expireAt = expiryAfter(startTime, params);
        transaction.update(ref, {
          delivery: {
            startTime: Timestamp.fromDate(startTime),
            state: "PENDING",
            attempts: 0,
            error: null,
            ...(expireAt ? { expireAt: Timestamp.fromDate(expireAt) } : {}),
          },
        });
        return false;
      }
      if (mail.delivery.state !== "PENDING" && mail.delivery.state !== "RETRY") return false;
      transaction.update(ref, {
        "delivery.state": "PROCESSING",
        "delivery.leaseExpireTime": Timestamp.fromMillis(Date.now() + LEASE_MS),
      });
      return true;
    });
    if (deliverNow) await deliver(ref);
  }

  async function deliver(ref: DocumentReference): Promise<void> {
    const mail = (await ref.get()).data() as MailDocument;
    const update: Record<string, unknown> = {
      "delivery.attempts": FieldValue.increment(1),
      "delivery.endTime": FieldValue.serverTimestamp(),
      "delivery.error": null,
      "delivery.leaseExpireTime": null,
    };
    try {
      const [to, cc, bcc] = [list(mail.to), list(mail.cc), list(mail.bcc)];
      if (to.length + cc.length + bcc.length === 0)
        throw new Error("Failed to deliver email. Expected at least 1 recipient.");
      const sent = await transport.sendMail({
        ...mail.message,
        from: mail.from ?? params.DEFAULT_FROM,
        replyTo: mail.replyTo ?? params.DEFAULT_REPLY_TO,
        to,
        cc,
        bcc,
        headers: mail.headers ?? {},
      });
      update["delivery.state"] = "SUCCESS";
      update["delivery.info"] = {
        messageId: sent.messageId ?? null,
        accepted: sent.accepted ?? [],
        rejected: sent.rejected ?? [],
        pending: (sent as { pending?: unknown[] }).pending ?? [],
        response: sent.response ?? null,
      };
    } catch (error) {
      update["delivery.state"] = "ERROR";
      update["delivery.error"] = String(error);
    }
    await ref.update(update);
  }

  const track = (ref: DocumentReference) => {
    const step = advance(ref).catch((error: unknown) => options.onError?.(error));
    inFlight.add(step);
    void step.finally(() => inFlight.delete(step));
  };
  const stop = db.collection(params.MAIL_COLLECTION ?? "mail").onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) if (change.type !== "removed") track(change.doc.ref);
    },
    (error) => options.onError?.(error),
  );

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  return {
    idle,
    close: async () => {
      stop();
      await idle();
      transport.close();
    },
  };
}
