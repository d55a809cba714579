/**
 * The shop's system carries only the recipes it uses (a smaller first paint). A Chakra component
 * whose recipe is missing renders unstyled without any error, so this test reads every Chakra
 * import in `src/` and checks that the recipes those components ask for are in the system.
 */
import { defaultConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { system } from "./system.ts";

const appSources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.*"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const chakraComponentSources = import.meta.glob<string>(
  "/node_modules/@chakra-ui/react/dist/esm/components/*/*.js",
  { query: "?raw", import: "default", eager: true },
);

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const code of Object.values(appSources)) {
    for (const match of code.matchAll(/import \{([^}]*)\} from "@chakra-ui\/react"/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Component export name → recipe keys its folder in Chakra's build asks for. */
function recipeKeysByExport(): Map<string, string[]> {
  const folders = new Map<string, { keys: string[]; index: string }>();
  for (const [file, code] of Object.entries(chakraComponentSources)) {
    const [folder, name] = file.split("/").slice(-2) as [string, string];
    const entry = folders.get(folder) ?? { keys: [], index: "" };
    for (const match of code.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"(\w+)"/g)) {
      entry.keys.push(match[1]!);
    }
    if (name === "index.js") entry.index = code;
    folders.set(folder, entry);
  }
  const byExport = new Map<string, string[]>();
  for (const { keys, index } of folders.values()) {
    for (const match of index.matchAll(/export \{([^}]*)\}/g)) {
      for (const part of match[1]!.split(","))
        byExport.set(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
          keys,
        );
    }
  }
  return byExport;
}

describe("shop system", () => {
  it("has a recipe for every Chakra component the app imports", () => {
    const byExport = recipeKeysByExport();
    const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const needed = [...importedChakraNames()]
      .flatMap((name) => (byExport.get(name) ?? []).map((key) => ({ name, key })))
      .filter(({ key }) => key in known);
    expect(needed.map(({ name }) => name)).toEqual(expect.arrayContaining(["Button", "Drawer", "Toast"]));

    const missing = needed.filter(({ key }) => !system.getRecipe(key) && !system.getSlotRecipe(key));
    expect(missing).toEqual([]);
  });
});
