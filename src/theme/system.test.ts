/**
 * The shop's systems carry only the recipes the app uses (a smaller first paint), and a Chakra
 * component without its recipe renders unstyled without any error: every component the app
 * imports must find its recipe in the full system. (The build test checks the home route against
 * the first-paint system.)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { componentsWithoutRecipes, importedChakraNames } from "../../tests/support/chakra-recipes.ts";
import { fullSystem } from "./full-system.ts";

const appSources = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
  .map((file) => readFileSync(path.join("src", file), "utf8"));

describe("shop system", () => {
  it("has a recipe for every Chakra component the app imports", () => {
    expect(appSources.flatMap(importedChakraNames)).toEqual(
      expect.arrayContaining(["Button", "Drawer", "Toaster"]),
    );
    expect(componentsWithoutRecipes(appSources, fullSystem)).toEqual([]);
  });
});
