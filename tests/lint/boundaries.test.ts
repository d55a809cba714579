/**
 * The architecture's import rules (eslint.config.js) refuse what they should. Each case lints a
 * few lines as if they were a file at a real place in the repository, so the rules, the aliases and
 * the resolver all take part, and the code on disk supplies the rest of the import graph.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "") });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint walks the app's import graph for the cycle check: seconds, more on a busy machine.
describe("import boundaries", { timeout: 120_000 }, () => {
  it("refuses a feature reaching into another feature's files", async () => {
    const code =
      'import { CartDrawer } from "@/shop/features/cart/components/cart-drawer.tsx";\nexport const drawer = CartDrawer;\n';
    expect(await ruleIdsFor("src/shop/features/catalog/components/grid.tsx", code)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    // The same import from a route is how features are meant to be composed.
    expect(await ruleIdsFor("src/shop/routes/any-page.tsx", code)).toEqual([]);
  });

  it("refuses a relative path that climbs into another feature, and admin features alike", async () => {
    const code =
      'import { useAdminOrders } from "../../orders/use-admin-orders.ts";\nexport const hook = useAdminOrders;\n';
    expect(await ruleIdsFor("src/admin/features/products/components/x.tsx", code)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  it("keeps the shop and the back office apart: neither imports the other", async () => {
    expect(
      await ruleIdsFor(
        "src/shop/features/catalog/components/x.tsx",
        'import { AdminShell } from "@/admin/layout/admin-shell.tsx";\nexport const s = AdminShell;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIdsFor(
        "src/admin/features/orders/components/x.tsx",
        'import { OrderItems } from "@/shop/components/order-items.tsx";\nexport const o = OrderItems;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    // The root that routes between them sees both.
    expect(
      await ruleIdsFor(
        "src/app/anything.tsx",
        'import { Component } from "@/admin/admin-app.tsx";\nimport { Component as Home } from "@/shop/routes/home.tsx";\nexport const both = [Component, Home];\n',
      ),
    ).toEqual([]);
  });

  it("keeps runtime CSS-in-JS out of the shop: no Chakra UI, no Emotion", async () => {
    const chakra = 'import { Box } from "@chakra-ui/react";\nexport const b = Box;\n';
    const emotion = 'import { css } from "@emotion/react";\nexport const c = css;\n';
    expect(await ruleIdsFor("src/shop/components/x.tsx", chakra)).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("src/app/layout/x.tsx", emotion)).toEqual(["no-restricted-imports"]);
    // The back office keeps Chakra UI.
    expect(await ruleIdsFor("src/admin/components/x.tsx", chakra)).toEqual([]);
  });

  it("refuses a cycle", async () => {
    // On disk, cart.ts imports checkout-limits.ts; checkout-limits.ts importing cart.ts closes a loop.
    const code = 'import { orderableUnits } from "./cart.ts";\nexport const units = orderableUnits;\n';
    expect(await ruleIdsFor("src/domain/orders/checkout-limits.ts", code)).toContain("import-x/no-cycle");
  });

  it("refuses a cycle in tools and tests too", async () => {
    // On disk, tools/emulators/ports.ts imports tools/emulators/launch.ts.
    const code = 'import { emulatorPorts } from "./ports.ts";\nexport const ports = emulatorPorts;\n';
    expect(await ruleIdsFor("tools/emulators/launch.ts", code)).toContain("import-x/no-cycle");
  });

  it("keeps each app's Firebase access to that app, and the core off both", async () => {
    const adminOrders =
      'import { watchOrderPages } from "@/lib/firebase/admin/order-list.ts";\nexport const w = watchOrderPages;\n';
    const shopCheckout =
      'import { createOrder } from "@/lib/firebase/shop/checkout.ts";\nexport const c = createOrder;\n';
    expect(await ruleIdsFor("src/shop/features/checkout/x.ts", adminOrders)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await ruleIdsFor("src/admin/features/orders/x.ts", shopCheckout)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await ruleIdsFor("src/lib/storefront/x.ts", shopCheckout)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await ruleIdsFor("src/lib/firebase/x.ts", adminOrders)).toEqual(["import-x/no-restricted-paths"]);
    // Each app reaches its own.
    expect(await ruleIdsFor("src/shop/features/checkout/x.ts", shopCheckout)).toEqual([]);
    expect(await ruleIdsFor("src/admin/features/orders/x.ts", adminOrders)).toEqual([]);
  });

  it("keeps an app's own stores and helpers under its components", async () => {
    const feature =
      'import { CartDrawer } from "@/shop/features/cart/components/cart-drawer.tsx";\nexport const d = CartDrawer;\n';
    expect(await ruleIdsFor("src/shop/stores/x.ts", feature)).toEqual(["import-x/no-restricted-paths"]);
    expect(await ruleIdsFor("src/shop/lib/browser/x.ts", feature)).toEqual(["import-x/no-restricted-paths"]);
    const store =
      'import { useCartStore } from "@/shop/stores/cart-store.ts";\nexport const s = useCartStore;\n';
    expect(await ruleIdsFor("src/shop/features/catalog/x.ts", store)).toEqual([]);
    // The back office does not reach into the shop's.
    expect(await ruleIdsFor("src/admin/features/orders/x.ts", store)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  it("keeps the layers one way: the core imports no app, features no route", async () => {
    expect(
      await ruleIdsFor(
        "src/lib/browser/anything.ts",
        'import { useCartDrawerStore } from "@/shop/features/cart/stores/cart-drawer-store.ts";\nexport const s = useCartDrawerStore;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIdsFor(
        "src/shop/features/cart/components/x.tsx",
        'import { ShopLayout } from "@/shop/layout/shop-layout.tsx";\nexport const l = ShopLayout;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("lets the domain import zod and itself only", async () => {
    expect(
      await ruleIdsFor(
        "src/domain/anything.ts",
        'import { useState } from "react";\nexport const s = useState;\n',
      ),
    ).toContain("no-restricted-imports");
    expect(
      await ruleIdsFor(
        "src/domain/anything.ts",
        'import { formatClp } from "@/lib/format.ts";\nexport const f = formatClp;\n',
      ),
    ).toContain("no-restricted-imports");
    expect(
      await ruleIdsFor(
        "src/domain/anything.ts",
        'import { z } from "zod";\nimport { formatClp } from "./money.ts";\nexport const both = [z, formatClp];\n',
      ),
    ).toEqual([]);
  });

  it("keeps the Firebase SDK behind src/lib/firebase", async () => {
    const code = 'import { getFirestore } from "firebase/firestore";\nexport const f = getFirestore;\n';
    expect(await ruleIdsFor("src/shop/features/cart/components/x.tsx", code)).toContain(
      "no-restricted-imports",
    );
    expect(await ruleIdsFor("src/lib/firebase/x.ts", code)).toEqual([]);
  });

  it("checks accessibility in JSX", async () => {
    const code = 'export const Photo = () => <img src="/a.jpg" />;\n';
    expect(await ruleIdsFor("src/shop/components/photo.tsx", code)).toContain("jsx-a11y/alt-text");
  });

  it("lets the functions import the domain and themselves only", async () => {
    const fromApp = 'import { toaster } from "../../../src/lib/ui/toaster.ts";\nexport const t = toaster;\n';
    const fromTools =
      'import { HOSTING_URL } from "../../../tools/emulators/launch.ts";\nexport const h = HOSTING_URL;\n';
    for (const code of [fromApp, fromTools]) {
      expect(await ruleIdsFor("functions/src/https/anything.ts", code)).toEqual([
        "import-x/no-restricted-paths",
      ]);
    }
    expect(
      await ruleIdsFor(
        "functions/src/https/anything.ts",
        'import { formatClp } from "@domain/money.ts";\nimport { db } from "../firebase/app.ts";\nexport const both = [formatClp, db];\n',
      ),
    ).toEqual([]);
  });

  it("keeps functions, tools and tests out of the app", async () => {
    expect(
      await ruleIdsFor(
        "src/lib/anything.ts",
        'import { seedDemoData } from "../../tools/seed/seed.ts";\nexport const s = seedDemoData;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIdsFor(
        "src/domain/anything.test.ts",
        'import { waitUntil } from "../../tests/support/triggers.ts";\nexport const w = waitUntil;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("lets tests import tools, never tools import tests", async () => {
    const triggers =
      'import { waitUntil } from "../../tests/support/triggers.ts";\nexport const w = waitUntil;\n';
    expect(await ruleIdsFor("tools/visual/anything.ts", triggers)).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIdsFor(
        "tests/journeys/anything.test.ts",
        'import { openPage } from "../../tools/browser/browser.ts";\nexport const o = openPage;\n',
      ),
    ).toEqual([]);
  });

  it("lets tools run only the functions' code the emulators do not", async () => {
    const sweep =
      'import { sweepHolds } from "../../functions/src/orders/expire-holds.ts";\nexport const s = sweepHolds;\n';
    expect(await ruleIdsFor("tools/seed/anything.ts", sweep)).toEqual([]);
    expect(
      await ruleIdsFor(
        "tools/seed/anything.ts",
        'import { createOrder } from "../../functions/src/https/create-order.ts";\nexport const c = createOrder;\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });
});
