/**
 * Trimming Chakra's default tokens to what the shop uses, on the plain config objects before
 * `createSystem`, so Chakra's own code stays untouched.
 */

/** Chakra's palettes that no screen of the shop names. */
const UNUSED_PALETTES = new Set(["yellow", "teal", "blue", "cyan", "purple", "pink"]);

export const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Semantic tokens with only their light value. The shop has one color scheme (no dark class is
 * ever set), so the `_dark` variants would be CSS nobody matches.
 */
export function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== "object") return tokens;
  const { value } = tokens as { value?: { _light?: unknown } };
  if (value?._light !== undefined) return { ...tokens, value: value._light };
  return Object.fromEntries(Object.entries(tokens).map(([key, child]) => [key, lightOnly(child)])) as T;
}
