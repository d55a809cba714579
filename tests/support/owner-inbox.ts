/**
 * The owner's inbox in a test: the Trigger Email stand-in and the local maildev inbox `npm start`
 * runs (tools/mail/local.ts), started on first use, so a journey reads the e-mail the owner gets.
 */
import { startLocalMail, type LocalMail } from "../../tools/mail/local.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { waitUntil } from "./triggers.ts";

export interface InboxMessage {
  subject: string;
  text: string;
  to: { address: string }[];
}

export function ownerInbox() {
  let mail: Promise<LocalMail | null> | undefined;
  const started = async () => {
    mail ??= startLocalMail(adminDb());
    const local = await mail;
    if (!local) throw new Error("El correo local está apagado (MAIL=off)");
    return local;
  };
  const messages = async () => {
    const { url } = await started();
    return (await (await fetch(`${url}/email`)).json()) as InboxMessage[];
  };
  return {
    /** The first e-mail whose subject names the order, once it has arrived. */
    async messageAbout(orderNumber: string): Promise<InboxMessage> {
      await waitUntil(`el aviso del pedido ${orderNumber} en la bandeja local`, async () =>
        (await messages()).some((message) => message.subject.includes(orderNumber)),
      );
      return (await messages()).find((message) => message.subject.includes(orderNumber))!;
    },
    async close(): Promise<void> {
      await (await mail)?.close();
    },
  };
}
