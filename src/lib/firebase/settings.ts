/** The shop settings document (contact, bank data, policies), read live by every page that shows them. */
import { doc, onSnapshot, setDoc, type Unsubscribe } from "firebase/firestore";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@/domain/collections.ts";
import { shopSettingsSchema } from "@/domain/settings.schema.ts";
import type { ShopSettings } from "@/domain/settings.ts";
import { firestore } from "./db.ts";

/** `fromCache`: read from this device, not confirmed by the server (see watchProducts). */
export function watchShopSettings(
  onChange: (settings: ShopSettings | null, fromCache: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore(), COLLECTIONS.settings, SHOP_SETTINGS_DOC),
    (snapshot) => {
      const parsed = shopSettingsSchema.safeParse(snapshot.data());
      if (!parsed.success && snapshot.exists())
        console.warn("Ajustes de la tienda inválidos", parsed.error.issues);
      onChange(parsed.success ? parsed.data : null, snapshot.metadata.fromCache);
    },
    onError,
  );
}

/** Admins only (firestore.rules checks the same shape as shopSettingsSchema). */
export async function saveShopSettings(settings: ShopSettings): Promise<void> {
  await setDoc(doc(firestore(), COLLECTIONS.settings, SHOP_SETTINGS_DOC), settings);
}
