/** Reads the production build that `npm test` made before starting the emulators. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_JS_BUDGET_KIB, homeRouteChunks, totalKib } from "../../tools/bundle-report.ts";

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
});
