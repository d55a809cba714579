/**
 * Which Chakra recipes a set of source files needs. A Chakra component whose recipe is missing from
 * the system renders unstyled without any error, so the theme and build tests read the components
 * the files import and look their recipe keys up in Chakra's own build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defaultConfig, type SystemContext } from "@chakra-ui/react";

const COMPONENTS_DIR = path.resolve("node_modules/@chakra-ui/react/dist/esm/components");

export function importedChakraNames(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import \{([^}]*)\} from "@chakra-ui\/react"/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!;
      if (name) names.push(name);
    }
  }
  return names;
}

/** Component export name → recipe keys its folder in Chakra's build asks for. */
function recipeKeysByExport(): Map<string, string[]> {
  const byExport = new Map<string, string[]>();
  for (const folder of readdirSync(COMPONENTS_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(COMPONENTS_DIR, folder.name);
    const files = readdirSync(dir).filter((file) => file.endsWith(".js"));
    const keys = files.flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), "utf8").matchAll(
          /(?:RecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"(\w+)"/g,
        ),
      ].map((match) => match[1]!),
    );
    if (!files.includes("index.js")) continue;
    const index = readFileSync(path.join(dir, "index.js"), "utf8");
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

/** The components these sources import whose recipes (those Chakra defines) `system` lacks. */
export function componentsWithoutRecipes(
  sources: string[],
  system: SystemContext,
): { name: string; key: string }[] {
  const byExport = recipeKeysByExport();
  const defined = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  const names = new Set(sources.flatMap(importedChakraNames));
  return [...names]
    .flatMap((name) => (byExport.get(name) ?? []).map((key) => ({ name, key })))
    .filter(({ key }) => key in defined && !system.getRecipe(key) && !system.getSlotRecipe(key));
}
