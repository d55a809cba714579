// Lint gates: TypeScript rules, React hooks, accessibility, and the architecture's boundaries.
// The app's layers import one way only: domain → lib (and the shared components, stores, theme,
// copy) → features → app. A feature never imports another feature: the routes and layouts in
// src/app compose them, passing one into another through props or slots.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const firebaseImports = {
  regex: "^@?firebase(/|$)",
  message: "Solo src/lib/firebase usa el SDK de Firebase.",
};

/** Every feature folder: `src/features/<name>`, and each `src/features/admin/<name>`. */
function featureFolders() {
  const inside = (folder) =>
    readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  return inside("./src/features/").flatMap((name) =>
    name === "admin" ? inside("./src/features/admin/").map((inner) => `admin/${inner}`) : [name],
  );
}

const SHARED_LAYERS = ["lib", "components", "stores", "theme", "i18n", "testing"];

const layerZones = [
  {
    target: "./src/domain",
    from: "./src",
    except: ["./domain"],
    message: "El dominio es puro: no importa nada de la app.",
  },
  ...SHARED_LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ["./src/features", "./src/app"],
    message: "Las capas compartidas no importan features ni rutas.",
  })),
  {
    target: "./src/features",
    from: "./src/app",
    message: "Las features no importan rutas; las rutas componen features.",
  },
  ...featureFolders().map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Una feature no importa otra: compón ambas en src/app (props o slots).",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-server",
      "functions/lib",
      "functions/node_modules",
      ".cache",
      ".emulator-data",
      "coverage",
      "tests/lint/fixtures",
      "src/styled-system",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "functions/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Parse the imported TypeScript files too: the cycle check walks the graph through them.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.app.json", "tsconfig.node.json", "functions/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Packages cannot import this code back, so no cycle passes through them; not walking their
      // files takes the rule from ~22 s to ~3 s.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [firebaseImports] }],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/lib/firebase/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The shared domain runs in the browser and in Cloud Functions: it imports zod, the phone
    // number parser and itself only (its tests may also use the test tools). Both packages are
    // dependencies of the app and of functions/, at the same version.
    files: ["src/domain/**"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|libphonenumber-js/min$|\\.\\.?/)",
              message:
                "El dominio es puro y compartido con functions: solo zod, libphonenumber-js/min e imports relativos.",
            },
          ],
        },
      ],
    },
  },
);
