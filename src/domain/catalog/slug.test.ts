import { describe, expect, it } from "vitest";
import { normaliseName, productIdFromSlug, productSlug } from "./slug.ts";

const id = "3f2b8c1e-7d4a-4e9b-a1c2-5d6e7f8a9b0c";

describe("product slugs", () => {
  it("normalises names: lowercase, no accents or symbols, single hyphens", () => {
    expect(normaliseName("Collar Ñandú de Ónix  —  Edición #1")).toBe("collar-nandu-de-onix-edicion-1");
    expect(normaliseName("  Aros  Gota -- de Amatista ")).toBe("aros-gota-de-amatista");
  });

  it("joins type, name and id, and reads the id back", () => {
    const slug = productSlug({ id, name: "Aros Gota de Amatista", productType: "aro" });
    expect(slug).toBe(`aro-aros-gota-de-amatista-${id}`);
    expect(productIdFromSlug(slug)).toBe(id);
  });

  it("returns null when the slug has no UUID", () => {
    expect(productIdFromSlug("collar-luna")).toBeNull();
  });
});
