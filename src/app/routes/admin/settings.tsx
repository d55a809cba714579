/**
 * 'Configuración': the public settings every page reads (contact, bank data, policies) and the
 * back office's own (order holds, AI thresholds, costs and budget), saved together.
 */
import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "@/components/ui/toaster.tsx";
import {
  type AllSettings,
  SETTINGS_SECTIONS,
  settingsToValues,
  valuesToSettings,
  type SettingsField,
  type SettingsValues,
} from "@/features/admin/settings/settings-form.ts";
import { useBackOfficeSettings } from "@/features/admin/settings/use-back-office-settings.ts";
import { useShopSettings } from "@/features/settings/hooks/use-shop-settings.ts";
import { saveSettings } from "@/lib/firebase/settings.ts";

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
  return <SettingsForm initial={{ shop: shop ?? undefined, backOffice }} />;
}

function SettingsForm({ initial }: { initial: Partial<AllSettings> }) {
  const [values, setValues] = useState<SettingsValues>(() => settingsToValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const result = valuesToSettings(values);
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
          <Heading as="h1" size="2xl" fontFamily="heading">
            Configuración
          </Heading>
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

        <Flex justify="end" position="sticky" bottom="0" py="3" bg="bg.panel" borderTopWidth="1px">
          <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Guardando...">
            Guardar
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}

const INPUT_TYPES = {
  email: "email",
  // A list of addresses: "email" inputs refuse commas in some browsers.
  emails: "text",
  url: "url",
  integer: "text",
  decimal: "text",
  text: "text",
  long: "text",
};

function SettingsInput(props: {
  field: SettingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { field } = props;
  const long = field.kind === "long";
  return (
    <Field.Root invalid={!!props.error} gridColumn={long ? { md: "span 2" } : undefined}>
      <Field.Label>{field.label}</Field.Label>
      {long ? (
        <Input asChild h="auto" minH="24" py="2" lineHeight="1.5">
          <textarea rows={3} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
        </Input>
      ) : (
        <Input
          type={INPUT_TYPES[field.kind]}
          inputMode={
            field.kind === "integer"
              ? "numeric"
              : field.kind === "decimal"
                ? "decimal"
                : field.kind === "emails"
                  ? "email"
                  : undefined
          }
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : (
        field.help && <Field.HelperText>{field.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
