/**
 * The back office's order settings (hold and proof review times), as the functions read them from
 * `settings/backOffice`: the defaults until an admin saves them, or where the document is malformed.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { backOfficeSettingsSchema } from "@domain/settings/settings.schema.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS, type BackOfficeSettings } from "@domain/settings/settings.ts";

export function orderSettingsOf(backOffice: DocumentSnapshot): BackOfficeSettings["orders"] {
  const parsed = backOfficeSettingsSchema.shape.orders.safeParse(backOffice.get("orders"));
  return parsed.success ? parsed.data : DEFAULT_BACK_OFFICE_SETTINGS.orders;
}
