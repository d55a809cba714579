import { Button, CloseButton, Dialog, Field, Grid, Input, Portal, Stack, Switch } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import type { DiscountCode } from "@domain/discounts/discount-code.ts";
import { formatClpInput } from "@domain/money.ts";
import { SelectInput } from "@/admin/components/select-input.tsx";
import { createDiscountCode, updateDiscountCode } from "@/lib/firebase/admin/discounts.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import {
  discountFormOf,
  EMPTY_DISCOUNT_FORM,
  readDiscountForm,
  type DiscountForm,
  type DiscountFormErrors,
} from "../discount-form.ts";
import { DISCOUNTS_COPY } from "../copy.ts";
import { adminCopy } from "@/admin/copy.ts";

/**
 * Creates a code (`editing` null) or edits one. The code itself is the document's id, so it is
 * fixed once created: a new name is a new code.
 */
export function DiscountCodeEditor(props: {
  editing: DiscountCode | null;
  taken: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { editing } = props;
  const [form, setForm] = useState<DiscountForm>(editing ? discountFormOf(editing) : EMPTY_DISCOUNT_FORM);
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (fields: Partial<DiscountForm>) => setForm((current) => ({ ...current, ...fields }));

  async function save() {
    const read = readDiscountForm(form, editing ? new Set() : props.taken);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (editing) await updateDiscountCode(editing.id, read.fields);
      else await createDiscountCode(read.code, read.fields);
      toaster.create({ type: "success", title: editing ? "Código guardado" : `Código ${read.code} creado` });
      props.onClose();
    } catch (error) {
      console.error("No se pudo guardar el código", error);
      toaster.create({
        type: "error",
        title: "No se pudo guardar el código",
        description: "Revisa tu conexión e intenta de nuevo.",
      });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof DiscountForm, label: string, control: ReactNode, help?: string) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      {control}
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : (
        help && <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !saving && props.onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? `Editar ${editing.id}` : "Nuevo código de descuento"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form
                  id="discount-code-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void save();
                  }}
                >
                  {field(
                    "code",
                    "Código",
                    <Input
                      value={form.code}
                      disabled={!!editing}
                      autoCapitalize="characters"
                      autoComplete="off"
                      onChange={(event) => change({ code: event.target.value.toUpperCase() })}
                    />,
                    editing
                      ? "El código no cambia; para otro nombre, crea otro código."
                      : "Por ejemplo VERANO15",
                  )}
                  <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
                    {field(
                      "kind",
                      "Tipo de descuento",
                      <SelectInput
                        value={form.kind}
                        onChange={(event) =>
                          change({ kind: event.target.value as DiscountForm["kind"], value: "" })
                        }
                      >
                        <option value="percent">Porcentaje</option>
                        <option value="amount">Monto fijo</option>
                      </SelectInput>,
                    )}
                    {form.kind === "percent"
                      ? field(
                          "value",
                          "Porcentaje (%)",
                          <Input
                            inputMode="numeric"
                            value={form.value}
                            onChange={(event) => change({ value: event.target.value })}
                          />,
                          "Se redondea al peso a favor de la clienta.",
                        )
                      : field(
                          "value",
                          "Monto ($)",
                          <Input
                            inputMode="numeric"
                            value={form.value}
                            onChange={(event) => change({ value: formatClpInput(event.target.value) })}
                          />,
                        )}
                  </Grid>
                  {field(
                    "minSubtotal",
                    "Compra mínima en piezas ($)",
                    <Input
                      inputMode="numeric"
                      value={form.minSubtotal}
                      onChange={(event) => change({ minSubtotal: formatClpInput(event.target.value) })}
                    />,
                    "Vacío: sin mínimo. El descuento nunca se aplica al envío.",
                  )}
                  <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
                    {field(
                      "startsOn",
                      "Desde (hora de Chile)",
                      <Input
                        type="date"
                        value={form.startsOn}
                        onChange={(event) => change({ startsOn: event.target.value })}
                      />,
                      "Vacío: desde hoy.",
                    )}
                    {field(
                      "endsOn",
                      adminCopy.untilIncluded,
                      <Input
                        type="date"
                        value={form.endsOn}
                        onChange={(event) => change({ endsOn: event.target.value })}
                      />,
                      "Vacío: sin vencimiento.",
                    )}
                    {field(
                      "maxUses",
                      "Usos en total",
                      <Input
                        inputMode="numeric"
                        value={form.maxUses}
                        onChange={(event) => change({ maxUses: event.target.value })}
                      />,
                      "Vacío: sin límite.",
                    )}
                    {field(
                      "maxUsesPerWhatsapp",
                      "Usos por WhatsApp",
                      <Input
                        inputMode="numeric"
                        value={form.maxUsesPerWhatsapp}
                        onChange={(event) => change({ maxUsesPerWhatsapp: event.target.value })}
                      />,
                      "Vacío: sin límite.",
                    )}
                  </Grid>
                  <Switch.Root
                    checked={form.active}
                    onCheckedChange={(details) => change({ active: details.checked })}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>Activo (las clientas pueden usarlo)</Switch.Label>
                  </Switch.Root>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={saving} onClick={props.onClose}>
                Cancelar
              </Button>
              <Button colorPalette="brand" type="submit" form="discount-code-form" loading={saving}>
                {editing ? "Guardar" : DISCOUNTS_COPY.create}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
