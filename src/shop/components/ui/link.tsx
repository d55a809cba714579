import { renderAsChild, type AsChildProps } from "./as-child.tsx";
import { RECIPES, withRecipe, type ElementProps, type LinkVariants } from "./recipe-class.ts";

/** Chakra's link; with `asChild`, the look of a link on a router link. */
export function Link(props: ElementProps<"a"> & AsChildProps & LinkVariants) {
  return renderAsChild("a", withRecipe(RECIPES.link, props));
}
