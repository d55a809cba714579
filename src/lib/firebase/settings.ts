/**
 * The settings documents: `settings/shop` (contact, bank data, policies), read live by every page
 * that shows them, and `settings/backOffice` (thresholds, costs, holds), read only by admins.
 */
import { doc, onSnapshot, setDoc, writeBatch, type Unsubscribe } from "firebase/firestore";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { backOfficeSettingsSchema, shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import type { BackOfficeSettings, ShopSettings } from "@domain/settings/settings.ts";
import { firestore } from "./db.ts";
import { reportSync, type NetworkReports } from "./network-reports.ts";

const shopRef = () => doc(firestore(), COLLECTIONS.settings, SHOP_SETTINGS_DOC);
const backOfficeRef = () => doc(firestore(), COLLECTIONS.settings, BACK_OFFICE_SETTINGS_DOC);

/**
 * `fromCache`: read from this device, not confirmed by the server (offline, or not yet connected).
 * Every storefront page listens to it, so it also tells the page whether the network works.
 */
export function watchShopSettings(
  onChange: (settings: ShopSettings | null, fromCache: boolean) => void,
  onError: (error: Error) => void,
  network?: NetworkReports,
): Unsubscribe {
  const sync = network && reportSync(network);
  const stop = onSnapshot(
    shopRef(),
    { includeMetadataChanges: network !== undefined },
    (snapshot) => {
      sync?.seen(snapshot.metadata.fromCache);
      const parsed = shopSettingsSchema.safeParse(snapshot.data());
      if (!parsed.success && snapshot.exists())
        console.warn("Ajustes de la tienda inválidos", parsed.error.issues);
      onChange(parsed.success ? parsed.data : null, snapshot.metadata.fromCache);
    },
    onError,
  );
  return () => {
    sync?.stop();
    stop();
  };
}

/** Admins only; `null` until an admin first saves them (the defaults apply meanwhile). */
export function watchBackOfficeSettings(
  onChange: (settings: BackOfficeSettings | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    backOfficeRef(),
    (snapshot) => {
      const parsed = backOfficeSettingsSchema.safeParse(snapshot.data());
      if (!parsed.success && snapshot.exists())
        console.warn("Ajustes internos inválidos", parsed.error.issues);
      onChange(parsed.success ? parsed.data : null);
    },
    onError,
  );
}

/** Admins only (firestore.rules checks the same shapes as the schemas), both or neither. */
export async function saveSettings(shop: ShopSettings, backOffice: BackOfficeSettings): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(shopRef(), shop);
  batch.set(backOfficeRef(), backOffice);
  await batch.commit();
}

export async function saveBackOfficeSettings(settings: BackOfficeSettings): Promise<void> {
  await setDoc(backOfficeRef(), settings);
}
