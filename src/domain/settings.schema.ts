/** Validation of the shop settings document (functions, seed, rules tests, converters). */
import { z } from "zod";

export const shopSettingsSchema = z.object({
  shopName: z.string().min(1),
  tagline: z.string().min(1),
  contact: z.object({
    email: z.string().email(),
    /** Digits only, with country code, as WhatsApp links want it: 56912345678. */
    whatsapp: z.string().regex(/^\d{8,15}$/),
    instagram: z.string().min(1),
  }),
  bankTransfer: z.object({
    holderName: z.string().min(1),
    taxId: z.string().min(1),
    bank: z.string().min(1),
    accountType: z.string().min(1),
    accountNumber: z.string().min(1),
    email: z.string().email(),
  }),
  /** The payment link is this base URL followed by the order total. */
  paymentLinkBaseUrl: z.string().url(),
  pickup: z.object({ comuna: z.string().min(1), details: z.string().min(1) }),
  policies: z.object({
    returnsDays: z.number().int().positive(),
    warrantyMonths: z.number().int().positive(),
    lengthNote: z.string().min(1),
    care: z.string().min(1),
    shipping: z.string().min(1),
    returns: z.string().min(1),
    warranty: z.string().min(1),
  }),
  analysis: z.object({
    hourlyThreshold: z.number().int().positive(),
    dailyThreshold: z.number().int().positive(),
    costPerAnalysisUsd: z.number().nonnegative(),
    usdToClp: z.number().positive(),
    monthlyFreeCreditClp: z.number().nonnegative(),
  }),
});
