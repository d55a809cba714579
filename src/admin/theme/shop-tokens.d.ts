/** Chakra's default tokens as the shop uses them: see `shopTokens()` in vite.config.ts. */
declare module "virtual:shop-tokens" {
  export const tokens: typeof import("@chakra-ui/react/theme").tokens;
  export const semanticTokens: typeof import("@chakra-ui/react/theme").semanticTokens;
}
