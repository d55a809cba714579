import { RECIPES, withRecipe, type ElementProps, type SpinnerVariants } from "./recipe-class.ts";

/** Chakra's spinner: a ring that turns, in the current colour. */
export function Spinner(props: ElementProps<"span"> & SpinnerVariants) {
  return <span {...withRecipe(RECIPES.spinner, props)} />;
}
