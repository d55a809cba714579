import type { ComponentProps } from "react";
import { RECIPES, withRecipe, type SeparatorVariants } from "./recipe-class.ts";

/** Chakra's separator: a thin rule between sections. */
export function Separator(props: ComponentProps<"hr"> & SeparatorVariants) {
  return <hr {...withRecipe(RECIPES.separator, props)} />;
}
