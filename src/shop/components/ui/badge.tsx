import type { ComponentProps } from "react";
import { RECIPES, withRecipe, type BadgeVariants } from "./recipe-class.ts";

/** Chakra's badge: a small label in a tinted pill. */
export function Badge(props: ComponentProps<"span"> & BadgeVariants) {
  return <span {...withRecipe(RECIPES.badge, props)} />;
}
