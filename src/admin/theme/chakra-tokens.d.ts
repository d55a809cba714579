/** Chakra's default tokens as the back office uses them: see `chakraTokens()` in vite.config.ts. */
declare module "virtual:chakra-tokens" {
  export const tokens: typeof import("@chakra-ui/react/theme").tokens;
  export const semanticTokens: typeof import("@chakra-ui/react/theme").semanticTokens;
}
