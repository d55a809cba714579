import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cartItemFromProduct } from "@domain/orders/cart.ts";
import type { CheckoutInput, CreatedOrder } from "@domain/orders/checkout.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { EMPTY_CHECKOUT_FORM } from "@/shop/features/checkout/checkout-form.ts";
import { useCheckoutFormStore } from "@/shop/features/checkout/stores/checkout-form-store.ts";
import { createOrder } from "@/lib/firebase/shop/checkout.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { Component as CartPage } from "./cart.tsx";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

vi.mock("@/lib/firebase/shop/checkout.ts", () => ({ createOrder: vi.fn() }));
// The checkout panel reads the shop settings: no snapshot request and no live listeners here.
vi.mock("@/lib/firebase/storefront-snapshot.ts", () => ({
  readSavedSnapshot: async () => undefined,
  saveSnapshot: async () => undefined,
  fetchStorefrontSnapshot: () => new Promise(() => undefined),
}));

const luna = makeProduct({ name: "Collar Luna", price: 24990, stock: 3 });
const gota = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 4 });
const created: CreatedOrder = { orderId: "pedido-123", orderNumber: "CH-0042", totalAmount: 62970 };

function PaymentPage({ method }: { method: string }) {
  return <h1>{`${method} ${useParams().orderId}`}</h1>;
}

function renderCartPage() {
  return renderInShop(
    <Routes>
      <Route path="/carrito" element={<CartPage />} />
      <Route path="/transferencia-directa/:orderId" element={<PaymentPage method="Transferencia" />} />
      <Route path="/esperando-pago-fintoc/:orderId" element={<PaymentPage method="Fintoc" />} />
    </Routes>,
    { path: "/carrito" },
  );
}

/** The summary's total. */
const total = () =>
  within(within(screen.getByRole("region", { name: "Pago" })).getByLabelText("Montos del pedido")).getByText(
    "Total",
  ).nextElementSibling!;
const sentOrders = () => vi.mocked(createOrder).mock.calls.map(([input]) => input);

beforeEach(() => {
  vi.mocked(createOrder).mockReset();
  sessionStorage.clear();
  useCartStore.setState({ items: [cartItemFromProduct(luna, 2), cartItemFromProduct(gota, 1)] });
  useCheckoutFormStore.setState({ form: EMPTY_CHECKOUT_FORM });
});

describe("cart page", () => {
  it("invites to the collection when the cart is empty", () => {
    useCartStore.setState({ items: [] });
    renderCartPage();

    expect(screen.getByRole("heading", { name: "Tu carrito está vacío" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver colección" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it("totals the lines, and follows quantity changes and removals", async () => {
    const { user } = renderCartPage();
    expect(total()).toHaveTextContent("$62.970");

    await user.click(screen.getByRole("button", { name: "Agregar una unidad de Aros Gota" }));
    expect(total()).toHaveTextContent("$75.960");

    await user.click(screen.getByRole("button", { name: "Eliminar Collar Luna del carrito" }));
    expect(total()).toHaveTextContent("$25.980");
  });

  it("sends exactly the cart and the form, then opens the order's payment page and empties the cart", async () => {
    vi.mocked(createOrder).mockResolvedValue(created);
    const { user } = renderCartPage();
    await user.type(screen.getByRole("textbox", { name: "WhatsApp" }), "+56 9 1234 5678 ");
    await user.click(screen.getByRole("radio", { name: /Envío a domicilio/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Región" }), "13");
    await user.selectOptions(screen.getByRole("combobox", { name: "Comuna" }), "Providencia");
    await user.type(screen.getByRole("textbox", { name: "Calle" }), "Av. Italia");
    await user.type(screen.getByRole("textbox", { name: "Número" }), "1234");

    await user.click(screen.getByRole("button", { name: "Pagar por transferencia" }));

    expect(await screen.findByRole("heading", { name: "Transferencia pedido-123" })).toBeInTheDocument();
    expect(sentOrders()).toEqual<CheckoutInput[]>([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        paymentMethod: "TRANSFERENCIA_DIRECTA",
        whatsapp: "+56 9 1234 5678",
        delivery: { ...PROVIDENCIA_DELIVERY, apartment: null },
        items: [
          { productId: luna.id, quantity: 2, name: "Collar Luna" },
          { productId: gota.id, quantity: 1, name: "Aros Gota" },
        ],
      },
    ]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it("sends nothing while the form is incomplete", async () => {
    const { user } = renderCartPage();

    await user.click(screen.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }));

    expect(await screen.findByRole("status", { name: "Campo requerido" })).toBeInTheDocument();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("keeps the cart and says why when the server refuses, and retries as the same checkout", async () => {
    let refuse!: (error: unknown) => void;
    vi.mocked(createOrder)
      .mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)))
      .mockResolvedValueOnce(created);
    useCheckoutFormStore.setState({ form: { ...EMPTY_CHECKOUT_FORM, whatsapp: "+56 9 1234 5678" } });
    const { user } = renderCartPage();

    await user.click(screen.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }));
    expect(screen.getByRole("button", { name: "Cargando..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Pagar por transferencia" })).toBeDisabled();

    refuse({ code: "functions/failed-precondition", message: "Solo quedan 1 unidades de Collar Luna" });

    const toast = await screen.findByRole("status", { name: "Stock insuficiente" });
    expect(toast).toHaveTextContent("Solo quedan 1 unidades de Collar Luna");
    expect(screen.getByRole("heading", { name: "Carrito" })).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }));

    expect(await screen.findByRole("heading", { name: "Fintoc pedido-123" })).toBeInTheDocument();
    const [first, retry] = sentOrders();
    expect(retry).toEqual(first);
    expect(retry).toMatchObject({ paymentMethod: "FINTOC_LINK", delivery: { type: "pickup" } });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});
