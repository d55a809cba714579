// What the color analysis asks Gemini, at the demo's size and grown: the prompt and the answer's
// schema list a shortlist of necklaces, so the request costs about the same at 3,000 products as at
// 26. Pure: no emulators, no network.
import { describe, expect, it } from "vitest";
import { NECKLACE_SHORTLIST_SIZE } from "@domain/analysis/necklace-shortlist.ts";
import { grownNecklaceCatalog } from "@domain/analysis/testing/necklace-catalog.ts";
import { PALETTE } from "@domain/catalog/palette.ts";
import { styleRequest } from "../../functions/src/ai/style-request.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";

const palette = PALETTE.map(({ name, hex }) => ({ name, hex }));

/**
 * Prompt and schema together, in characters: about 2,000 tokens at Gemini's usual 4 characters a
 * token. The demo's 14 necklaces take about 5,700; 300 listed whole took about 53,000.
 */
const REQUEST_MAX_CHARS = 8_000;

function measure(necklaces: Parameters<typeof styleRequest>[0]) {
  const request = styleRequest(necklaces, palette);
  const schema = request.responseJsonSchema as {
    properties: { recomendaciones: { items: { properties: { productId: { enum?: string[] } } } } };
  };
  return {
    ...request,
    chars: request.instructions.length + JSON.stringify(request.responseJsonSchema).length,
    enumIds: schema.properties.recomendaciones.items.properties.productId.enum ?? [],
    listedIds: [...request.instructions.matchAll(/^- id "([^"]+)"/gm)].map((match) => match[1]),
  };
}

describe("styleRequest", () => {
  it("stays under a fixed size however many necklaces the shop has", () => {
    for (const count of [300, 3000]) {
      const catalog = grownNecklaceCatalog(count);
      const request = measure(catalog);
      expect(request.chars).toBeLessThan(REQUEST_MAX_CHARS);
      expect(request.listedIds).toHaveLength(NECKLACE_SHORTLIST_SIZE);
      // The prompt, the schema and the answer check all speak of the same necklaces.
      expect(request.enumIds).toEqual(request.listedIds);
      expect(request.offered.map((necklace) => necklace.id)).toEqual(request.listedIds);
      for (const id of request.listedIds) expect(catalog.map((necklace) => necklace.id)).toContain(id);
    }
  });

  it("lists every in-stock necklace of a shop the demo's size, in the catalog's order", () => {
    const inStock = DEMO_PRODUCTS.filter(
      (product) => product.productType === "collar" && product.stock > 0,
    ).map(({ id, name, colors, materials }) => ({ id, name, colors, materials }));
    expect(inStock.length).toBeLessThanOrEqual(NECKLACE_SHORTLIST_SIZE);

    const request = measure(inStock);
    expect(request.listedIds).toEqual(inStock.map((necklace) => necklace.id));
    expect(request.enumIds).toEqual(request.listedIds);
    for (const necklace of inStock) expect(request.instructions).toContain(necklace.name);
    expect(request.chars).toBeLessThan(REQUEST_MAX_CHARS);
  });
});
