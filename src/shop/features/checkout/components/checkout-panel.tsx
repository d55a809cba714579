import { useRef, useState, type ReactNode } from "react";
import { NeedsConnection } from "@/shop/components/needs-connection.tsx";
import { SelectInput } from "@/shop/components/select-input.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import * as Field from "@/shop/components/ui/field.tsx";
import { toaster } from "@/lib/ui/toaster.ts";
import { CHECKOUT_MESSAGES, whatsappProblem } from "@domain/orders/checkout.ts";
import { CHILE_REGIONS, findRegion } from "@domain/chile/regions.ts";
import {
  FINTOC_AMOUNT_TOO_LARGE,
  FINTOC_METHODS,
  fintocButtonCopy,
  fintocTakesAmount,
} from "@domain/orders/fintoc.ts";
import { formatClp } from "@domain/money.ts";
import type { CartItem } from "@domain/orders/cart.ts";
import type { DeliveryType, PaymentMethod } from "@domain/orders/order.ts";
import type { ShippingSettings } from "@domain/settings/shipping-settings.ts";
import { OrderAmountsSummary } from "@/shop/components/order-items.tsx";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { CHECKOUT_NEEDS_CONNECTION } from "../checkout-errors.ts";
import { checkoutProblems, cleanWhatsappInput } from "../checkout-form.ts";
import { useCheckoutFormStore } from "../stores/checkout-form-store.ts";
import { useDiscountStore } from "../stores/discount-store.ts";
import { DiscountCodeField } from "./discount-code-field.tsx";
import { useCartAmounts } from "../use-cart-amounts.ts";
import { css } from "@/styled-system/css";
import { Box, Grid, Stack, styled } from "@/styled-system/jsx";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";

type Props = {
  /** Price and quantity of each piece in the cart. */
  items: readonly Pick<CartItem, "price" | "quantity">[];
  /** The payment method whose request is running, if any. */
  running: PaymentMethod | null;
  onPay: (method: PaymentMethod) => void;
};

/**
 * One toast per missing field: pressing pay again shows it again instead of stacking copies, and a
 * complete form clears them before the order's page opens.
 */
const PROBLEM_TOASTS = { whatsapp: "checkout-whatsapp", address: "checkout-address" } as const;

