/**
 * What home delivery costs, as the owner sets it in "Configuración": a rate per región (by its
 * official code), a rate for any comuna that differs from its región (Santiago's comunas do), and
 * an optional free-shipping threshold. A región or comuna without a rate is "por pagar" (paid to
 * the courier on receipt), the specification's default, so a shop that sets nothing charges nothing.
 * Part of the public `settings/shop`: the cart shows the same rates the server charges.
 */
import { z } from "zod";
import { formatClp, MAX_CLP_AMOUNT } from "../money.ts";
import { shippingRateSchema, type ShippingRate } from "../orders/order-amounts.ts";

/** Official región codes are two digits ("13"), comuna codes four or five ("13101"). */
const REGION_CODE = /^\d{2}$/;
const COMUNA_CODE = /^\d{4,5}$/;

export const shippingSettingsSchema = z.object({
  regions: z.record(z.string().regex(REGION_CODE), shippingRateSchema),
  /** Exceptions: a comuna's rate wins over its región's. */
  comunas: z.record(z.string().regex(COMUNA_CODE), shippingRateSchema),
  /** Pieces worth at least this much (after any discount) ship free; null: no threshold. */
  freeShippingFrom: z
    .number({ error: "Debe ser un número" })
    .int("Debe ser un número entero, sin puntos ni decimales")
    .min(1, "Debe ser mayor que 0")
    .max(MAX_CLP_AMOUNT, `Máximo ${formatClp(MAX_CLP_AMOUNT)}`)
    .nullable(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** Every región "por pagar", no exceptions, no threshold: what a shop that never set rates has. */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  regions: {},
  comunas: {},
  freeShippingFrom: null,
};

const ON_DELIVERY: ShippingRate = { kind: "on-delivery" };

/** The rate for a comuna: its own exception first, then its región's, else "por pagar". */
export function shippingRateFor(
  settings: ShippingSettings,
  regionCode: string,
  comunaCode: string,
): ShippingRate {
  // Own properties only: a code like "__proto__" must not reach Object.prototype.
  const own = (record: Record<string, ShippingRate>, key: string) =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  return own(settings.comunas, comunaCode) ?? own(settings.regions, regionCode) ?? ON_DELIVERY;
}
