import type { ComponentProps } from "react";
import { renderAsChild, type AsChildProps } from "./as-child.tsx";
import { RECIPES, withRecipe, type LinkVariants } from "./recipe-class.ts";

/** Chakra's link; with `asChild`, the look of a link on a router link. */
export function Link(props: ComponentProps<"a"> & AsChildProps & LinkVariants) {
  return renderAsChild("a", withRecipe(RECIPES.link, props));
}
