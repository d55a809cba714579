/** Reads the production build that `npm test` made before starting the emulators. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  HOME_JS_BUDGET_KIB,
  homeRouteChunks,
  routeChunks,
  shopperChunks,
  sourcesOf,
  totalKib,
} from "../../tools/bundle-report.ts";

const dist = path.resolve("dist");
const chunks = homeRouteChunks(dist);
const packages = new Set(chunks.flatMap((chunk) => chunk.sources));

describe("home route bundle", () => {
  it(`stays within ${HOME_JS_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
    expect(totalKib(chunks)).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
  });

  it("paints without the Firebase SDKs, zod, web-vitals or the admin and checkout pages", () => {
    const forbidden = [...packages].filter((source) =>
      /^(@firebase\/|firebase$|zod$|web-vitals$)|src\/(admin\/|shop\/routes\/(cart|bank-transfer|checkout)|shop\/lib\/browser\/field-vitals-beacon)/.test(
        source,
      ),
    );
    expect(forbidden).toEqual([]);
    expect(packages).toContain("react-dom");
    expect(packages).toContain("src/shop/routes/home.tsx");
  });

  it("carries no Panda style engine: the class names were computed at build time", () => {
    const engine = [...packages].filter((source) =>
      /^src\/styled-system\/(helpers|css\/(css|cva|sva)|jsx\/(factory|is-valid-prop)|recipes\/create-recipe)\.mjs$/.test(
        source,
      ),
    );
    expect(engine).toEqual([]);
    expect(packages).toContain("src/shop/components/ui/recipe-class.ts");
  });
});

describe("product route bundle", () => {
  // The product page's view counter once pulled zod in through the module that also held the
  // function's body schema (26.7 KiB gzip more on every product visit).
  it("loads without the Firebase SDKs, zod or the checkout pages", () => {
    const sources = routeChunks(dist, "src/shop/routes/product.tsx").flatMap((chunk) => chunk.sources);
    expect(sources).toContain("src/shop/routes/product.tsx");
    expect(
      sources.filter((source) =>
        /^(@firebase\/|firebase$|zod$)|src\/(admin\/|shop\/routes\/(cart|bank-transfer|checkout))/.test(
          source,
        ),
      ),
    ).toEqual([]);
  });
});

describe("what a shopper's pages load", () => {
  const shopper = shopperChunks(dist);

  it("includes every storefront page and none of the back office", () => {
    const appFiles = new Set(shopper.flatMap((chunk) => chunk.sources));
    for (const page of ["home", "product", "cart", "bank-transfer", "color-analysis", "order-summary"])
      expect(appFiles).toContain(`src/shop/routes/${page}.tsx`);
    expect([...appFiles].filter((source) => source.startsWith("src/admin/"))).toEqual([]);
  });

  it("runs no Firestore SDK on the page: it lives in the live reads worker", () => {
    const firestore = shopper.flatMap(({ file, sources }) =>
      sources
        .filter((source) => /^@firebase\/(firestore|webchannel-wrapper)$/.test(source))
        .map((source) => `${file}: ${source}`),
    );
    expect(firestore).toEqual([]);
    const worker = readdirSync(path.join(dist, "assets")).filter((file) =>
      /^live-reads\.worker-.*\.js$/.test(file),
    );
    expect(worker).toHaveLength(1);
    expect(sourcesOf(dist, `assets/${worker[0]}`)).toContain("@firebase/firestore");
  });

  it("holds no runtime CSS-in-JS: no Chakra UI, no Emotion", () => {
    const runtimeStyles = shopper.flatMap(({ file, sources }) =>
      sources
        .filter((source) => /^(@chakra-ui\/react|@emotion\/)/.test(source))
        .map((source) => `${file}: ${source}`),
    );
    expect(runtimeStyles).toEqual([]);
  });
});
