/**
 * The back office's Chakra system, from the brand's tokens (`src/theme/brand.ts`, which the
 * storefront's static stylesheet builds from too). Built from Chakra's base config and default
 * tokens with only the recipes the back office uses: every recipe is JavaScript the admin's
 * phone runs. `system.test.ts` checks that each Chakra component imported has its recipe.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import { semanticTokens, tokens } from "virtual:chakra-tokens";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  switchSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
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
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      carousel: carouselSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const brandTheme = defineConfig({
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

export const adminSystem = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, brandTheme));
