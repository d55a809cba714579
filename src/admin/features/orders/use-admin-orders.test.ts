import { describe, expect, it } from "vitest";
import { ordersLoadError } from "./use-admin-orders.ts";

describe("ordersLoadError", () => {
  it("explains a refusal by the rules in Spanish", () => {
    expect(ordersLoadError({ code: "permission-denied" })).toEqual({
      title: "Error al cargar pedidos",
      description: "Tu cuenta no tiene permiso para ver los pedidos. Vuelve a iniciar sesión.",
    });
  });

  it("gives the spec's generic message for anything else", () => {
    expect(ordersLoadError({ code: "internal" })).toEqual({
      title: "Error inesperado",
      description: "No se pudieron cargar los pedidos",
    });
  });
});