/** Summary, delivery, contact and the two pay buttons (spec: Cart and checkout). */
export function CheckoutPanel({ items, running, onPay }: Props) {
  const form = useCheckoutFormStore((state) => state.form);
  const applied = useDiscountStore((state) => state.applied);
  // The preview follows the cart from the code's rule; createOrder decides again on its prices.
  const { amounts, shippingPending } = useCartAmounts(items, applied?.rule ?? null);
  const total = amounts.total;
  const problems = checkoutProblems(form);
  const ready = !problems.whatsapp && !problems.address;
  const busy = running !== null;
  const linkTakesTotal = fintocTakesAmount(total);
  // What the shop's Fintoc account takes, named on the button (settings saved before cards: both).
  const fintoc = fintocButtonCopy(useShopSettings()?.fintocMethods ?? FINTOC_METHODS);
  const online = useOnline();
  const panel = useRef<HTMLDivElement>(null);
  // Pressing pay with the form incomplete says what is missing (spec 5), and marks and focuses it.
  const [revealProblems, setRevealProblems] = useState(false);

  function pay(method: PaymentMethod) {
    if (ready) {
      Object.values(PROBLEM_TOASTS).forEach((id) => toaster.dismiss(id));
      onPay(method);
      return;
    }
    for (const field of ["whatsapp", "address"] as const) {
      const problem = problems[field];
      if (problem) toaster.create({ id: PROBLEM_TOASTS[field], type: "error", ...problem });
    }
    setRevealProblems(true);
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  }

  return (
    <Stack ref={panel} gap="6" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "5", md: "6" }}>
      <styled.h2 textStyle="panelTitle">Resumen del pedido</styled.h2>
      <DeliveryChoice />
      <ContactField revealProblem={revealProblems} />
      {form.deliveryType === "shipping" && <AddressFields revealProblems={revealProblems} />}

      <DiscountCodeField />

      <OrderAmountsSummary
        amounts={amounts}
        discountCode={applied?.code ?? null}
        shippingPending={shippingPending}
        className={css({ borderTopWidth: "1px", pt: "4" })}
      />

      <Stack gap="3">
        <NeedsConnection>{CHECKOUT_NEEDS_CONNECTION}</NeedsConnection>
        <Button
          className={css({ colorPalette: "brand" })}
          size="lg"
          disabled={busy || !online || !linkTakesTotal}
          aria-describedby={
            linkTakesTotal ? "link-de-pago-medios" : "link-de-pago-medios link-de-pago-limite"
          }
          loading={running === "FINTOC_LINK"}
          loadingText="Cargando..."
          onClick={() => pay("FINTOC_LINK")}
        >
          {fintoc.label}
        </Button>
        <styled.p id="link-de-pago-medios" mt="-1.5" fontSize="sm" color="fg.muted" textAlign="center">
          {fintoc.detail}
        </styled.p>
        {!linkTakesTotal && (
          <styled.p
            id="link-de-pago-limite"
            fontSize="sm"
            bg="orange.subtle"
            color="orange.fg"
            rounded="md"
            py="2"
            px="3"
          >
            {FINTOC_AMOUNT_TOO_LARGE}
          </styled.p>
        )}
        <Button
          variant="outline"
          size="lg"
          disabled={busy || !online}
          loading={running === "TRANSFERENCIA_DIRECTA"}
          loadingText="Cargando..."
          onClick={() => pay("TRANSFERENCIA_DIRECTA")}
        >
          Pagar por transferencia
        </Button>
        {!ready && (
          <Box role="status" fontSize="sm" color="fg.muted">
            {problems.whatsapp && <p>{problems.whatsapp.description}</p>}
            {problems.address && <p>{problems.address.description}</p>}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

function DeliveryChoice() {
  const deliveryType = useCheckoutFormStore((state) => state.form.deliveryType);
  const update = useCheckoutFormStore((state) => state.update);
  const settings = useShopSettings();
  // The shop's own comuna, from its settings; until they arrive, no place is named.
  const pickupComuna = settings?.pickup.comuna.trim();

  const options: { value: DeliveryType; title: string; detail: string }[] = [
    {
      value: "pickup",
      title: DELIVERY_TYPE_LABELS.pickup,
      detail: pickupComuna ? `Gratis, en ${pickupComuna}` : "Gratis",
    },
    {
      value: "shipping",
      title: DELIVERY_TYPE_LABELS.shipping,
      detail: shippingOptionDetail(settings?.shipping),
    },
  ];
  return (
    <FieldGroup legend="Entrega">
      <Grid columns={{ base: 1, sm: 2 }} gap="3">
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            name="delivery"
            checked={deliveryType === option.value}
            onSelect={() => update({ deliveryType: option.value })}
            title={option.title}
            detail={option.detail}
          />
        ))}
      </Grid>
    </FieldGroup>
  );
}

/** What home delivery costs, in a few words, before a comuna is chosen. */
function shippingOptionDetail(shipping: ShippingSettings | undefined): string {
  const rates = shipping ? [...Object.values(shipping.regions), ...Object.values(shipping.comunas)] : [];
  // A shop with no prices keeps the specification's words.
  if (!rates.some((rate) => rate.kind === "price")) return "Se paga al recibir";
  return shipping?.freeShippingFrom
    ? `Según tu comuna · gratis desde ${formatClp(shipping.freeShippingFrom)}`
    : "Costo según tu comuna";
}

