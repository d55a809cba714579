import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { cartItemFromProduct, type CartItem } from "@domain/orders/cart.ts";
import { productPath } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { CartLines } from "./cart-lines.tsx";

const luna = makeProduct({ name: "Collar Luna", price: 24990, stock: 2 });
const gota = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 9 });

/** The lines as the cart page shows them: read from the store, so changes show up. */
function CartFromStore() {
  const items = useCartStore((state) => state.items);
  return <CartLines items={items} />;
}

function renderCart(items: CartItem[]) {
  useCartStore.setState({ items });
  return renderInShop(<CartFromStore />);
}

const line = (name: string) =>
  screen.getAllByRole("listitem").find((item) => within(item).queryByRole("link", { name }))!;

beforeEach(() => useCartStore.setState({ items: [] }));

describe("CartLines", () => {
  it("shows each piece with a link to it, its unit price, quantity and line total", () => {
    renderCart([cartItemFromProduct(luna, 2), cartItemFromProduct(gota, 1)]);

    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Collar Luna" })).toHaveAttribute("href", productPath(luna));
    const first = within(line("Collar Luna"));
    expect(first.getByText("$24.990")).toBeInTheDocument();
    expect(first.getByText("por unidad")).toBeInTheDocument();
    expect(first.getByRole("group", { name: "Cantidad de Collar Luna" })).toHaveTextContent("2");
    expect(first.getByText("$49.980")).toBeInTheDocument();
    expect(within(line("Aros Gota")).getAllByText("$12.990")).toHaveLength(2);
  });

  it("changes the quantity within 1 and the stock, and updates the line total", async () => {
    const { user } = renderCart([cartItemFromProduct(luna, 1)]);
    const fewer = screen.getByRole("button", { name: "Quitar una unidad de Collar Luna" });
    const more = screen.getByRole("button", { name: "Agregar una unidad de Collar Luna" });
    expect(fewer).toBeDisabled();
    expect(screen.queryByText(/Stock máximo/)).not.toBeInTheDocument();

    await user.click(more);

    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    expect(screen.getByRole("group", { name: "Cantidad de Collar Luna" })).toHaveTextContent("2");
    expect(screen.getByText("$49.980")).toBeInTheDocument();
    expect(more).toBeDisabled();
    expect(screen.getByText("Stock máximo: 2 unidades")).toBeInTheDocument();

    await user.click(fewer);

    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    expect(more).toBeEnabled();
    expect(screen.queryByText("Stock máximo: 2 unidades")).not.toBeInTheDocument();
  });

  it("stops at what one order may take when there is more stock than that", async () => {
    const { user } = renderCart([cartItemFromProduct(gota, 4)]);
    const more = screen.getByRole("button", { name: "Agregar una unidad de Aros Gota" });

    await user.click(more);

    expect(useCartStore.getState().items[0]?.quantity).toBe(5);
    expect(more).toBeDisabled();
    expect(screen.getByText("Máximo por pedido: 5 unidades")).toBeInTheDocument();
    expect(screen.getByText("$64.950")).toBeInTheDocument();
  });

  it("removes a piece from the cart", async () => {
    const { user } = renderCart([cartItemFromProduct(luna, 2), cartItemFromProduct(gota, 1)]);

    await user.click(screen.getByRole("button", { name: "Eliminar Collar Luna del carrito" }));

    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual([gota.id]);
    expect(screen.queryByRole("link", { name: "Collar Luna" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });
});
