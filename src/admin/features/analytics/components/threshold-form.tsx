import { Button, Field, Flex, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { BackOfficeSettings } from "@domain/settings/settings.ts";
import { saveBackOfficeSettings } from "@/lib/firebase/settings.ts";
import {
  analysisFromValues,
  THRESHOLD_FIELDS,
  thresholdValues,
  type ThresholdKey,
  type ThresholdValues,
} from "../threshold-values.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";

/**
 * Alert thresholds, the cost of a Gemini use and its daily budget, saved into the admin-only
 * settings document (the rules check its shape).
 */
export function ThresholdForm(props: { settings: BackOfficeSettings; onSaved: () => void }) {
  return (
    <AnalyticsPanel
      title="Umbrales y costos"
      description="Cuándo avisar, cómo estimar el costo de Gemini y cuánto puede gastar al día."
    >
      <ThresholdFields settings={props.settings} onSaved={props.onSaved} />
    </AnalyticsPanel>
  );
}

function ThresholdFields({ settings, onSaved }: { settings: BackOfficeSettings; onSaved: () => void }) {
  const [values, setValues] = useState<ThresholdValues>(() => thresholdValues(settings.analysis));
  const [errors, setErrors] = useState<Partial<Record<ThresholdKey, string>>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const result = analysisFromValues(settings.analysis, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveBackOfficeSettings({ ...settings, analysis: result.analysis });
      toaster.create({ type: "success", title: "Umbrales guardados" });
      onSaved();
    } catch (error) {
      console.error("No se pudieron guardar los umbrales", error);
      toaster.create({ type: "error", title: "No se pudieron guardar los umbrales" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        aria-label="Umbrales y costos"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {THRESHOLD_FIELDS.map((field) => (
            <Field.Root key={field.key} invalid={!!errors[field.key]}>
              <Field.Label>{field.label}</Field.Label>
              <Input
                inputMode={field.decimal ? "decimal" : "numeric"}
                value={values[field.key]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.key]: event.target.value }))
                }
              />
              <Field.ErrorText>{errors[field.key]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Flex justify="end">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Guardando...">
            Guardar umbrales
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
