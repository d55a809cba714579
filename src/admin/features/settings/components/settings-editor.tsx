import { Box, Button, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { saveSettings } from "@/lib/firebase/settings.ts";
import {
  type AllSettings,
  SETTINGS_SECTIONS,
  settingsToValues,
  shippingToDraft,
  valuesToSettings,
  type SettingsValues,
  type ShippingDraft,
} from "../settings-form.ts";
import { SettingsInput } from "./settings-input.tsx";
import { ShippingSettingsSection } from "./shipping-settings-section.tsx";
import { PageTitle } from "@/admin/components/page-parts.tsx";

/**
 * Every setting as text boxes, checked together on 'Guardar' and saved together: a mistake anywhere
 * saves nothing, and the first field to fix is brought into view.
 */
export function SettingsEditor({ initial }: { initial: Partial<AllSettings> }) {
  const [values, setValues] = useState<SettingsValues>(() => settingsToValues(initial));
  const [shipping, setShipping] = useState<ShippingDraft>(() => shippingToDraft(initial.shop?.shipping));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const result = valuesToSettings(values, shipping);
    if (!result.ok) {
      setErrors(result.errors);
      toaster.create({ type: "error", title: "Revisa los campos marcados" });
      // Take the admin to the first field to fix once it shows its message.
      // Centred, so the sticky save bar does not cover it.
      requestAnimationFrame(() => {
        const field = document.querySelector<HTMLElement>("form [aria-invalid='true']");
        field?.scrollIntoView({ block: "center" });
        field?.focus({ preventScroll: true });
      });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveSettings(result.settings.shop, result.settings.backOffice);
      toaster.create({ type: "success", title: "Configuración guardada" });
    } catch (error) {
      console.error("No se pudo guardar la configuración", error);
      toaster.create({ type: "error", title: "No se pudo guardar la configuración" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack asChild gap="8" maxW="4xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="1">
          <PageTitle>Configuración</PageTitle>
          <Text color="fg.muted">
            Lo que cambies aquí se ve al instante en todas las páginas de la tienda.
          </Text>
        </Stack>

        {SETTINGS_SECTIONS.map((section) => (
          <Box
            as="fieldset"
            key={section.title}
            borderWidth="1px"
            rounded="xl"
            p={{ base: "4", md: "6" }}
            bg="bg"
          >
            <Text as="legend" px="2" fontWeight="600" fontSize="lg">
              {section.title}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
              {section.fields.map((field) => (
                <SettingsInput
                  key={field.path}
                  field={field}
                  value={values[field.path] ?? ""}
                  error={errors[field.path]}
                  onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))}
                />
              ))}
            </SimpleGrid>
          </Box>
        ))}

        <ShippingSettingsSection draft={shipping} errors={errors} onChange={setShipping} />

        <Flex justify="end" position="sticky" bottom="0" py="3" bg="bg.panel" borderTopWidth="1px">
          <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Guardando...">
            Guardar
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
