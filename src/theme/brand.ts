/**
 * The brand, written once: warm neutrals, a deep bronze accent and a serif display face, so the
 * stones' own colors are what stands out. Contrast of text tokens on `bg` is at least 4.5:1.
 *
 * Plain token data in the `{ value }` form Chakra v3 and Panda share: the back office's Chakra
 * system (`system.ts`) and the storefront's static stylesheet (`panda.config.ts`) both build from
 * it. No imports: Panda bundles its config on its own.
 */

// Each brand font, then system fonts sized to take its room (the fallback faces in fonts.css).
export const brandFonts = {
  heading: {
    value:
      "'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', 'Cormorant Garamond Fallback Android', 'Cormorant Garamond', Georgia, serif",
  },
  body: {
    value:
      "'Jost Variable', 'Jost Fallback', 'Jost Fallback Android', Jost, system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
};

export const brandColors = {
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
};

export const brandSemanticColors = {
  bg: {
    DEFAULT: { value: "{colors.sand.100}" },
    panel: { value: "{colors.sand.50}" },
    muted: { value: "{colors.sand.200}" },
  },
  fg: { DEFAULT: { value: "{colors.sand.900}" }, muted: { value: "{colors.sand.700}" } },
  border: { DEFAULT: { value: "{colors.sand.300}" } },
  // What recipes read through `colorPalette: "brand"`. `border` is left to the page's default
  // palette (gray), as the shop has always drawn outline buttons.
  brand: {
    solid: { value: "{colors.brand.700}" },
    contrast: { value: "{colors.sand.50}" },
    fg: { value: "{colors.brand.700}" },
    muted: { value: "{colors.brand.100}" },
    subtle: { value: "{colors.brand.50}" },
    emphasized: { value: "{colors.brand.200}" },
    focusRing: { value: "{colors.brand.500}" },
  },
};

export const brandKeyframes = {
  // The cart badge's 600 ms pulse when its count changes (spec: animations).
  badgeBounce: {
    "0%, 100%": { transform: "scale(1)" },
    "30%": { transform: "scale(1.45)" },
    "60%": { transform: "scale(0.9)" },
  },
};
