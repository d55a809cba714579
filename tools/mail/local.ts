/**
 * The owner's e-mails, locally: maildev (an SMTP server that keeps every message, and a web page
 * to read them) on LOCAL_MAIL's ports, and the Trigger Email stand-in delivering the `mail`
 * collection to it. Both live in this process and stop with it.
 */
import { createRequire } from "node:module";
import type { Firestore } from "firebase-admin/firestore";
import { LOCAL_MAIL } from "../emulators/launch.ts";
import { sendEmailExtensionParams } from "./extension-params.ts";
import { startSendEmailStandIn, type SendEmailStandIn } from "./send-email-stand-in.ts";

const HOST = "127.0.0.1";

// maildev's own entry point handles SIGINT and SIGTERM by exiting the process, which would cut
// `npm start` short before the emulators save their data: its two servers are used directly.
const require = createRequire(import.meta.url);
interface MailServer {
  create(port: number, host: string): void;
  listen(): Promise<void>;
  close(callback: () => void): void;
}
interface WebServer {
  server: import("node:http").Server | null;
  start(
    port: number,
    host: string,
    mailServer: MailServer,
    ...rest: [null, null, null, { https: false }]
  ): void;
  close(callback: () => void): void;
}
const mailServer = require("maildev/lib/mailserver") as MailServer;
const web = require("maildev/lib/web") as WebServer;
(require("maildev/lib/logger") as { setLevel(level: number): void }).setLevel(0);

export interface LocalMail extends SendEmailStandIn {
  /** The inbox's web page. */
  url: string;
}

export async function startLocalMail(db: Firestore): Promise<LocalMail | null> {
  if (!LOCAL_MAIL.enabled) return null;
  mailServer.create(LOCAL_MAIL.smtpPort, HOST);
  await mailServer.listen();
  web.start(LOCAL_MAIL.webPort, HOST, mailServer, null, null, null, { https: false });
  await new Promise<void>((resolve, reject) => {
    web.server!.once("listening", resolve).once("error", reject);
  });
  const standIn = startSendEmailStandIn({
    db,
    smtp: { host: HOST, port: LOCAL_MAIL.smtpPort },
    params: sendEmailExtensionParams(),
    onError: (error) => console.warn("[correo] No se pudo entregar un aviso:", (error as Error).message),
  });
  return {
    url: `http://${HOST}:${LOCAL_MAIL.webPort}`,
    idle: standIn.idle,
    close: async () => {
      await standIn.close();
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await new Promise<void>((resolve) => mailServer.close(() => resolve()));
    },
  };
}
