import { RECIPES, withRecipe, type ElementProps, type HeadingVariants } from "./recipe-class.ts";

export interface HeadingProps extends ElementProps<"h2">, HeadingVariants {
  as?: "h1" | "h2" | "h3" | "h4" | "p";
}

/** Chakra's heading: an `h2` in the heading font unless `as` says otherwise, sized by `size`. */
export function Heading({ as: Element = "h2", ...props }: HeadingProps) {
  return <Element {...withRecipe(RECIPES.heading, props)} />;
}
