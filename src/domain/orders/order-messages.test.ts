import { describe, expect, it } from "vitest";
import {
  fillMessage,
  messageTemplateProblem,
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGES,
  orderMessage,
  orderMessageKind,
} from "./order-messages.ts";
import type { Order } from "./order.ts";

const createdAt = new Date("2026-11-24T12:00:00Z");
const pending = {
  id: "pedido-123",
  orderNumber: "CHT-20261124-0001",
  totalAmount: 38980,
  status: "pending" as Order["status"],
  proof: null as Order["proof"],
  proofRejectedAt: null,
  proofRefusedAt: null,
  fintoc: null,
  holdUntil: new Date("2026-11-26T15:00:00Z") as Date | null,
  dispatch: null as Order["dispatch"],
  statusHistory: [{ from: null, to: "pending" as const, at: createdAt, by: null }],
};
const SHOP = { shopUrl: "https://chatoyant.cl", pickupComuna: "Las Condes" };
const dispatch = {
  courier: "starken" as const,
  courierName: null,
  trackingNumber: "991234567",
  at: createdAt,
};

describe("the message that fits an order", () => {
  it("chooses by where the order stands", () => {
    expect(orderMessageKind(pending)).toBe("holdEnding");
    expect(orderMessageKind({ ...pending, holdUntil: null })).toBe("greeting");
    expect(orderMessageKind({ ...pending, proofRejectedAt: createdAt })).toBe("proofRejected");
    const proof = { path: "p", uploadedAt: createdAt, reviewBy: null };
    expect(orderMessageKind({ ...pending, proof })).toBe("greeting");
    expect(orderMessageKind({ ...pending, status: "verified" })).toBe("paymentReceived");
    expect(orderMessageKind({ ...pending, status: "shipped", dispatch })).toBe("shipped");
    expect(orderMessageKind({ ...pending, status: "ready" })).toBe("readyForPickup");
    expect(orderMessageKind({ ...pending, status: "delivered" })).toBe("delivered");
    expect(orderMessageKind({ ...pending, status: "cancelled" })).toBe("greeting");
  });

  it("fills in the number, the total, the hold's end and the shopper's own order page", () => {
    expect(orderMessage(pending, SHOP)).toBe(
      "Hola! Tu pedido CHT-20261124-0001 ($38.980) está reservado hasta el jueves, 26 de noviembre, 12:00. " +
        "Para no perderlo, paga o envía tu comprobante aquí: https://chatoyant.cl/pedido/pedido-123",
    );
    expect(orderMessage({ ...pending, status: "verified" }, SHOP)).toBe(
      "Hola! Recibimos el pago de tu pedido CHT-20261124-0001 ($38.980). ¡Gracias! Te avisaremos cuando " +
        "esté listo. Aquí puedes seguirlo: https://chatoyant.cl/pedido/pedido-123",
    );
  });

  it("links every message to the order's page and leaves no placeholder unfilled", () => {
    for (const status of ["pending", "verified", "shipped", "ready", "delivered", "cancelled"] as const) {
      const text = orderMessage({ ...pending, status, dispatch }, SHOP);
      expect(text).toContain("https://chatoyant.cl/pedido/pedido-123");
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it("names the courier and the number of a shipment, and the comuna of a pickup", () => {
    expect(orderMessage({ ...pending, status: "shipped", dispatch }, SHOP)).toBe(
      "Hola! Tu pedido CHT-20261124-0001 va en camino: lo enviamos por Starken, número 991234567. " +
        "Sigue el envío desde tu pedido: https://chatoyant.cl/pedido/pedido-123",
    );
    expect(orderMessage({ ...pending, status: "ready" }, SHOP)).toContain("listo para retiro en Las Condes.");
  });

  it("uses the owner's wording where she has one", () => {
    const wording = { paymentReceived: "¡Listo {numero}! Total {total}. {enlace}" };
    expect(orderMessage({ ...pending, status: "verified" }, { ...SHOP, wording })).toBe(
      "¡Listo CHT-20261124-0001! Total $38.980. https://chatoyant.cl/pedido/pedido-123",
    );
    expect(orderMessage({ ...pending, status: "delivered" }, { ...SHOP, wording })).toBe(
      orderMessage({ ...pending, status: "delivered" }, SHOP),
    );
  });

  it("checks a wording's placeholders: none unknown, the link and the stage's own there", () => {
    for (const kind of ORDER_MESSAGE_KINDS)
      expect(messageTemplateProblem(kind, ORDER_MESSAGES[kind])).toBeNull();
    expect(messageTemplateProblem("paymentReceived", "Gracias {numeor} {enlace}")).toBe(
      "{numeor} no es un dato que este mensaje conozca. Usa {numero}, {total}, {enlace}.",
    );
    expect(messageTemplateProblem("paymentReceived", "Gracias {numero}")).toBe("Falta {enlace}.");
    expect(messageTemplateProblem("shipped", "Va {numero}")).toBe("Falta {enlace} y {seguimiento}.");
    expect(messageTemplateProblem("greeting", "Hola {seguimiento} {enlace}")).toMatch(
      /^\{seguimiento\} no es/,
    );
  });

  it("fills only the placeholders it knows", () => {
    expect(fillMessage("{numero} y {otro}", { numero: "N1" })).toBe("N1 y {otro}");
    expect(Object.values(ORDER_MESSAGES).every((text) => text.includes("{enlace}"))).toBe(true);
  });
});
