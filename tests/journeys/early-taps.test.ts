/**
 * A shopper on a slow phone taps the moment a button shows, while the app is still starting under
 * her finger (tools/browser/early-taps.ts): every such tap must land on what she saw, 20 new
 * shoppers out of 20. The app's start used to scroll the page back to the top, and the tap then
 * landed on the photo that had moved under the finger (11 and 10 of 20 here, before the fix).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { countLandedTaps, EARLY_TAPS } from "../../tools/browser/early-taps.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";

const VISITS = 20;
/** Twenty slowed visits, each a new shopper. */
const JOURNEY_TIMEOUT_MS = 15 * 60_000;

const shop = useDemoShop({ fresh: "file" });
const product = DEMO_PRODUCTS.find((candidate) => candidate.stock >= 3)!;
const productUrl = `${HOSTING_URL}${productPath(product)}`;

describe("taps the moment a fresh page shows, on a phone at 4× CPU", () => {
  // The first request to each page starts the Functions emulator's worker; that is not the shop's.
  beforeAll(async () => {
    for (const url of [HOSTING_URL, productUrl]) await (await fetch(url)).text();
  });

  it(
    "puts the piece in the cart for 'Agregar al carrito' on a product page, every time",
    async () => {
      const landed = await countLandedTaps(shop.browser, VISITS, (page) =>
        EARLY_TAPS.productAdd(page, productUrl),
      );
      expect(landed).toBe(VISITS);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "puts the piece in the cart for a card's cart button on home, every time",
    async () => {
      const first = DEMO_PRODUCTS[0]!;
      const landed = await countLandedTaps(shop.browser, VISITS, (page) =>
        EARLY_TAPS.homeCardAdd(page, HOSTING_URL, first.name),
      );
      expect(landed).toBe(VISITS);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "opens the cart with the piece in it for a tap on the cart right after an early add",
    async () => {
      const landed = await countLandedTaps(shop.browser, VISITS, (page) =>
        EARLY_TAPS.productAddThenCart(page, productUrl, product.name),
      );
      expect(landed).toBe(VISITS);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
