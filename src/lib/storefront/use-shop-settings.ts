import type { ShopSettings } from "@domain/settings/settings.ts";
import { useStorefrontData } from "@/lib/storefront/storefront-data.ts";

/** The shop settings (contact, bank data, policies): `undefined` while loading, `null` if missing. */
export function useShopSettings(): ShopSettings | null | undefined {
  return useStorefrontData((state) => state.settings);
}
