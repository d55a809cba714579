import { RECIPES, withRecipe, type ElementProps, type BadgeVariants } from "./recipe-class.ts";

/** Chakra's badge: a small label in a tinted pill. */
export function Badge(props: ElementProps<"span"> & BadgeVariants) {
  return <span {...withRecipe(RECIPES.badge, props)} />;
}
