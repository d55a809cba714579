/**
 * Validation of the two settings documents (admin forms, functions, seed, rules tests):
 * `settings/shop` is public — every page reads it — and `settings/backOffice` is admin-only: usage
 * thresholds, costs, the AI budget, how long an unpaid order holds its pieces, who hears of orders
 * and the wording of the WhatsApp messages to shoppers.
 */
import { z } from "zod";

const REQUIRED = "Campo requerido";
import { FINTOC_METHODS, fintocMethodsSchema } from "../orders/fintoc.ts";
import {
  messageTemplateProblem,
  ORDER_MESSAGE_KINDS,
  type OrderMessageKind,
} from "../orders/order-messages.ts";
import { DEFAULT_SHIPPING_SETTINGS, shippingSettingsSchema } from "./shipping-settings.ts";

const text = (max = 200) => z.string().trim().min(1, REQUIRED).max(max, `Máximo ${max} caracteres`);
const email = () => z.string().trim().email("Correo electrónico inválido");
/** One address the owner's notices go to. */
export const noticeRecipientSchema = email();
const positiveInt = () =>
  z.number({ error: "Debe ser un número" }).int("Debe ser un número entero").positive("Debe ser mayor que 0");
const amount = () => z.number({ error: "Debe ser un número" }).nonnegative("No puede ser negativo");

export const shopSettingsSchema = z.object({
  shopName: text(80),
  tagline: text(),
  contact: z.object({
    email: email(),
    /** Digits only, with country code, as WhatsApp links want it: 56912345678. */
    whatsapp: z.string().regex(/^\d{8,15}$/, "Solo dígitos, con código de país (ej. 56912345678)"),
    instagram: text(60),
  }),
  bankTransfer: z.object({
    holderName: text(),
    taxId: text(20),
    bank: text(80),
    accountType: text(60),
    accountNumber: text(40),
    email: email(),
  }),
  /** The payment link is this base URL followed by the order total. */
  paymentLinkBaseUrl: z.string().trim().url("URL inválida (debe empezar con https://)"),
  /**
   * What the shop's Fintoc account accepts: the checkout's button names them, and only these are
   * asked of Fintoc. Documents saved before cards were offered take both.
   */
  fintocMethods: fintocMethodsSchema.default([...FINTOC_METHODS]),
  pickup: z.object({ comuna: text(80), details: text(400) }),
  policies: z.object({
    returnsDays: positiveInt(),
    warrantyMonths: positiveInt(),
    lengthNote: text(1000),
    care: text(1000),
    shipping: text(1000),
    returns: text(1000),
    warranty: text(1000),
  }),
  /** Home delivery's rates (shipping-settings.ts); documents saved before rates existed: all "por pagar". */
  shipping: shippingSettingsSchema.default(DEFAULT_SHIPPING_SETTINGS),
});

/** Most addresses the owner's notices go to. */
export const MAX_NOTICE_RECIPIENTS = 5;

/** Longest hold an unpaid order may keep its pieces: a week. */
export const MAX_HOLD_HOURS = 168;

/** The longest wording of one WhatsApp message (firestore.rules says the same). */
export const MAX_MESSAGE_LENGTH = 1000;

export const backOfficeSettingsSchema = z.object({
  analysis: z.object({
    hourlyThreshold: positiveInt(),
    dailyThreshold: positiveInt(),
    costPerAnalysisUsd: amount(),
    usdToClp: z.number({ error: "Debe ser un número" }).positive("Debe ser mayor que 0"),
    monthlyFreeCreditClp: amount(),
    /** Gemini's estimated spend a Santiago day may reach; past it the built-in analyser answers. */
    dailyBudgetClp: amount(),
  }),
  orders: z.object({
    /** How long an order without a proof of payment holds its pieces before it expires. */
    holdHours: positiveInt().max(MAX_HOLD_HOURS, `Máximo ${MAX_HOLD_HOURS} horas (una semana)`),
    /** How soon an admin should review a proof of payment; later, the order is flagged as overdue. */
    proofReviewHours: positiveInt()
      .max(MAX_HOLD_HOURS, `Máximo ${MAX_HOLD_HOURS} horas (una semana)`)
      // Documents saved before proof reviews existed have none.
      .default(48),
  }),
  notifications: z
    .object({
      /** Who gets an e-mail for each new order, proof of payment and Fintoc payment (none: nobody). */
      orderEmails: z
        .array(noticeRecipientSchema)
        .max(MAX_NOTICE_RECIPIENTS, `Máximo ${MAX_NOTICE_RECIPIENTS} correos`)
        .refine((emails) => new Set(emails).size === emails.length, "Hay correos repetidos"),
    })
    // Documents saved before notices existed have none.
    .default({ orderEmails: [] }),
  /** The owner's own wording of the WhatsApp messages (order-messages.ts), for those she changed. */
  messages: z
    .partialRecord(
      z.enum(ORDER_MESSAGE_KINDS),
      z.string().trim().max(MAX_MESSAGE_LENGTH, `Máximo ${MAX_MESSAGE_LENGTH} caracteres`),
    )
    .check((context) => {
      for (const [kind, wording] of Object.entries(context.value)) {
        const problem = messageTemplateProblem(kind as OrderMessageKind, wording);
        if (problem) context.issues.push({ code: "custom", input: wording, path: [kind], message: problem });
      }
    })
    .default({}),
});
