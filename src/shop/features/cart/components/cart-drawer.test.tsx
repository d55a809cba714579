import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { cartItemFromProduct, cartTotal, type CartItem } from "@domain/orders/cart.ts";
import { formatClp } from "@domain/money.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { useCartDrawerStore } from "../stores/cart-drawer-store.ts";
import { CartDrawer } from "./cart-drawer.tsx";

// The layout gives the drawer checkout's summary (cart-drawer-with-amounts.tsx); here, the pieces' total.
function Amounts({ items }: { items: readonly CartItem[] }) {
  return (
    <div>
      <p>Total</p>
      <p>{formatClp(cartTotal(items))}</p>
    </div>
  );
}

const luna = makeProduct({ name: "Collar Luna", price: 24990, stock: 2 });
const gota = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 4 });

function openDrawer(items: CartItem[]) {
  useCartStore.setState({ items });
  useCartDrawerStore.setState({ open: true });
  const rendered = renderInShop(<CartDrawer Amounts={Amounts} />);
  return { ...rendered, drawer: within(screen.getByRole("dialog", { name: "Carrito" })) };
}

const totalRow = (drawer: ReturnType<typeof within>) => drawer.getByText("Total").parentElement!;

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useCartDrawerStore.setState({ open: false });
});

describe("CartDrawer", () => {
  it("is closed until the cart opens it", () => {
    renderInShop(<CartDrawer Amounts={Amounts} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lists the pieces with their prices and quantities, and the cart's total", () => {
    const { drawer } = openDrawer([cartItemFromProduct(luna, 2), cartItemFromProduct(gota, 1)]);

    const lines = drawer.getAllByRole("listitem");
    expect(lines.map((line) => within(line).getByText(/Collar|Aros/).textContent)).toEqual([
      "Collar Luna",
      "Aros Gota",
    ]);
    expect(within(lines[0]!).getByText("$24.990")).toBeInTheDocument();
    expect(drawer.getByRole("group", { name: "Cantidad de Collar Luna" })).toHaveTextContent("2");
    expect(totalRow(drawer)).toHaveTextContent("$62.970");
    expect(drawer.getByRole("link", { name: "Ir al checkout" })).toHaveAttribute("href", "/carrito");
  });

  it("changes quantities within the stock and keeps the total in step", async () => {
    const { user, drawer } = openDrawer([cartItemFromProduct(luna, 1), cartItemFromProduct(gota, 1)]);
    const more = drawer.getByRole("button", { name: "Agregar una unidad de Collar Luna" });

    await user.click(more);

    expect(more).toBeDisabled();
    expect(drawer.getByRole("button", { name: "Quitar una unidad de Collar Luna" })).toBeEnabled();
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    expect(totalRow(drawer)).toHaveTextContent("$62.970");
  });

  it("removes a piece, and says the cart is empty once the last one goes", async () => {
    const { user, drawer } = openDrawer([cartItemFromProduct(luna, 1), cartItemFromProduct(gota, 2)]);

    await user.click(drawer.getByRole("button", { name: "Eliminar Collar Luna del carrito" }));

    expect(drawer.getAllByRole("listitem")).toHaveLength(1);
    expect(totalRow(drawer)).toHaveTextContent("$25.980");

    await user.click(drawer.getByRole("button", { name: "Eliminar Aros Gota del carrito" }));

    expect(drawer.getByText("Tu carrito está vacío")).toBeInTheDocument();
    expect(drawer.queryByText("Total")).not.toBeInTheDocument();
    expect(drawer.queryByRole("link", { name: "Ir al checkout" })).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it.each(["Seguir comprando", "Ir al checkout", "Cerrar carrito"])("closes with '%s'", async (name) => {
    const { user, drawer } = openDrawer([cartItemFromProduct(luna, 1)]);

    await user.click(drawer.getByRole(name === "Ir al checkout" ? "link" : "button", { name }));

    expect(useCartDrawerStore.getState().open).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
