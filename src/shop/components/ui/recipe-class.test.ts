import { describe, expect, it } from "vitest";
import * as panda from "@/styled-system/recipes";
import type { ComponentProps } from "react";
import { RECIPES, recipeClass, withRecipe, type ButtonVariants, type Recipe } from "./recipe-class.ts";

interface PandaRecipe {
  (variants?: Record<string, unknown>): string;
  variantMap: Record<string, string[]>;
  getVariantProps: (variants?: Record<string, unknown>) => Record<string, unknown>;
}

describe.each(Object.entries(RECIPES))("the %s recipe", (name, typed) => {
  const recipe = typed as Recipe<Record<string, string | boolean>>;
  const own = (panda as unknown as Record<string, PandaRecipe>)[name]!;

  it("has the preset's variants and defaults", () => {
    const { [name]: _ignored, ...defaults } = own.getVariantProps();
    expect(recipe.defaults).toEqual(defaults);
    expect(Object.keys(recipe.defaults).sort()).toEqual(Object.keys(own.variantMap).sort());
  });

  it("names the classes as Panda does, for every value of every variant", () => {
    expect(recipeClass(recipe, {})).toBe(own({}));
    for (const [variant, values] of Object.entries(own.variantMap))
      for (const value of values) {
        const given = value === "true" ? true : value === "false" ? false : value;
        expect(recipeClass(recipe, { [variant]: given })).toBe(own({ [variant]: given }));
      }
  });
});

describe("withRecipe", () => {
  it("takes the variants out of the props and puts the recipe's classes before the element's", () => {
    const given: ComponentProps<"button"> & ButtonVariants = {
      variant: "ghost",
      size: "sm",
      className: "mt_4",
      "aria-label": "Cerrar",
    };
    const props = withRecipe(RECIPES.button, given);
    expect(props).toEqual({
      className: `${panda.button({ variant: "ghost", size: "sm" })} mt_4`,
      "aria-label": "Cerrar",
    });
  });
});
