// Lint gates: TypeScript rules, React hooks, and the architecture's import boundaries
// (domain is pure; only src/lib/firebase touches the Firebase SDK; features do not import routes).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const firebaseImports = {
  regex: "^@?firebase(/|$)",
  message: "Solo src/lib/firebase usa el SDK de Firebase.",
};

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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [firebaseImports] }],
    },
  },
  {
    files: ["src/lib/firebase/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The shared domain runs in the browser and in Cloud Functions: no UI, no SDKs, no Node APIs.
    files: ["src/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            firebaseImports,
            {
              regex: "^(react|react-dom|react-router-dom|@chakra-ui/.*|node:.*|@/.*)$",
              message: "El dominio es puro y compartido con functions.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            firebaseImports,
            { group: ["@/app/*"], message: "Las features no importan rutas; las rutas componen features." },
          ],
        },
      ],
    },
  },
);
