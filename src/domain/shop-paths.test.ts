import { describe, expect, it } from "vitest";
import {
  href,
  isProductPath,
  matchRoute,
  orderSummaryPath,
  paymentPath,
  productIdFromPath,
  PRIVATE_PATH_PREFIXES,
  productPath,
  SHOP_ROUTES,
  STATIC_PAGE_PATHS,
} from "./shop-paths.ts";

const id = "0b3c6a1e-8d2f-4c5a-9e7b-1f2a3b4c5d6e";
const luna = { id, name: "Luna de Cuarzo Rosa", productType: "collar" as const };

describe("product paths", () => {
  it("builds a product's address and reads its id back", () => {
    expect(productPath(luna)).toBe(`/producto/collar-luna-de-cuarzo-rosa-${id}`);
    expect(productIdFromPath(productPath(luna))).toBe(id);
    expect(isProductPath(productPath(luna))).toBe(true);
  });

  it("reads the id of an old or encoded slug, and none from other pages", () => {
    expect(productIdFromPath(`/producto/nombre%20viejo-${id}`)).toBe(id);
    expect(productIdFromPath("/producto/sin-id")).toBeNull();
    expect(productIdFromPath(`/pedido/${id}`)).toBeNull();
    expect(isProductPath("/carrito")).toBe(false);
  });
});

describe("order paths", () => {
  it("builds the order, summary and payment pages of an order", () => {
    expect(href("order", { orderId: "abc123" })).toBe("/pedido/abc123");
    expect(orderSummaryPath("abc123")).toBe("/orden-exitosa?orderId=abc123");
    expect(paymentPath("FINTOC_LINK", "abc123")).toBe("/esperando-pago-fintoc/abc123");
    expect(paymentPath("TRANSFERENCIA_DIRECTA", "abc123")).toBe("/transferencia-directa/abc123");
  });
});

describe("href", () => {
  it("builds a page's address by its name, each parameter one encoded segment", () => {
    expect(href("home")).toBe("/");
    expect(href("cart")).toBe("/carrito");
    expect(href("bankTransfer", { orderId: "a/b c" })).toBe("/transferencia/a%2Fb%20c");
    expect(href("product", { slug: "collar-luna" })).toBe("/producto/collar-luna");
    expect(href("admin")).toBe("/admin");
  });

  it("takes exactly the parameters the pattern names", () => {
    // Each line fails to compile (tsc checks the directives); the calls still run.
    // @ts-expect-error: the order's page needs its orderId.
    expect(() => href("order", {})).not.toThrow();
    // @ts-expect-error: the cart takes no parameters.
    expect(href("cart", { orderId: "x" })).toBe("/carrito");
    // @ts-expect-error: a parameter the pattern does not name.
    expect(href("order", { orderId: "x", slug: "y" })).toBe("/pedido/x");
    // @ts-expect-error: no such page.
    expect(() => href("checkout")).toThrow();
  });
});

describe("the route table", () => {
  it("tells every address's page by its pattern, trailing slash or not", () => {
    expect(matchRoute("/")).toBe("home");
    expect(matchRoute(`/producto/collar-luna-${id}`)).toBe("product");
    expect(matchRoute("/nosotros/")).toBe("about");
    expect(matchRoute("/pedido/abc123")).toBe("order");
    expect(matchRoute("/transferencia/abc123")).toBe("bankTransfer");
    expect(matchRoute("/transferencia-directa/abc123")).toBe("directTransfer");
    expect(matchRoute("/admin")).toBe("admin");
    expect(matchRoute("/admin/pedidos/abc")).toBe("admin");
    for (const unknown of [
      "/pedido",
      "/pedido/a/b",
      "/producto/",
      "/administrador",
      "/carrito/extra",
      "/xyz",
    ]) {
      expect(matchRoute(unknown), unknown).toBeNull();
    }
  });

  it("builds every address it gives out from the table", () => {
    for (const path of [
      productPath(luna),
      href("order", { orderId: "x" }),
      paymentPath("FINTOC_LINK", "x"),
      paymentPath("TRANSFERENCIA_DIRECTA", "x"),
    ]) {
      expect(matchRoute(path), path).not.toBeNull();
    }
    expect(matchRoute(orderSummaryPath("x").split("?")[0]!)).toBe("orderSummary");
  });

  it("gives robots.txt where each private page begins, and the sitemap the public pages with one address", () => {
    expect(PRIVATE_PATH_PREFIXES).toEqual([
      "/carrito",
      "/favoritos",
      "/transferencia/",
      "/transferencia-directa/",
      "/esperando-pago-fintoc/",
      "/orden-exitosa",
      "/pedido/",
      "/admin",
    ]);
    expect(STATIC_PAGE_PATHS).toEqual(["/nosotros", "/ayuda", "/garantia", "/asesoria"]);
    expect(Object.values(SHOP_ROUTES).filter((route) => route.private)).toHaveLength(
      PRIVATE_PATH_PREFIXES.length,
    );
  });
});
