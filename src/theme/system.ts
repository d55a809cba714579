/**
 * The shop's Chakra system: warm neutrals, a deep bronze accent and a serif display face, so the
 * stones' own colors are what stands out. Contrast of text tokens on `bg` is at least 4.5:1.
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
    keyframes: {
      // The cart badge's 600 ms pulse when its count changes (spec: animations).
      badgeBounce: {
        "0%, 100%": { transform: "scale(1)" },
        "30%": { transform: "scale(1.45)" },
        "60%": { transform: "scale(0.9)" },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, serif" },
        body: { value: "'Jost Variable', Jost, system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#fbf5ef" },
          100: { value: "#f3e4d5" },
          200: { value: "#e7c9ad" },
          300: { value: "#d6a883" },
          400: { value: "#c0855d" },
          500: { value: "#a66a44" },
          600: { value: "#8a5335" },
          700: { value: "#6e412b" },
          800: { value: "#523123" },
          900: { value: "#3a231a" },
          950: { value: "#24160f" },
        },
        sand: {
          50: { value: "#fdfbf8" },
          100: { value: "#f7f1ea" },
          200: { value: "#ede3d7" },
          300: { value: "#dccdbb" },
          400: { value: "#bfad98" },
          500: { value: "#9c8a76" },
          600: { value: "#7a6a59" },
          700: { value: "#5c4f42" },
          800: { value: "#3f362e" },
          900: { value: "#2b241f" },
          950: { value: "#1c1714" },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: "{colors.sand.100}" },
          panel: { value: "{colors.sand.50}" },
          muted: { value: "{colors.sand.200}" },
        },
        fg: { DEFAULT: { value: "{colors.sand.900}" }, muted: { value: "{colors.sand.700}" } },
        border: { DEFAULT: { value: "{colors.sand.300}" } },
        brand: {
          solid: { value: "{colors.brand.700}" },
          contrast: { value: "{colors.sand.50}" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
  },
});

export const shopConfig = mergeConfigs(defaultBaseConfig, chakraTheme, shopTheme);

export const firstPaintSystem = createSystem(shopConfig);
