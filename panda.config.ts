/**
 * The storefront's styles, compiled at build time into one static stylesheet (Panda CSS with
 * Chakra's own preset: the same tokens, recipes and names the back office's Chakra UI uses), so a
 * shopper's phone computes no styles while React renders. `npm install` generates
 * `src/styled-system/` from this file (`panda codegen`); Vite's PostCSS step writes the CSS the
 * code uses into `src/theme/panda.css`.
 *
 * No JSX factory (`jsxFramework` unset): components take class names from `css()`, the patterns
 * and the recipes, called as functions. Panda would otherwise read Chakra's `<Box p="4">` and
 * `<Button>` as its own and emit their CSS (35 KiB nobody uses while both live side by side).
 *
 * While pages move over from Chakra, both run on the same page: Panda's layers are renamed and
 * ordered after Chakra's in `panda.css`, so Panda's rules win over Chakra's reset and recipes
 * (Chakra's style props, unlayered, still win where both style one element), Panda's reset stays
 * off and so do the preset's global styles, which Chakra's provider already sets.
 */
import chakraPreset from "@chakra-ui/panda-preset";
import { defineConfig, definePreset } from "@pandacss/dev";
import { brandColors, brandFonts, brandKeyframes, brandSemanticColors } from "./src/theme/brand.ts";
import { lightOnly, withoutUnusedPalettes } from "./src/theme/prune-tokens.ts";

// Every token becomes a CSS variable in the render-blocking stylesheet, used or not: the preset
// goes without the palettes no screen names and without dark values, as the Chakra system does.
const { globalCss: _chakraGlobals, theme, ...chakraTheme } = chakraPreset;
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
  globalCss: { html: { colorPalette: "gray" } },
  preflight: false,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [
    "./src/styled-system/**",
    "./src/**/*.d.ts",
    "./src/**/*.test.{ts,tsx}",
    "./src/admin/**",
  ],
  outdir: "src/styled-system",
  layers: {
    reset: "shop-reset",
    base: "shop-base",
    tokens: "shop-tokens",
    recipes: "shop-recipes",
    utilities: "shop-utilities",
  },
  strictTokens: true,
  theme: {
    extend: {
      tokens: { colors: brandColors, fonts: brandFonts },
      semanticTokens: { colors: brandSemanticColors },
      keyframes: brandKeyframes,
    },
  },
});
