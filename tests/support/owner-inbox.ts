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
    /**
     * The first e-mail about the order, once it has arrived. Found by the order's id (in its link
     * to the back office), not its number: the inbox outlives a test file's fresh demo data, whose
     * order numbers start again from 1.
     */
    async messageAbout(orderId: string): Promise<InboxMessage> {
      const about = (message: InboxMessage) => message.text.includes(orderId);
      await waitUntil(`el aviso del pedido ${orderId} en la bandeja local`, async () =>
        (await messages()).some(about),
      );
      return (await messages()).find(about)!;
    },
    async close(): Promise<void> {
      await (await mail)?.close();
    },
  };
}
