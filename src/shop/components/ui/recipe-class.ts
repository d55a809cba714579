/**
 * The class names of the preset's simple recipes (button, heading, badge…), as Panda's runtime
 * writes them: the recipe's own class, then `recipe--variant_value` for each variant, defaults
 * first. Panda's recipe functions and its `styled()` factory compute the same string, but they bring
 * its whole style engine into the entry (about 10 KiB gzipped) for a concatenation.
 *
 * The defaults are the preset's; `recipe-class.test.ts` checks every recipe, variant and value
 * against Panda's own functions. Layout goes in `className`, usually a `css({...})` call with
 * literal arguments, which the build turns into a class string.
 */
import type { ComponentProps, JSX } from "react";
import type {
  BadgeVariantProps,
  ButtonVariantProps,
  HeadingVariantProps,
  KbdVariantProps,
  LinkVariantProps,
  SeparatorVariantProps,
  SkeletonVariantProps,
  SpinnerVariantProps,
} from "@/styled-system/recipes";

/**
 * An element's own props, less HTML's obsolete `color` attribute: `color="brand.solid"` would
 * type-check and reach the DOM instead of styling. Colours go in `className`, like all layout.
 */
export type ElementProps<Tag extends keyof JSX.IntrinsicElements> = Omit<ComponentProps<Tag>, "color">;

/** A recipe's variant props, without Panda's responsive forms, which need its runtime. */
type Plain<Props> = { [Key in keyof Props]?: Extract<Props[Key], string | boolean> };

export type ButtonVariants = Plain<ButtonVariantProps>;
export type HeadingVariants = Plain<HeadingVariantProps>;
export type LinkVariants = Plain<LinkVariantProps>;
export type SkeletonVariants = Plain<SkeletonVariantProps>;
export type SpinnerVariants = Plain<SpinnerVariantProps>;
export type BadgeVariants = Plain<BadgeVariantProps>;
export type KbdVariants = Plain<KbdVariantProps>;
export type SeparatorVariants = Plain<SeparatorVariantProps>;

export interface Recipe<Variants> {
  name: string;
  /** Every variant of the recipe, with the preset's default value, in the preset's order. */
  defaults: Required<Variants>;
}

const recipe = <Variants>(name: string, defaults: Required<Variants>): Recipe<Variants> => ({
  name,
  defaults,
});

export const RECIPES = {
  button: recipe<ButtonVariants>("button", { size: "md", variant: "solid" }),
  heading: recipe<HeadingVariants>("heading", { size: "xl" }),
  link: recipe<LinkVariants>("link", { variant: "plain" }),
  skeleton: recipe<SkeletonVariants>("skeleton", { variant: "pulse", loading: true }),
  spinner: recipe<SpinnerVariants>("spinner", { size: "md" }),
  badge: recipe<BadgeVariants>("badge", { variant: "subtle", size: "sm" }),
  kbd: recipe<KbdVariants>("kbd", { size: "md", variant: "raised" }),
  separator: recipe<SeparatorVariants>("separator", {
    size: "sm",
    variant: "solid",
    orientation: "horizontal",
  }),
};

/** The recipe's class names for these variants. */
export function recipeClass<Variants extends object>(recipe: Recipe<Variants>, variants: Variants): string {
  const chosen: Record<string, unknown> = { ...recipe.defaults };
  for (const [key, value] of Object.entries(variants)) if (value !== undefined) chosen[key] = value;
  const modifiers = Object.entries(chosen).map(
    ([key, value]) => `${recipe.name}--${key}_${String(value).replaceAll(" ", "_")}`,
  );
  return [recipe.name, ...modifiers].join(" ");
}

/**
 * An element's props with the recipe applied: its variant props taken out and turned into class
 * names, placed before the element's own `className` as Panda's factory places them.
 */
export function withRecipe<Variants extends object, Props extends { className?: string }>(
  recipe: Recipe<Variants>,
  props: Props & Variants,
): Omit<Props, keyof Variants> {
  const rest: Record<string, unknown> = { ...props };
  const variants: Record<string, unknown> = {};
  for (const key of Object.keys(recipe.defaults)) {
    variants[key] = rest[key];
    delete rest[key];
  }
  const own = recipeClass(recipe, variants as Variants);
  rest.className = props.className ? `${own} ${props.className}` : own;
  return rest as Omit<Props, keyof Variants>;
}
