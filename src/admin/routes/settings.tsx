/**
 * 'Configuración': the public settings every page reads (contact, bank data, policies) and the
 * back office's own (order holds, AI thresholds, costs and budget), saved together; then the
 * addresses of the catalog feeds for Meta and Google.
 */
import { Flex, Spinner, Stack } from "@chakra-ui/react";
import { ProductFeedLinks } from "@/admin/features/settings/components/product-feed-links.tsx";
import { SettingsEditor } from "@/admin/features/settings/components/settings-editor.tsx";
import { useBackOfficeSettings } from "@/admin/features/settings/use-back-office-settings.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";

export function Component() {
  const shop = useShopSettings();
  const backOffice = useBackOfficeSettings();
  if (shop === undefined || backOffice === undefined) {
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" size="lg" aria-label="Cargando" />
      </Flex>
    );
  }
  // Missing shop settings (a fresh project) start from empty boxes.
  return (
    <Stack gap="10">
      <SettingsEditor initial={{ shop: shop ?? undefined, backOffice }} />
      <ProductFeedLinks />
    </Stack>
  );
}
