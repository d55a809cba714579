import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageData } from "@domain/catalog/page-data.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";

/**
 * The grid over a fresh storefront store, as a server-rendered home page of a shop of `count`
 * products starts: with the pieces the page embeds, the rest from the snapshot once it has settled.
 */
async function renderGrid(count: number) {
  // The store is module state: each test starts from a module that has seen no data yet.
  vi.resetModules();
  // The live listeners would start a Web Worker, which jsdom has not: they never answer here.
  vi.doMock("@/lib/firebase/live-reads.ts", () => ({ watchCatalog: () => new Promise(() => undefined) }));
  const products = Array.from({ length: count }, () => makeProduct({ stock: 2 }));
  const catalog = { generatedAt: new Date(), products, settings: null };
  const fetchSnapshot = vi.fn(() => Promise.resolve(catalog));
  vi.doMock("@/lib/firebase/storefront-snapshot.ts", () => ({
    fetchStorefrontSnapshot: fetchSnapshot,
    readSavedSnapshot: () => Promise.resolve(undefined),
    saveSnapshot: () => Promise.resolve(),
  }));
  const { startWithServerData } = await import("@/lib/storefront/storefront-data.ts");
  const { ProductGrid } = await import("./product-grid.tsx");
  const page = pageData("/", catalog);
  startWithServerData(page);
  return { ...renderInShop(<ProductGrid />), products, page, fetchSnapshot };
}

const cards = () => screen.queryAllByRole("article");
/** Drawing dozens of cards in jsdom on a busy machine can take seconds: the outcome is what counts. */
const RENDER_WAIT = { timeout: 15_000 };

describe("ProductGrid", () => {
  beforeEach(() => {
    // jsdom has no IntersectionObserver: the button is the way on, as for a keyboard.
    vi.stubGlobal("IntersectionObserver", undefined);
  });

  it(
    "draws a large catalog 48 pieces at a time, and says how many are left",
    { timeout: 60_000 },
    async () => {
      const { user, products, page, unmount } = await renderGrid(120);
      // The page carries the first step, not the whole catalog.
      expect(page.products).toHaveLength(48);
      expect(page.complete).toBe(false);
      // The first paint draws 8; the rest of the first step once the page has painted, and the
      // button once the whole catalog has come.
      expect(cards()).toHaveLength(8);
      const more = await screen.findByRole("button", { name: "Ver 72 piezas más" }, RENDER_WAIT);
      expect(cards()).toHaveLength(48);

      await user.click(more);
      await screen.findByRole("button", { name: "Ver 24 piezas más" }, RENDER_WAIT);
      expect(cards()).toHaveLength(96);

      await user.click(screen.getByRole("button", { name: "Ver 24 piezas más" }));
      await vi.waitFor(() => expect(cards()).toHaveLength(120), RENDER_WAIT);
      expect(screen.queryByRole("button", { name: /piezas? más$/ })).toBeNull();
      // Newest first, in the catalog's order, with nothing skipped.
      expect(cards().at(-1)).toHaveTextContent(products.at(-1)!.name);
      unmount();
    },
  );

  it("shows a shop the demo's size whole, with no button", { timeout: 30_000 }, async () => {
    const { page, fetchSnapshot, unmount } = await renderGrid(26);
    // The page carries the whole catalog: nothing more to ask for.
    expect(page.complete).toBe(true);
    await vi.waitFor(() => expect(cards()).toHaveLength(26), RENDER_WAIT);
    expect(screen.queryByRole("button", { name: /piezas? más$/ })).toBeNull();
    expect(fetchSnapshot).not.toHaveBeenCalled();
    unmount();
  });
});
