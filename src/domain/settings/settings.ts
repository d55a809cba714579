/**
 * The shop's single source of truth for contact data, bank-transfer data and policy texts (the
 * spec's pages disagreed on bank and phone; every page reads this instead), and the back office's
 * own settings, which shoppers never see.
 */
import type { z } from "zod";
import type { backOfficeSettingsSchema, shopSettingsSchema } from "./settings.schema.ts";

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type BackOfficeSettings = z.infer<typeof backOfficeSettingsSchema>;

/** Used until an admin saves the back-office settings (the README states them). */
export const DEFAULT_BACK_OFFICE_SETTINGS: BackOfficeSettings = {
  analysis: {
    hourlyThreshold: 50,
    dailyThreshold: 200,
    costPerAnalysisUsd: 0.0003,
    usdToClp: 950,
    monthlyFreeCreditClp: 950,
    dailyBudgetClp: 1000,
  },
  orders: { holdHours: 48, proofReviewHours: 48 },
  notifications: { orderEmails: [] },
  messages: {},
};

/** `https://wa.me/56912345678?text=…` */
export function whatsappLink(number: string, message?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** `https://wa.me/?text=…`: WhatsApp opens with the message and lets the shopper choose to whom. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The payment link for an amount: the settings' base URL with the total as its last path segment. */
export function paymentLinkUrl(baseUrl: string, totalAmount: number): string {
  return `${baseUrl.replace(/\/+$/, "")}/${totalAmount}`;
}
