/**
 * The storefront's styles, compiled at build time into one static stylesheet (Panda CSS with
 * Chakra's own preset: the same tokens, recipes and names the back office's Chakra UI uses), so a
 * shopper's phone computes no styles while React renders. `npm install` generates
 * `src/styled-system/` from this file (`panda codegen`); Vite's PostCSS step writes the CSS the
 * code uses into `src/theme/panda.css`.
 *
 * Only src/shop and src/app are read: the back office keeps Chakra UI, whose `<Box p="4">` and
 * `<Button>` Panda would otherwise take for its own and emit CSS for.
 *
 * The stylesheet also loads on the back office's pages, beside Chakra's runtime styles. Panda's
 * layers are renamed (`panda.css` orders them): its reset and global styles come before Chakra's
 * layers, so Chakra's win on the back office; its recipes and utilities come after, and only
 * elements that carry their class names use them.
 */
import chakraPreset from "@chakra-ui/panda-preset";
import { defineConfig, definePreset, defineRecipe, defineTextStyles } from "@pandacss/dev";
import { brandColors, brandFonts, brandKeyframes, brandSemanticColors } from "./src/theme/brand.ts";
import { lightOnly, withoutUnusedPalettes } from "./src/theme/prune-tokens.ts";

// The shop's own looks, named once (as Park UI keeps its looks in its preset): a heading's look is
// a text style, not a font, size and weight written out by hand.
const shopTextStyles = defineTextStyles({
  pageTitle: {
    description: "A page's title: the display face, 4xl on phones, 5xl from md",
    value: {
      fontFamily: "heading",
      fontWeight: "medium",
      fontSize: { base: "4xl", md: "5xl" },
      lineHeight: "1.1",
    },
  },
  sectionTitle: {
    description: "A section's title on a page (h2): 2xl on phones, 3xl from md",
    value: {
      fontFamily: "heading",
      fontWeight: "medium",
      fontSize: { base: "2xl", md: "3xl" },
      lineHeight: "1.2",
    },
  },
  panelTitle: {
    description: "The title of a panel or drawer, or of a part of a page's result: 2xl",
    value: { fontFamily: "heading", fontWeight: "medium", fontSize: "2xl", lineHeight: "1.25" },
  },
  statement: {
    description: "A sentence set in the display face between sections (the manifesto's quotes)",
    value: { fontFamily: "heading", fontSize: { base: "2xl", md: "3xl" }, lineHeight: "1.35" },
  },
  eyebrow: {
    description: "The small spaced capitals over a title or a value",
    value: { fontSize: "xs", letterSpacing: "widest", textTransform: "uppercase" },
  },
});

/** A piece's photo beside its line (cart, drawer, order): portrait, rounded, muted until it loads. */
const thumbnail = defineRecipe({
  className: "thumbnail",
  description: "A piece's portrait photo in a list line; the img inside fills it",
  base: {
    flexShrink: "0",
    aspectRatio: "portrait",
    rounded: "md",
    overflow: "hidden",
    bg: "bg.muted",
    "& > img": { w: "full", h: "full", objectFit: "cover" },
  },
  variants: {
    size: {
      sm: { w: "14" },
      md: { w: "20" },
      lg: { w: { base: "24", md: "28" } },
    },
  },
  defaultVariants: { size: "md" },
});

// Every token becomes a CSS variable in the render-blocking stylesheet, used or not: the preset
// goes without the palettes no screen names and without dark values, as the Chakra system does.
const { theme, ...chakraTheme } = chakraPreset;
const shopTheme = {
  ...theme,
  tokens: { ...theme!.tokens, colors: withoutUnusedPalettes(theme!.tokens!.colors!) },
  semanticTokens: lightOnly({
    ...theme!.semanticTokens,
    colors: withoutUnusedPalettes(theme!.semanticTokens!.colors!),
  }),
};

export default defineConfig({
  presets: [definePreset({ ...chakraTheme, theme: shopTheme })],
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "body" },
    "::selection": { bg: "brand.200" },
  },
  preflight: true,
  jsxFramework: "react",
  include: ["./src/shop/**/*.{ts,tsx}", "./src/app/**/*.{ts,tsx}"],
  exclude: ["./src/**/*.test.{ts,tsx}"],
  outdir: "src/styled-system",
  layers: {
    reset: "shop-reset",
    base: "shop-base",
    tokens: "shop-tokens",
    recipes: "shop-recipes",
    utilities: "shop-utilities",
  },
  strictTokens: true,
  // Slot recipes reach the parts through a style context (src/shop/components/ui), where Panda
  // cannot see which variants a page asks for: each variant in use is listed here.
  staticCss: {
    recipes: {
      accordion: [{ variant: ["plain"], size: ["md"] }],
      breadcrumb: [{ size: ["sm"], variant: ["plain"] }],
      // IconButton and CloseButton pass their size and variant on (a stepper's size is a prop).
      button: [{ size: ["xs", "sm"], variant: ["ghost"] }],
      carousel: ["*"],
      dialog: [{ placement: ["top", "center"], size: ["sm", "md", "lg"], scrollBehavior: ["outside"] }],
      drawer: [{ placement: ["end", "top"], size: ["sm", "full"], responsive: true }],
      field: [{ orientation: ["vertical"] }],
      toast: ["*"],
    },
  },
  // Chakra's stacks: a column with a 0.5rem gap unless told otherwise (the preset's have no
  // defaults, so a bare Stack would lay out as a row).
  patterns: {
    extend: {
      stack: {
        transform: ({ direction = "column", gap = "2", align, justify, ...rest }) => ({
          display: "flex",
          flexDirection: direction,
          alignItems: align,
          justifyContent: justify,
          gap,
          ...rest,
        }),
      },
      hstack: {
        transform: ({ gap = "2", justify, ...rest }) => ({
          display: "flex",
          alignItems: "center",
          justifyContent: justify,
          gap,
          flexDirection: "row",
          ...rest,
        }),
      },
      vstack: {
        transform: ({ gap = "2", justify, ...rest }) => ({
          display: "flex",
          alignItems: "center",
          justifyContent: justify,
          gap,
          flexDirection: "column",
          ...rest,
        }),
      },
    },
  },
  theme: {
    extend: {
      // Chakra's spacing has no zero; `p="0"` reads better than the escape `p="[0]"`.
      tokens: { colors: brandColors, fonts: brandFonts, spacing: { 0: { value: "0" } } },
      semanticTokens: { colors: brandSemanticColors },
      keyframes: brandKeyframes,
      // The shop's icon and close buttons (src/shop/components/ui) take the button recipe's props:
      // Panda reads their variants too.
      recipes: { button: { jsx: ["Button", "IconButton", "CloseButton"] }, thumbnail },
      textStyles: shopTextStyles,
    },
  },
});
