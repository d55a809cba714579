import { describe, expect, it } from "vitest";
import type { Product } from "./product.ts";
import { makeProduct } from "../testing/make-product.ts";
import { relatedProducts } from "./related.ts";

// The reference piece: a $20.000 collar of the Luna collection, so the price band is $16.000–$24.000.
const piece = makeProduct({ name: "Collar Luna", productType: "collar", collection: "Luna", price: 20000 });

const lunaCollar = (price = 90000) => makeProduct({ productType: "collar", collection: "Luna", price });
const lunaAro = (price = 20000) => makeProduct({ productType: "aro", collection: "Luna", price });
const collar = (price: number) => makeProduct({ productType: "collar", collection: "Sol", price });
const aro = (price: number) => makeProduct({ productType: "aro", collection: "Sol", price });

const ids = (products: Product[]) => products.map((product) => product.id);

describe("relatedProducts", () => {
  it("step 1: same collection and type, excluding the piece itself, in catalog order", () => {
    const [a, b, c, d] = [lunaCollar(), lunaCollar(), lunaCollar(), lunaCollar()];
    const catalog = [collar(20000), piece, a!, lunaAro(), b!, c!, d!];
    expect(ids(relatedProducts(piece, catalog))).toEqual(ids([a!, b!, c!]));
  });

  it("step 1 is used with exactly 3 matches", () => {
    const trio = [lunaCollar(), lunaCollar(), lunaCollar()];
    const catalog = [collar(20000), collar(20000), collar(20000), ...trio, piece];
    expect(ids(relatedProducts(piece, catalog))).toEqual(ids(trio));
  });

  it("step 2: with fewer than 3 in the collection, same type within 0.8x–1.2x of the price (edges included)", () => {
    const [low, lunaInBand, high] = [collar(16000), lunaCollar(17000), collar(24000)];
    // Only 2 Luna collars: the one in the band comes back through step 2, in its catalog position.
    const catalog = [lunaCollar(), collar(15999), aro(20000), low!, collar(24001), lunaInBand!, high!];
    expect(ids(relatedProducts(piece, catalog))).toEqual(ids([low!, lunaInBand!, high!]));
  });

  it("step 3: with fewer than 3 of the same type in the band, any product within the band", () => {
    const [aroA, collarB, aroC] = [aro(18000), collar(22000), aro(24000)];
    const catalog = [lunaCollar(), aro(30000), aroA!, piece, collar(50000), collarB!, aroC!, lunaAro(12000)];
    expect(ids(relatedProducts(piece, catalog))).toEqual(ids([aroA!, collarB!, aroC!]));
  });

  it("last resort: any other products, in catalog order", () => {
    const catalog = [piece, collar(5000), aro(90000), lunaCollar(), aro(19000), collar(21000)];
    expect(ids(relatedProducts(piece, catalog))).toEqual(ids(catalog.slice(1, 4)));
  });

  it("does not group products without a collection", () => {
    const loose = makeProduct({ productType: "collar", collection: null, price: 20000 });
    const others = [1, 2, 3].map(() =>
      makeProduct({ productType: "collar", collection: null, price: 90000 }),
    );
    const inBand = [aro(19000), aro(20000), aro(21000)];
    expect(ids(relatedProducts(loose, [...others, ...inBand]))).toEqual(ids(inBand));
  });

  it("takes the first 4 of the chosen rule and shows `shown` of them", () => {
    const five = [lunaCollar(), lunaCollar(), lunaCollar(), lunaCollar(), lunaCollar()];
    expect(ids(relatedProducts(piece, five, 10))).toEqual(ids(five.slice(0, 4)));
    expect(ids(relatedProducts(piece, five, 1))).toEqual(ids(five.slice(0, 1)));
    expect(relatedProducts(piece, five)).toHaveLength(3);
  });

  it("returns what there is in a tiny catalog", () => {
    const other = aro(90000);
    expect(relatedProducts(piece, [piece, other])).toEqual([other]);
    expect(relatedProducts(piece, [piece])).toEqual([]);
  });
});
