import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NEW_FINTOC_PAYMENT, type FintocMethod } from "@domain/orders/fintoc.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { OrderDetailDrawer } from "./order-detail-drawer.tsx";

// The proof's link is read from Storage only for an order with a proof; these have none.
vi.mock("@/lib/firebase/admin/orders.ts", () => ({ proofUrl: async () => "" }));

const paidThroughFintoc = (paidWith: FintocMethod | null) =>
  makeOrder({
    status: "verified",
    paymentMethod: "FINTOC_LINK",
    fintoc: { ...NEW_FINTOC_PAYMENT, sessionId: "cs_1", outcome: "paid", paidWith },
  });

describe("OrderDetailDrawer, a payment through Fintoc", () => {
  it.each([
    ["card", "Pago: Fintoc · pagado · tarjeta"],
    ["bank_transfer", "Pago: Fintoc · pagado · transferencia bancaria"],
    [null, "Pago: Fintoc · pagado"],
  ] as const)("paid with %s: says so", async (paidWith, line) => {
    renderInAdmin(
      <OrderDetailDrawer
        order={paidThroughFintoc(paidWith)}
        messages={{ shopUrl: "https://chatoyant.cl", pickupComuna: "Las Condes" }}
        dispatching={false}
        onDispatching={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
