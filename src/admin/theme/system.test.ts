/**
 * The back office's system carries only the recipes it uses, and a Chakra component without its
 * recipe renders unstyled without any error: every Chakra component imported must find its recipe.
 * The palettes are pruned for both apps (prune-tokens.ts), so those checks read all of src.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { componentsWithoutRecipes, importedChakraNames } from "../testing/chakra-recipes.ts";
import { adminSystem } from "./system.ts";

// Not the generated styled-system/, which lists every token Panda knows.
const appFiles = readdirSync("src", { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !file.startsWith("styled-system"),
);
const appSources = appFiles.map((file) => readFileSync(path.join("src", file), "utf8"));

/** Chakra's palettes that screens name (badges, notices, destructive buttons); see prune-tokens.ts. */
const SHOWN_PALETTES = ["gray", "red", "orange", "green"];

describe("back office system", () => {
  it("has a recipe for every Chakra component the app imports", () => {
    expect(appSources.flatMap(importedChakraNames)).toEqual(
      expect.arrayContaining(["Button", "Drawer", "Toaster"]),
    );
    expect(componentsWithoutRecipes(appSources, adminSystem)).toEqual([]);
  });

  it("keeps every Chakra palette the app names, with light-only semantic colors", () => {
    // The theme itself lists all of Chakra's palettes to drop them.
    const componentSources = appFiles
      .filter((file) => !file.startsWith("theme"))
      .map((file) => readFileSync(path.join("src", file), "utf8"));
    const named = componentSources.flatMap((source) =>
      [
        ...source.matchAll(/"(gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)(?:\.[a-z0-9]+)?"/g),
      ].map((match) => match[1]!),
    );
    expect(new Set(named)).toEqual(new Set(SHOWN_PALETTES));
    for (const palette of [...SHOWN_PALETTES, "brand"]) {
      expect(adminSystem.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
    expect(adminSystem.tokens.getByName("colors.blue.500")).toBeUndefined();
    expect(adminSystem.token("colors.red.solid")).toBe("var(--chakra-colors-red-solid)");
    expect(JSON.stringify(adminSystem.getTokenCss())).not.toContain(".dark");
  });
});
