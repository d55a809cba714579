import { RECIPES, withRecipe, type ElementProps, type KbdVariants } from "./recipe-class.ts";

/** Chakra's keyboard key, for a shortcut such as Ctrl K. */
export function Kbd(props: ElementProps<"kbd"> & KbdVariants) {
  return <kbd {...withRecipe(RECIPES.kbd, props)} />;
}
