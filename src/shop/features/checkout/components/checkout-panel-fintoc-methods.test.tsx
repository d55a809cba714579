import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FintocMethod } from "@domain/orders/fintoc.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { EMPTY_CHECKOUT_FORM } from "../checkout-form.ts";
import { useCheckoutFormStore } from "../stores/checkout-form-store.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { CheckoutPanel } from "./checkout-panel.tsx";

// The settings the owner saved in "Configuración", as the storefront would hand them to the panel.
const shop = vi.hoisted(() => ({ settings: undefined as ShopSettings | null | undefined }));
vi.mock("@/lib/storefront/use-shop-settings.ts", () => ({ useShopSettings: () => shop.settings }));

function renderWith(fintocMethods: FintocMethod[] | "not loaded") {
  shop.settings = fintocMethods === "not loaded" ? undefined : { ...DEMO_SETTINGS, fintocMethods };
  return renderInShop(
    <CheckoutPanel items={[{ price: 62970, quantity: 1 }]} running={null} onPay={vi.fn()} />,
  );
}

beforeEach(() => useCheckoutFormStore.setState({ form: EMPTY_CHECKOUT_FORM }));

describe("CheckoutPanel, the Fintoc button follows the methods the shop takes", () => {
  it.each([
    [
      ["card", "bank_transfer"],
      "Pagar con tarjeta o transferencia bancaria",
      "Débito · Crédito · Transferencia",
    ],
    [["card"], "Pagar con tarjeta", "Débito · Crédito"],
    [["bank_transfer"], "Pagar con transferencia bancaria", "Desde tu banco, sin enviar comprobante"],
  ] as const)("%j: names them on the button and under it", (methods, label, detail) => {
    renderWith([...methods]);
    const button = screen.getByRole("button", { name: label });
    expect(button).toHaveAccessibleDescription(detail);
    expect(screen.getByText(detail)).toBeVisible();
    // The direct transfer stays beside it, whatever Fintoc takes.
    expect(screen.getByRole("button", { name: "Pagar por transferencia" })).toBeInTheDocument();
  });

  it("offers both while the settings load", () => {
    renderWith("not loaded");
    expect(
      screen.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }),
    ).toBeInTheDocument();
  });
});
