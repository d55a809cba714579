import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NEW_FINTOC_PAYMENT } from "@domain/orders/fintoc.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { FintocOverdueNotice } from "./fintoc-overdue-notice.tsx";

const now = new Date("2026-11-27T12:00:00Z");
const processingSince = (hours: number) =>
  makeOrder({
    paymentMethod: "FINTOC_LINK",
    orderNumber: `CHT-20261122-00${hours}`,
    fintoc: {
      ...NEW_FINTOC_PAYMENT,
      sessionId: "cs_1",
      outcome: "processing",
      processingSince: new Date(now.getTime() - hours * 3_600_000),
    },
  });

describe("FintocOverdueNotice", () => {
  it("lists the orders whose payment has been processing for 72 hours, each linked to its order", () => {
    const late = processingSince(80);
    renderInAdmin(<FintocOverdueNotice orders={[late, processingSince(10), makeOrder()]} now={now} />);
    const notice = screen.getByRole("region", { name: "Pagos de Fintoc en proceso hace 72 horas" });
    expect(notice).toHaveTextContent("1 pago con Fintoc lleva más de 72 horas en proceso");
    expect(screen.getByRole("link", { name: late.orderNumber })).toHaveAttribute(
      "href",
      `/admin/orders?pedido=${late.id}`,
    );
    expect(screen.queryByRole("link", { name: "CHT-20261122-0010" })).toBeNull();
  });

  it("shows nothing while no payment is late", () => {
    const { container } = renderInAdmin(<FintocOverdueNotice orders={[processingSince(10)]} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });
});
