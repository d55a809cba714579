import { RECIPES, withRecipe, type ElementProps, type SeparatorVariants } from "./recipe-class.ts";

/** Chakra's separator: a thin rule between sections. */
export function Separator(props: ElementProps<"hr"> & SeparatorVariants) {
  return <hr {...withRecipe(RECIPES.separator, props)} />;
}
