import type { ComponentProps } from "react";
import { RECIPES, withRecipe, type KbdVariants } from "./recipe-class.ts";

/** Chakra's keyboard key, for a shortcut such as Ctrl K. */
export function Kbd(props: ComponentProps<"kbd"> & KbdVariants) {
  return <kbd {...withRecipe(RECIPES.kbd, props)} />;
}
