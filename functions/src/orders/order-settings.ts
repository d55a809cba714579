/**
 * The back office's order settings (hold and proof review times), as the functions read them from
 * `settings/backOffice`: the defaults until an admin saves them, or where the document is malformed.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { backOfficeSettingsSchema } from "@domain/settings/settings.schema.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS, type BackOfficeSettings } from "@domain/settings/settings.ts";
import { readDocument } from "../firebase/documents.ts";

// Settings never saved, or saved wrong, fall back to the defaults.
const ORDER_SETTINGS = z.object({
  orders: backOfficeSettingsSchema.shape.orders.catch(DEFAULT_BACK_OFFICE_SETTINGS.orders),
});

export function orderSettingsOf(backOffice: DocumentSnapshot): BackOfficeSettings["orders"] {
  return readDocument(ORDER_SETTINGS, backOffice)?.orders ?? DEFAULT_BACK_OFFICE_SETTINGS.orders;
}
