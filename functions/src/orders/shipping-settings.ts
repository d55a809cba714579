/**
 * The shipping rates as checkout reads them from `settings/shop`. Rates never saved are every región
 * "por pagar" (the specification's default); rates the domain cannot read are too, and are reported,
 * so a bad settings document never stops checkout nor charges a price nobody set.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import {
  DEFAULT_SHIPPING_SETTINGS,
  shippingSettingsSchema,
  type ShippingSettings,
} from "@domain/settings/shipping-settings.ts";
import { readValidDocument } from "../firebase/documents.ts";

// Only the rates: a mistake elsewhere in the shop's settings must not change what shipping costs.
const SHIPPING_FIELDS = z.object({ shipping: shippingSettingsSchema.default(DEFAULT_SHIPPING_SETTINGS) });

export function shippingSettingsOf(shop: DocumentSnapshot): ShippingSettings {
  return readValidDocument(SHIPPING_FIELDS, shop)?.shipping ?? DEFAULT_SHIPPING_SETTINGS;
}
