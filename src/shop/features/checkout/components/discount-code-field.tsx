import { useState } from "react";
import { Button } from "@/shop/components/ui/button.tsx";
import * as Field from "@/shop/components/ui/field.tsx";
import { checkDiscountCode } from "@/lib/firebase/shop/checkout.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";
import { DISCOUNT_CODE_LABEL, discountRuleLabel } from "@domain/orders/order-amounts.ts";
import { isValidWhatsapp } from "@domain/chile/whatsapp.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { useCheckoutFormStore } from "../stores/checkout-form-store.ts";
import { useDiscountStore } from "../stores/discount-store.ts";
import { DISCOUNT_CHECK_FAILED } from "../checkout-errors.ts";
import { css } from "@/styled-system/css";
import { Flex } from "@/styled-system/jsx";

const linkButton = css({
  alignSelf: "start",
  color: "brand.fg",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "button",
  fontSize: "sm",
});

/**
 * "¿Tienes un código de descuento?": opens a field; the server says whether the code applies to
 * this cart and, if not, why, under the field.
 */
export function DiscountCodeField() {
  const { applied, refusal, apply, refuse, remove } = useDiscountStore();
  const [open, setOpen] = useState(refusal !== null);
  const [typed, setTyped] = useState("");
  const [checking, setChecking] = useState(false);

  if (applied) {
    return (
      <Flex justify="space-between" align="center" gap="3" fontSize="sm" role="status">
        <p>
          Código <strong>{applied.code}</strong> aplicado ({discountRuleLabel(applied.rule)} en piezas)
        </p>
        <button type="button" className={linkButton} onClick={remove}>
          Quitar
        </button>
      </Flex>
    );
  }
  if (!open && refusal === null) {
    return (
      <button type="button" className={linkButton} onClick={() => setOpen(true)}>
        ¿Tienes un código de descuento?
      </button>
    );
  }

  async function check() {
    if (typed.trim() === "") return;
    const { whatsapp } = useCheckoutFormStore.getState().form;
    const items = useCartStore.getState().items;
    setChecking(true);
    try {
      const answer = await checkDiscountCode({
        code: typed,
        ...(isValidWhatsapp(whatsapp) ? { whatsapp: whatsapp.trim() } : {}),
        items: items.map(({ productId, quantity, name }) => ({ productId, quantity, name })),
      });
      if (answer.ok) apply({ code: answer.code, rule: answer.rule });
      else refuse(answer.message);
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const serverSays =
        (code === "functions/resource-exhausted" || code === "functions/invalid-argument") &&
        typeof message === "string";
      refuse(
        error instanceof OfflineError
          ? DISCOUNT_CHECK_FAILED.offline
          : serverSays
            ? message
            : DISCOUNT_CHECK_FAILED.other,
      );
    } finally {
      setChecking(false);
    }
  }

  return (
    <Field.Root invalid={refusal !== null}>
      <Field.Label>{DISCOUNT_CODE_LABEL}</Field.Label>
      <form
        className={css({ display: "flex", gap: "2" })}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <Field.Input
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTyped(event.target.value);
            if (refusal) remove();
          }}
          bg="bg"
          flex="1"
        />
        <Button
          type="submit"
          variant="outline"
          loading={checking}
          loadingText="Revisando..."
          disabled={typed.trim() === ""}
        >
          Aplicar
        </Button>
      </form>
      {refusal !== null && <Field.ErrorText>{refusal}</Field.ErrorText>}
    </Field.Root>
  );
}
