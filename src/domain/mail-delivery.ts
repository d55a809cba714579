/**
 * What the Trigger Email extension writes back on a notice it tried to send (`delivery`): its
 * state, and for `ERROR` the SMTP server's answer. The dashboard tells the owner of notices that
 * failed lately: every order notice depends on this mail, and a wrong SMTP value fails silently.
 */
import { z } from "zod";

/** A notice as the Trigger Email extension sends it. */
export const mailMessageSchema = z.object({ subject: z.string().min(1), text: z.string(), html: z.string() });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * `mail/{id}`: a notice the functions queue for the extension, and (once it tried) `delivery`,
 * what the extension wrote back.
 */
export const mailSchema = z.object({
  to: z.array(z.string().min(1)).min(1),
  message: mailMessageSchema,
  createdAt: z.date(),
});
export type StoredMail = z.infer<typeof mailSchema>;

/** How far back the dashboard looks for failed notices. */
export const FAILED_MAIL_WINDOW_MS = 7 * 24 * 3_600_000;

export const FAILED_MAIL_STATE = "ERROR";

export const failedDeliverySchema = z.object({
  delivery: z.object({
    state: z.literal(FAILED_MAIL_STATE),
    error: z.string().nullish(),
    endTime: z.date(),
  }),
});

export interface FailedMail {
  count: number;
  latest: { error: string; at: Date } | null;
}

/** An SMTP error can be a whole stack trace: the owner needs its first line, not all of it. */
export function mailErrorSummary(error: string | null | undefined, maxLength = 200): string {
  const first = (error ?? "").split("\n")[0]!.trim();
  if (!first) return "sin detalle del servidor de correo";
  return first.length > maxLength ? `${first.slice(0, maxLength - 1)}…` : first;
}
