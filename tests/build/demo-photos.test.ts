/** The demo photos' drawings kept in the repository (tools/seed/photo-cache.ts) match the art. */
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { drawingName, savedDrawingsDir } from "../../tools/seed/photo-cache.ts";

it("holds a drawing for every demo photo and no stale one (else: npm run seed:photos)", () => {
  const wanted = DEMO_PRODUCTS.flatMap((product) =>
    (["uso", "studio"] as const).map((kind) => drawingName(product, kind)),
  );
  expect(wanted).toHaveLength(DEMO_PRODUCTS.length * 2);
  expect(readdirSync(savedDrawingsDir).sort()).toEqual([...new Set(wanted)].sort());
});
