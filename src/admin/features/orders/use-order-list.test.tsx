import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NO_ORDER_FILTERS, type OrderList } from "@domain/orders/order-list.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { changeOrderStatus, removeOrders } from "./order-actions.ts";
import { useOrderList } from "./use-order-list.ts";

vi.mock("./order-actions.ts", () => ({
  changeOrderStatus: vi.fn(async () => true),
  removeOrders: vi.fn(async () => true),
}));

const list: OrderList = {
  orders: [makeOrder({ id: "bien" })],
  unreadable: [{ id: "ilegible", orderNumber: null, fields: ["totalAmount"] }],
};

describe("useOrderList with an unreadable document", () => {
  it("chooses it with 'select all', deletes it with the rest, and leaves it out of a status change", async () => {
    const { result } = renderHook(() => useOrderList(list, NO_ORDER_FILTERS));
    act(() => result.current.toggleAll());
    expect(result.current.chosen).toEqual(["ilegible", "bien"]);
    expect(result.current.allChosen).toBe(true);

    await act(() => result.current.setStatus(result.current.chosen, "verified"));
    expect(changeOrderStatus).toHaveBeenCalledWith(["bien"], "verified");

    act(() => result.current.toggleAll());
    act(() => result.current.askDelete(["ilegible", "bien"]));
    await act(() => result.current.confirmDelete());
    expect(removeOrders).toHaveBeenCalledWith(["ilegible", "bien"]);
  });

  it("sends no status change when only unreadable documents are chosen", async () => {
    vi.mocked(changeOrderStatus).mockClear();
    const { result } = renderHook(() => useOrderList(list, NO_ORDER_FILTERS));
    await act(() => result.current.setStatus(["ilegible"], "cancelled"));
    expect(changeOrderStatus).not.toHaveBeenCalled();
  });
});
