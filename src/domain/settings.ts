/**
 * The shop's single source of truth for contact data, bank-transfer data, policy texts and usage
 * thresholds (the spec's pages disagreed on bank and phone; every page reads this instead).
 */
import type { z } from "zod";
import type { shopSettingsSchema } from "./settings.schema.ts";

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** `https://wa.me/56912345678?text=…` */
export function whatsappLink(number: string, message?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The payment link for an amount: the settings' base URL with the total as its last path segment. */
export function paymentLinkUrl(baseUrl: string, totalAmount: number): string {
  return `${baseUrl.replace(/\/+$/, "")}/${totalAmount}`;
}
