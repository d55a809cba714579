import { Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import { Truck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SelectInput } from "@/admin/components/select-input.tsx";
import {
  COURIER_IDS,
  COURIERS,
  dispatchInputSchema,
  MAX_COURIER_NAME_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  type Courier,
} from "@domain/orders/dispatch.ts";
import type { Order } from "@domain/orders/order.ts";
import { changeOrderStatus } from "../order-actions.ts";

/** Taller on a phone, for a thumb. */
const THUMB_SIZE = { base: "lg", md: "md" } as const;

type Errors = Partial<Record<"courier" | "courierName" | "trackingNumber", string>>;

/**
 * "Despachado" asks for the courier and the tracking number (issue 42); the form opens with the
 * order's current ones when the admin corrects them.
 */
export function DispatchForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const [courier, setCourier] = useState<Courier | "">(order.dispatch?.courier ?? "");
  const [courierName, setCourierName] = useState(order.dispatch?.courierName ?? "");
  const [trackingNumber, setTrackingNumber] = useState(order.dispatch?.trackingNumber ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dispatchInputSchema.safeParse({
      courier: courier || undefined,
      courierName: courier === "other" ? courierName : null,
      trackingNumber,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await changeOrderStatus([order.id], "shipped", parsed.data);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} aria-label="Datos del despacho" noValidate>
        <Field.Root invalid={!!errors.courier} required>
          <Field.Label>Courier</Field.Label>
          <SelectInput
            inputSize={THUMB_SIZE}
            value={courier}
            onChange={(event) => {
              setCourier(event.target.value as Courier);
              setErrors(({ courier: _, ...rest }) => rest);
            }}
          >
            <option value="" disabled>
              Elige el courier
            </option>
            {COURIER_IDS.map((id) => (
              <option key={id} value={id}>
                {COURIERS[id].label}
              </option>
            ))}
          </SelectInput>
          <Field.ErrorText>{errors.courier}</Field.ErrorText>
        </Field.Root>
        {courier === "other" && (
          <Field.Root invalid={!!errors.courierName} required>
            <Field.Label>Nombre del courier</Field.Label>
            <Input
              size={THUMB_SIZE}
              value={courierName}
              maxLength={MAX_COURIER_NAME_LENGTH}
              onChange={(event) => {
                setCourierName(event.target.value);
                setErrors(({ courierName: _, ...rest }) => rest);
              }}
            />
            <Field.ErrorText>{errors.courierName}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.trackingNumber} required>
          <Field.Label>Número de seguimiento</Field.Label>
          <Input
            size={THUMB_SIZE}
            value={trackingNumber}
            maxLength={MAX_TRACKING_NUMBER_LENGTH + 10}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setErrors(({ trackingNumber: _, ...rest }) => rest);
            }}
          />
          <Field.ErrorText>{errors.trackingNumber}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="lg" flex="1" loading={busy}>
            <Truck />
            {order.status === "shipped" ? "Guardar seguimiento" : "Marcar despachado"}
          </Button>
          <Button type="button" variant="ghost" size="lg" disabled={busy} onClick={onClose}>
            Cancelar
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
