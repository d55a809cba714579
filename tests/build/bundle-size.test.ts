/** Reads the production build that `npm test` made before starting the emulators. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstPaintSystem } from "../../src/admin/theme/system.ts";
import { HOME_JS_BUDGET_KIB, homeRouteChunks, routeChunks, totalKib } from "../../tools/bundle-report.ts";
import { componentsWithoutRecipes } from "../support/chakra-recipes.ts";

const chunks = homeRouteChunks(path.resolve("dist"));
const packages = new Set(chunks.flatMap((chunk) => chunk.sources));

describe("home route bundle", () => {
  it(`stays within ${HOME_JS_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
    expect(totalKib(chunks)).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
  });

  it("paints without the Firebase SDKs, zod or the admin and checkout pages", () => {
    const forbidden = [...packages].filter((source) =>
      /^(@firebase\/|firebase$|zod$)|src\/app\/routes\/(admin|cart|bank-transfer|checkout)/.test(source),
    );
    expect(forbidden).toEqual([]);
    expect(packages).toContain("react-dom");
  });

  it("paints with the first-paint Chakra system alone (the full one comes later)", () => {
    const appFiles = [...packages].filter((source) => source.startsWith("src/"));
    const sources = appFiles.map((file) => readFileSync(file, "utf8"));
    expect(appFiles).toContain("src/shop/routes/home.tsx");
    expect(componentsWithoutRecipes(sources, firstPaintSystem)).toEqual([]);
  });
});

describe("product page bundle", () => {
  it("paints with the first-paint Chakra system and the recipes it passes its components itself", () => {
    const appFiles = routeChunks(path.resolve("dist"), "src/shop/routes/product.tsx")
      .flatMap((chunk) => chunk.sources)
      .filter((source) => source.startsWith("src/"));
    const sources = appFiles.map((file) => readFileSync(file, "utf8"));
    expect(appFiles).toContain("src/shop/routes/product.tsx");
    const notPassed = componentsWithoutRecipes(sources, firstPaintSystem).filter(
      ({ key }) => !sources.some((code) => new RegExp(`recipe=\\{${key}(Slot)?Recipe\\}`).test(code)),
    );
    expect(notPassed).toEqual([]);
  });
});
