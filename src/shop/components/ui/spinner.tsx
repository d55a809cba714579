import type { ComponentProps } from "react";
import { RECIPES, withRecipe, type SpinnerVariants } from "./recipe-class.ts";

/** Chakra's spinner: a ring that turns, in the current colour. */
export function Spinner(props: ComponentProps<"span"> & SpinnerVariants) {
  return <span {...withRecipe(RECIPES.spinner, props)} />;
}
