/**
 * The shop's Chakra system, from the brand's tokens (`brand.ts`, which the storefront's static
 * stylesheet builds from too).
 *
 * Built from Chakra's base config and default tokens with only the recipes the app uses, in two
 * steps because every recipe is JavaScript: `firstPaintSystem` has the few the home page paints
 * with; `full-system.ts` adds the rest (overlays, forms, toasts), loaded with any other page or
 * overlay (`active-system.ts`). `system.test.ts` checks the app against the full set, the build
 * test checks the home route against the first-paint set.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import { semanticTokens, tokens } from "virtual:shop-tokens";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
} from "@chakra-ui/react/theme";
import { brandColors, brandFonts, brandKeyframes, brandSemanticColors } from "../../theme/brand.ts";

// The tokens come without six of Chakra's ten palettes and without the dark values of semantic
// tokens (prune-tokens.ts, applied at build time by vite.config.ts): the system builds every token
// on the main thread at load, and without those it builds in half the time, with 43 % less token
// CSS in every page.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // What the home page paints with.
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
});

const shopTheme = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "body" },
    "::selection": { bg: "brand.200" },
  },
  theme: {
    keyframes: brandKeyframes,
    tokens: { fonts: brandFonts, colors: brandColors },
    semanticTokens: { colors: brandSemanticColors },
  },
});

export const shopConfig = mergeConfigs(defaultBaseConfig, chakraTheme, shopTheme);

export const firstPaintSystem = createSystem(shopConfig);
