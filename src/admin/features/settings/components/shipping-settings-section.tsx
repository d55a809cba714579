import { Box, Button, chakra, Field, Flex, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import { SelectInput } from "@/admin/components/select-input.tsx";
import { CHILE_REGIONS } from "@domain/chile/regions.ts";
import type { RateDraft, ShippingDraft } from "../settings-form.ts";

/**
 * "Envíos": one row per región (a price, or "Por pagar"), the comunas that differ from their
 * región, and the free-shipping threshold. Rows wrap on a phone: name above, price and switch below.
 */
export function ShippingSettingsSection(props: {
  draft: ShippingDraft;
  errors: Record<string, string>;
  onChange: (draft: ShippingDraft) => void;
}) {
  const { draft, errors, onChange } = props;
  const taken = new Set(draft.comunas.map((exception) => exception.code));

  return (
    <Box as="fieldset" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }} bg="bg">
      <Text as="legend" px="2" fontWeight="600" fontSize="lg">
        Envíos
      </Text>
      <Stack gap="6" mt="2">
        <Text color="fg.muted" fontSize="sm">
          Precio del envío a domicilio por región. «Por pagar»: el cliente paga el envío al recibir, y no se
          suma al total. El retiro en tienda siempre es gratis.
        </Text>

        <Field.Root invalid={!!errors["shipping.freeShippingFrom"]} maxW={{ md: "sm" }}>
          <Field.Label>Envío gratis desde (CLP)</Field.Label>
          <Input
            inputMode="numeric"
            placeholder="Sin envío gratis"
            value={draft.freeShippingFrom}
            onChange={(event) => onChange({ ...draft, freeShippingFrom: event.target.value })}
          />
          {errors["shipping.freeShippingFrom"] ? (
            <Field.ErrorText>{errors["shipping.freeShippingFrom"]}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Vacío: sin envío gratis. Se compara con el valor de los productos, después del descuento.
            </Field.HelperText>
          )}
        </Field.Root>

        <Stack as="ul" listStyleType="none" gap="0" aria-label="Precio por región">
          {CHILE_REGIONS.map((region) => (
            <Box as="li" key={region.code} py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <RateRow
                name={region.shortName}
                rate={draft.regions[region.code]!}
                error={errors[`shipping.regions.${region.code}`]}
                onChange={(rate) =>
                  onChange({ ...draft, regions: { ...draft.regions, [region.code]: rate } })
                }
              />
            </Box>
          ))}
        </Stack>

        <Stack gap="3">
          <Text fontWeight="600">Excepciones por comuna</Text>
          <Text color="fg.muted" fontSize="sm">
            Una comuna con excepción usa su propio precio en vez del de su región.
          </Text>
          {draft.comunas.map((exception, index) => {
            const error = errors[`shipping.comunas.${index}`];
            const replace = (change: Partial<ShippingDraft["comunas"][number]>) =>
              onChange({
                ...draft,
                comunas: draft.comunas.map((other, at) => (at === index ? { ...other, ...change } : other)),
              });
            return (
              <Stack key={index} gap="2" p="3" borderWidth="1px" rounded="lg">
                <Flex gap="2" align="end">
                  <Field.Root invalid={!!error && exception.code === ""} flex="1" minW="0">
                    <Field.Label>Comuna</Field.Label>
                    <SelectInput
                      value={exception.code}
                      onChange={(event) => replace({ code: event.target.value })}
                    >
                      <option value="">Elige una comuna</option>
                      {CHILE_REGIONS.map((region) => (
                        <optgroup key={region.code} label={region.shortName}>
                          {region.comunas.map(([code, name]) => (
                            <option
                              key={code}
                              value={code}
                              disabled={code !== exception.code && taken.has(code)}
                            >
                              {name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </SelectInput>
                  </Field.Root>
                  <IconButton
                    variant="ghost"
                    aria-label="Quitar excepción"
                    onClick={() =>
                      onChange({ ...draft, comunas: draft.comunas.filter((_, at) => at !== index) })
                    }
                  >
                    <Trash2 />
                  </IconButton>
                </Flex>
                <RateRow
                  name={comunaName(exception.code) ?? "Precio"}
                  rate={exception.rate}
                  error={error}
                  onChange={(rate) => replace({ rate })}
                />
              </Stack>
            );
          })}
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() =>
              onChange({
                ...draft,
                comunas: [...draft.comunas, { code: "", rate: { onDelivery: false, amount: "" } }],
              })
            }
          >
            <Plus /> Agregar excepción por comuna
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function comunaName(code: string): string | undefined {
  for (const region of CHILE_REGIONS) {
    const comuna = region.comunas.find(([comunaCode]) => comunaCode === code);
    if (comuna) return comuna[1];
  }
  return undefined;
}

/** A place's rate: its price box, disabled while "Por pagar" is on. */
function RateRow(props: {
  name: string;
  rate: RateDraft;
  error: string | undefined;
  onChange: (rate: RateDraft) => void;
}) {
  const { rate } = props;
  return (
    <Field.Root invalid={!!props.error}>
      <Flex gap="3" align="center" wrap="wrap">
        <Field.Label flex={{ base: "1 0 100%", sm: "none" }} w={{ sm: "48" }} minW="0" m="0">
          {props.name}
        </Field.Label>
        <Input
          inputMode="numeric"
          w={{ base: "auto", sm: "32" }}
          flex={{ base: "1", sm: "none" }}
          placeholder={rate.onDelivery ? "Por pagar" : "3990"}
          disabled={rate.onDelivery}
          value={rate.onDelivery ? "" : rate.amount}
          onChange={(event) => props.onChange({ ...rate, amount: event.target.value })}
        />
        <chakra.label
          display="flex"
          alignItems="center"
          gap="2"
          fontSize="sm"
          cursor="pointer"
          whiteSpace="nowrap"
        >
          <chakra.input
            type="checkbox"
            role="switch"
            boxSize="4"
            accentColor="brand.solid"
            aria-label={`Por pagar: ${props.name}`}
            checked={rate.onDelivery}
            onChange={(event) => props.onChange({ ...rate, onDelivery: event.target.checked })}
          />
          Por pagar
        </chakra.label>
      </Flex>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
