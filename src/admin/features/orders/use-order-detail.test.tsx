import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "@domain/orders/order.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { watchOrder } from "@/lib/firebase/orders.ts";
import { useOrderDetail } from "./use-order-detail.ts";

vi.mock("@/lib/firebase/orders.ts", () => ({ watchOrder: vi.fn(() => () => undefined) }));

const loaded = makeOrder({ id: "cargado" });
const older = makeOrder({ id: "antiguo", orderNumber: "CHT-20250101-0001" });

describe("useOrderDetail", () => {
  it("opens an order loaded in the list without reading it again", () => {
    vi.mocked(watchOrder).mockClear();
    const { result } = renderHook(() => useOrderDetail("cargado", [loaded]));
    expect(result.current).toBe(loaded);
    expect(watchOrder).not.toHaveBeenCalled();
  });

  it("reads by its id an order older than those loaded (an e-mail's link)", () => {
    vi.mocked(watchOrder).mockClear();
    const { result } = renderHook(() => useOrderDetail("antiguo", [loaded]));
    expect(result.current).toBeNull();
    expect(watchOrder).toHaveBeenCalledWith("antiguo", expect.any(Function), expect.any(Function));
    const deliver = vi.mocked(watchOrder).mock.calls[0]![1] as (order: Order | null) => void;
    act(() => deliver(older));
    expect(result.current).toBe(older);
  });

  it("waits for the list before reading anything", () => {
    vi.mocked(watchOrder).mockClear();
    const { result } = renderHook(() => useOrderDetail("cargado", undefined));
    expect(result.current).toBeNull();
    expect(watchOrder).not.toHaveBeenCalled();
  });
});
