import { describe, expect, it } from "vitest";
import { NEW_FINTOC_PAYMENT } from "./fintoc.ts";
import { expiryChange } from "./order-hold.ts";
import { describeOrderStage, orderStage, type StagedOrder } from "./order-stage.ts";

const createdAt = new Date("2026-11-24T12:00:00Z");
const base: StagedOrder = {
  status: "pending",
  proof: null,
  proofRejectedAt: null,
  proofRefusedAt: null,
  fintoc: null,
  holdUntil: new Date("2026-11-26T12:00:00Z"),
  dispatch: null,
  statusHistory: [{ from: null, to: "pending", at: createdAt, by: null }],
};
const verifiedBy = (by: string) => ({
  ...base,
  status: "verified" as const,
  statusHistory: [
    ...base.statusHistory,
    { from: "pending" as const, to: "verified" as const, at: createdAt, by },
  ],
});

describe("order stage", () => {
  it("tells waiting for a payment from a proof under review", () => {
    expect(orderStage(base)).toBe("awaiting-payment");
    expect(orderStage({ ...base, proof: { path: "p", uploadedAt: createdAt, reviewBy: null } })).toBe(
      "payment-in-review",
    );
  });

  it("tells a payment the bank is still settling from one not made", () => {
    const processing = {
      ...base,
      fintoc: { ...NEW_FINTOC_PAYMENT, sessionId: "cs_1", outcome: "processing" as const },
    };
    expect(orderStage(processing)).toBe("payment-processing");
    expect(describeOrderStage(processing).title).toBe("Tu pago está en proceso");
  });

  it("tells the shopper that a proof was rejected, until when the pieces wait, and to send another", () => {
    const rejected = { ...base, proofRejectedAt: createdAt, holdUntil: new Date("2026-11-27T15:00:00Z") };
    expect(orderStage(rejected)).toBe("proof-rejected");
    const { title, detail, tone } = describeOrderStage(rejected);
    expect(title).toBe("No pudimos aceptar tu comprobante");
    expect(detail).toContain("viernes, 27 de noviembre, 12:00");
    expect(detail).toContain("Envía otro");
    expect(tone).toBe("stopped");
    // A new proof after the rejection is under review again.
    const resent = { ...rejected, proof: { path: "p2", uploadedAt: createdAt, reviewBy: null } };
    expect(orderStage(resent)).toBe("payment-in-review");
  });

  it("tells the shopper that the file sent is not an image we can open, and to send another", () => {
    const refused = { ...base, proofRefusedAt: new Date("2026-11-24T13:00:00Z") };
    expect(orderStage(refused)).toBe("proof-unreadable");
    const { title, detail, tone } = describeOrderStage(refused);
    expect(title).toBe("No pudimos abrir tu comprobante");
    expect(detail).toBe(
      "El archivo que enviaste no es una imagen que podamos abrir. Envía una captura de pantalla o una foto de tu transferencia (JPG, PNG, WEBP o HEIC) antes del jueves, 26 de noviembre, 09:00: reservamos tus piezas hasta entonces.",
    );
    expect(tone).toBe("stopped");
    // A proof kept from before: it is still reviewed.
    const earlier = { path: "p1", uploadedAt: createdAt, reviewBy: null };
    expect(describeOrderStage({ ...refused, proof: earlier }).detail).toContain(
      "revisaremos el comprobante anterior",
    );
    // A good proof, or an admin's rejection, after the refused file is what the page tells.
    const later = { path: "p2", uploadedAt: new Date("2026-11-24T13:05:00Z"), reviewBy: null };
    expect(orderStage({ ...refused, proof: later })).toBe("payment-in-review");
    expect(orderStage({ ...refused, proofRejectedAt: later.uploadedAt })).toBe("proof-rejected");
  });

  it("tells an expired hold from a cancellation", () => {
    const expired = {
      ...base,
      status: "cancelled" as const,
      statusHistory: [...base.statusHistory, expiryChange(new Date("2026-11-26T12:01:00Z"))],
    };
    expect(orderStage(expired)).toBe("expired");
    expect(describeOrderStage(expired).title).toBe("La reserva de este pedido venció");
    expect(orderStage({ ...base, status: "cancelled" })).toBe("cancelled");
  });

  it("keeps the spec's badge while nothing is paid, and says until when the pieces are held", () => {
    const waiting = describeOrderStage(base);
    expect(waiting.badge).toBe("Pendiente de Transferencia");
    expect(waiting.detail).toMatch(/^Reservamos tus piezas hasta el jueves, 26 de noviembre, 09:00\./);
  });

  it("says who confirmed a payment: Fintoc, or the shop", () => {
    expect(describeOrderStage(verifiedBy("Fintoc")).detail).toMatch(/^Fintoc confirmó tu pago\./);
    expect(describeOrderStage(verifiedBy("Administración")).detail).toMatch(/^Confirmamos tu pago\./);
    expect(describeOrderStage(verifiedBy("Fintoc")).tone).toBe("done");
  });

  it("names the courier and the number of a shipped order, and says a pickup order is ready", () => {
    const dispatch = {
      courier: "starken" as const,
      courierName: null,
      trackingNumber: "991234567",
      at: createdAt,
    };
    const shipped = describeOrderStage({ ...base, status: "shipped", dispatch });
    expect(shipped).toMatchObject({ stage: "shipped", badge: "Despachado", tone: "done" });
    expect(shipped.detail).toBe(
      "Lo enviamos por Starken, número 991234567. Con ese número puedes seguirlo en la página del courier.",
    );
    const ready = describeOrderStage({ ...base, status: "ready" });
    expect(ready).toMatchObject({
      stage: "ready",
      badge: "Listo para retiro",
      title: "Tu pedido está listo para retiro",
    });
  });
});
