/**
 * "Pedidos" once the owner has scrolled through hundreds of orders (issue 41): the list grows as
 * she scrolls, page by page, yet the page draws only the rows near the screen; 'select all' and the
 * bulk actions still take every loaded order, and the focus stays where she left it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { ORDER_PAGE_SIZE } from "@domain/orders/order-list.ts";
import type { Order } from "@domain/orders/order.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { withBackgroundTriggersPaused } from "../../tools/emulators/background-triggers.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "file" });

/** Older than the demo's orders: a shop's past, one every 6 hours back from a year ago. */
const PAST_ORDERS = 400;
const yearAgo = Date.now() - 365 * 24 * 3_600_000;
const past: Order[] = Array.from({ length: PAST_ORDERS }, (_, index) =>
  makeOrder({
    orderNumber: `CHT-20251101-${String(index + 1).padStart(4, "0")}`,
    status: "delivered",
    createdAt: new Date(yearAgo - index * 6 * 3_600_000),
  }),
);

async function grow() {
  const orders = adminDb().collection(COLLECTIONS.orders);
  if ((await orders.count().get()).data().count > PAST_ORDERS) return;
  await withBackgroundTriggersPaused(async () => {
    const batch = adminDb().batch();
    for (const { id, ...fields } of past) batch.set(orders.doc(id), fields);
    await batch.commit();
  });
}

/** The rows the page draws now. */
// A page of orders arrives from the emulator: seconds on a busy machine, not expect.poll's 1 s.
const NEXT_PAGE = { timeout: 15_000 };

const drawnRows = (page: Page) => page.getByRole("list", { name: "Pedidos" }).getByRole("listitem").count();

/** How many orders the list says it shows. */
async function shown(page: Page): Promise<number> {
  const text = await page.getByText(/^Mostrando \d+ de/).textContent();
  return Number(/Mostrando (\d+)/.exec(text!)![1]);
}

describe.each(VIEWPORT_NAMES)("a grown 'Pedidos' at %s width", (viewport) => {
  it("grows as she scrolls and draws only the rows near the screen", async () => {
    await grow();
    const total = (await adminDb().collection(COLLECTIONS.orders).count().get()).data().count;
    const page = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(page);
    await openAdminSection(page, /^Pedidos/);
    await page.getByText(`Mostrando ${ORDER_PAGE_SIZE} de ${total} pedidos`).waitFor();

    // She scrolls down: a page more each time she nears the end, until 300 are loaded.
    while ((await shown(page)) < 6 * ORDER_PAGE_SIZE) {
      const before = await shown(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => shown(page), NEXT_PAGE).toBeGreaterThan(before);
    }
    // Reaching the end loads a page more; once it is there the button is far below, and the rows
    // drawn are those near where she stands, each in its place in the whole list.
    const rows = page.getByRole("list", { name: "Pedidos" }).getByRole("listitem");
    const before = await shown(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => shown(page), NEXT_PAGE).toBeGreaterThan(before);
    await expect
      .poll(() => page.getByRole("button", { name: "Cargar más pedidos" }).isEnabled(), NEXT_PAGE)
      .toBe(true);
    // Read in one go: standing at the end, she may have brought in a page more meanwhile.
    const [loaded, setSize] = await page.evaluate(() => {
      const count = /Mostrando (\d+)/.exec(document.querySelector("main")!.textContent!)![1];
      const items = document.querySelectorAll('ul[aria-label="Pedidos"] li[aria-setsize]');
      return [Number(count), items[items.length - 1]!.getAttribute("aria-setsize")] as const;
    });
    expect(setSize).toBe(String(loaded));
    expect(Number(await rows.last().getAttribute("aria-posinset"))).toBeGreaterThan(before - 10);
    expect(await drawnRows(page)).toBeLessThan(60);
    await screenshot(page, `admin-orders-grown-${viewport}`, { fullPage: false });

    // A row keeps the focus when she scrolls away and back.
    const checkbox = rows.last().getByRole("checkbox");
    const name = await checkbox.getAttribute("aria-label");
    await checkbox.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null))
      .toBe(name);
    await page.keyboard.press("Space");
    await page.getByText("1 pedido seleccionado").waitFor();

    // 'Select all' takes every loaded order, drawn or not.
    const all = await shown(page);
    await page.getByRole("checkbox", { name: `Seleccionar los ${all} pedidos cargados` }).check();
    await page.getByText(`${all} pedidos seleccionados`).waitFor();
    expect(await drawnRows(page)).toBeLessThan(60);
    await page.context().close();
  });
});