/** A `<fieldset>` with its legend, unstyled by the browser. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <styled.fieldset borderWidth="0" p="0" m="0" minW="[0]">
      <styled.legend fontWeight="medium" mb="2" p="0">
        {legend}
      </styled.legend>
      {children}
    </styled.fieldset>
  );
}

const choiceStyles = {
  // The radio spans the title's and the detail's rows, as a flex row of the radio and a column would.
  card: css({
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    columnGap: "3",
    alignItems: "start",
    p: "4",
    borderWidth: "1px",
    rounded: "lg",
    cursor: "button",
    bg: "bg",
    "&:has(input:checked)": {
      borderColor: "brand.solid",
      bg: "brand.subtle",
      boxShadow: "[0 0 0 1px {colors.brand.solid}]",
    },
    "&:has(input:focus-visible)": {
      outlineWidth: "2px",
      outlineStyle: "solid",
      outlineColor: "brand.focusRing",
      outlineOffset: "0.5",
    },
  }),
  radio: css({ gridRow: "span 2", mt: "1", boxSize: "4", accentColor: "brand.solid" }),
  title: css({ fontWeight: "medium" }),
  detail: css({ fontSize: "sm", color: "fg.muted" }),
};

/** A native radio in a card: arrow keys, labels and form semantics come with the element. */
function ChoiceCard(props: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail: string;
}) {
  return (
    <label className={choiceStyles.card}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onSelect}
        className={choiceStyles.radio}
      />
      <p className={choiceStyles.title}>{props.title}</p>
      <p className={choiceStyles.detail}>{props.detail}</p>
    </label>
  );
}

function ContactField({ revealProblem }: { revealProblem: boolean }) {
  const whatsapp = useCheckoutFormStore((state) => state.form.whatsapp);
  const update = useCheckoutFormStore((state) => state.update);
  const [blurred, setBlurred] = useState(false);
  const touched = blurred || revealProblem;
  const problem = whatsappProblem(whatsapp);

  return (
    <Field.Root required invalid={touched && !!problem}>
      <Field.Label>
        WhatsApp <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+56 9 1234 5678"
        value={whatsapp}
        onChange={(event) => update({ whatsapp: cleanWhatsappInput(event.target.value) })}
        onBlur={() => setBlurred(true)}
        bg="bg"
      />
      {touched && problem ? (
        <Field.ErrorText>{problem.description}</Field.ErrorText>
      ) : (
        <Field.HelperText>Te escribiremos a este número para coordinar tu pedido.</Field.HelperText>
      )}
    </Field.Root>
  );
}

function AddressFields({ revealProblems }: { revealProblems: boolean }) {
  const form = useCheckoutFormStore((state) => state.form);
  const update = useCheckoutFormStore((state) => state.update);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));
  const region = findRegion(form.regionCode);

  const field = (
    name: "regionCode" | "comunaCode" | "street" | "number",
    label: string,
    control: ReactNode,
  ) => (
    <Field.Root required invalid={(revealProblems || !!touched[name]) && form[name].trim() === ""}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {control}
      <Field.ErrorText>{CHECKOUT_MESSAGES.fieldRequired}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FieldGroup legend="Dirección de envío">
      <Stack gap="4">
        {field(
          "regionCode",
          "Región",
          <SelectInput
            value={form.regionCode}
            onChange={(event) => update({ regionCode: event.target.value })}
            onBlur={() => touch("regionCode")}
            autoComplete="address-level1"
          >
            <option value="">Selecciona una región</option>
            {CHILE_REGIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectInput>,
        )}
        {field(
          "comunaCode",
          "Comuna",
          <SelectInput
            value={form.comunaCode}
            disabled={!region}
            onChange={(event) => update({ comunaCode: event.target.value })}
            onBlur={() => touch("comunaCode")}
            autoComplete="address-level2"
          >
            <option value="">{region ? "Selecciona una comuna" : "Primero elige una región"}</option>
            {region?.comunas.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectInput>,
        )}
        {field(
          "street",
          "Calle",
          <Field.Input
            value={form.street}
            autoComplete="address-line1"
            onChange={(event) => update({ street: event.target.value })}
            onBlur={() => touch("street")}
            bg="bg"
          />,
        )}
        <Grid columns={2} gap="3">
          {field(
            "number",
            "Número",
            <Field.Input
              value={form.number}
              inputMode="numeric"
              onChange={(event) => update({ number: event.target.value })}
              onBlur={() => touch("number")}
              bg="bg"
            />,
          )}
          <Field.Root>
            <Field.Label>Depto / oficina (opcional)</Field.Label>
            <Field.Input
              value={form.apartment}
              autoComplete="address-line2"
              onChange={(event) => update({ apartment: event.target.value })}
              bg="bg"
            />
          </Field.Root>
        </Grid>
      </Stack>
    </FieldGroup>
  );
}
