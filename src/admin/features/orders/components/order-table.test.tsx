import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UnreadableOrder } from "@domain/orders/order-list.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { OrderTable } from "./order-table.tsx";

const readable = makeOrder({ id: "bien", orderNumber: "CHT-20261122-0001" });
const unreadable: UnreadableOrder = {
  id: "pedido-grande",
  orderNumber: "CHT-20261122-0002",
  fields: ["items.0.subtotal", "totalAmount"],
};

function renderTable(selected: ReadonlySet<string> = new Set(), more = false) {
  const handlers = { onToggle: vi.fn(), onToggleAll: vi.fn(), onDelete: vi.fn(), onStatus: vi.fn() };
  renderInAdmin(
    <OrderTable
      orders={[readable]}
      unreadable={[unreadable]}
      loading={false}
      more={more}
      selected={selected}
      allChosen={false}
      busy={false}
      onOpen={vi.fn()}
      {...handlers}
    />,
  );
  return handlers;
}

describe("OrderTable", () => {
  it("shows a document it cannot read as such, with its id and what is wrong", () => {
    renderTable();
    const row = within(screen.getByText("Pedido ilegible").closest("li")!);
    expect(row.getByText("CHT-20261122-0002")).toBeInTheDocument();
    expect(row.getByText("ID: pedido-grande")).toBeInTheDocument();
    expect(row.getByText("items.0.subtotal, totalAmount")).toBeInTheDocument();
    // No status to change: it cannot be read to move its stock.
    expect(row.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("Seleccionar todos (2)")).toBeInTheDocument();
  });

  it("says 'select all' takes only the orders loaded when the filters select more", () => {
    renderTable(new Set(), true);
    expect(screen.getByText("Seleccionar los 2 pedidos cargados")).toBeInTheDocument();
  });

  it("lets the admin choose it and delete it", async () => {
    const handlers = renderTable();
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Seleccionar pedido ilegible CHT-20261122-0002" }),
    );
    expect(handlers.onToggle).toHaveBeenCalledWith("pedido-grande");
    await userEvent.click(screen.getByRole("button", { name: "Eliminar pedido ilegible CHT-20261122-0002" }));
    expect(handlers.onDelete).toHaveBeenCalledWith(["pedido-grande"]);
  });
});
