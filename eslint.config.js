// Lint gates: TypeScript rules, React hooks, accessibility, and the architecture's boundaries.
// Two apps sit over one core: src/shop (what a shopper's phone loads, styled statically with
// Panda and Ark UI) and src/admin (the back office, on Chakra UI). Both import the core
// (src/domain, src/lib, src/theme, src/i18n, src/testing) and never each other; only src/app, the
// root that routes between them, sees both. What one app alone uses lives in that app (its
// stores and browser helpers in src/shop/stores and src/shop/lib), or, when it speaks to
// Firebase, in src/lib/firebase/shop or src/lib/firebase/admin, which only that app imports
// (tests/lint/core-shared.test.ts checks that the rest of the core serves both). Inside each app the layers import one
// way: components → features → layout and routes, and a feature never imports another feature.
// Outside src/, functions, tools and tests keep one direction too (repositoryZones below).
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

const runtimeStyleImports = {
  regex: "^(@chakra-ui/react|@emotion/)",
  message:
    "La tienda no usa estilos en tiempo de ejecución: Panda (@/styled-system) y Ark UI (@ark-ui/react/*).",
};

const APPS = ["shop", "admin"];
const CORE = ["domain", "lib", "theme", "i18n", "testing"];

/** The Firebase access of one app alone: src/lib/firebase/<app>. */
const appFirebase = (app) => `./src/lib/firebase/${app}`;

/** The feature folders of one app: `src/<app>/features/<name>`. */
const featureFolders = (app) =>
  readdirSync(new URL(`./src/${app}/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const layerZones = [
  {
    target: "./src/domain",
    from: "./src",
    except: ["./domain"],
    message: "El dominio es puro: no importa nada de la app.",
  },
  {
    // The shared core stays shared: it may not lean on one app's Firebase access.
    target: [
      "./src/lib/browser",
      "./src/lib/persistence",
      "./src/lib/storefront",
      "./src/lib/ui",
      "./src/lib/firebase/*.ts",
    ],
    from: APPS.map(appFirebase),
    message: "El núcleo sirve a ambas apps: no importa src/lib/firebase/shop ni src/lib/firebase/admin.",
  },
  ...CORE.map((layer) => ({
    target: `./src/${layer}`,
    from: ["./src/shop", "./src/admin", "./src/app"],
    message: "El núcleo compartido no importa la tienda, el back office ni el enrutador.",
  })),
  ...APPS.flatMap((app) => [
    {
      target: `./src/${app}`,
      from: ["./src/app", ...APPS.filter((other) => other !== app).map((other) => `./src/${other}`)],
      message:
        "La tienda y el back office no se importan entre sí: lo común baja al núcleo (src/domain, src/lib…).",
    },
    {
      target: `./src/${app}/components`,
      from: [`./src/${app}/features`, `./src/${app}/routes`, `./src/${app}/layout`],
      message: "Los componentes compartidos no importan features, rutas ni layouts.",
    },
    {
      target: `./src/${app}/features`,
      from: [`./src/${app}/routes`, `./src/${app}/layout`],
      message: "Las features no importan rutas; las rutas componen features.",
    },
    {
      // The app's own state and browser helpers sit under its components, like the core does.
      target: [`./src/${app}/stores`, `./src/${app}/lib`],
      from: [
        `./src/${app}/components`,
        `./src/${app}/features`,
        `./src/${app}/routes`,
        `./src/${app}/layout`,
      ],
      message: "El estado y las ayudas propias de una app no importan sus componentes, features ni rutas.",
    },
    {
      target: [`./src/${app}`, appFirebase(app)],
      from: APPS.filter((other) => other !== app).map(appFirebase),
      message: "src/lib/firebase/<app> es el acceso a Firebase de esa app sola: la otra no lo importa.",
    },
    ...featureFolders(app).map((feature) => ({
      target: `./src/${app}/features/${feature}`,
      from: `./src/${app}/features`,
      except: [`./${feature}`],
      message: "Una feature no importa otra: compón ambas en una ruta o un layout (props o slots).",
    })),
  ]),
];

/**
 * Beyond src/: the functions import only the domain and themselves; the app imports none of
 * functions, tools or tests; tools never import tests (the helpers both use, such as the browser
 * and the emulator launcher, live in tools/ and tests import them), and take from functions only
 * the code the emulators do not run for them.
 */
const repositoryZones = [
  {
    target: "./functions/src",
    from: "./src",
    except: ["./domain"],
    message: "functions/src importa solo el dominio (@domain) y sus propios módulos.",
  },
  {
    target: "./functions/src",
    from: ["./tools", "./tests"],
    message: "functions/src importa solo el dominio (@domain) y sus propios módulos.",
  },
  {
    target: "./src",
    from: ["./functions", "./tools", "./tests"],
    message: "La app no importa functions, tools ni tests: lo que comparten vive en src/domain.",
  },
  {
    target: "./tools",
    from: "./tests",
    message: "tools no importa tests: los ayudantes que ambos usan viven en tools/ y los tests los importan.",
  },
  {
    target: "./tools",
    from: "./functions/src",
    // The seed makes photo variants as the storage trigger would, the Fintoc stand-in signs its
    // webhooks, the launcher marks unset secrets, and `npm start` runs the hold sweep the
    // emulators do not schedule.
    except: [
      "./storage/resize-variants.ts",
      "./payments/fintoc-signature.ts",
      "./firebase/secret-unset.ts",
      "./orders/expire-holds.ts",
    ],
    message: "tools usa de functions solo lo que los emuladores no corren (ver eslint.config.js).",
  },
  {
    target: "./tools",
    from: "./src",
    except: ["./domain", "./styled-system"],
    message: "tools usa de la app solo el dominio (@domain).",
  },
];

/**
 * A page's address is built from its route's name (`href("cart")`, `adminHref("orders")`), never
 * written out: these selectors refuse a string or template starting with "/" where a link goes (a
 * JSX `to` or `href`, a `{ to: … }` entry, `navigate(…)`'s argument). A path ending in a file's
 * extension ("/icons/icon-192.png") is a static file, not a page, and passes. ("\u002F" is "/":
 * esquery's regular expressions cannot hold a slash.)
 */
const ROUTE_LOOKING = String.raw`/^\u002F(?![^?#]*\.\w+([?#].*)?$)/`;
const linkTargets = ["JSXAttribute[name.name=/^(to|href)$/]", "Property[key.name=/^(to|href)$/]"];
const handWrittenLinks = [
  ...linkTargets.flatMap((target) => [
    `${target} > Literal[value=${ROUTE_LOOKING}]`,
    `${target} > JSXExpressionContainer > Literal[value=${ROUTE_LOOKING}]`,
    `${target} > TemplateLiteral[quasis.0.value.raw=${ROUTE_LOOKING}]`,
    `${target} > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=${ROUTE_LOOKING}]`,
  ]),
  `CallExpression[callee.name="navigate"] > Literal.arguments:first-child[value=${ROUTE_LOOKING}]`,
  `CallExpression[callee.name="navigate"] > TemplateLiteral.arguments:first-child[quasis.0.value.raw=${ROUTE_LOOKING}]`,
].map((selector) => ({
  selector,
  message:
    "Un enlace se arma con el nombre de su ruta: href(…) de @domain/shop-paths.ts en la tienda, adminHref(…) de src/domain/admin-paths.ts en el back office.",
}));

/** How import-x resolves the project's aliases and TypeScript files. */
const importSettings = {
  // Parse the imported TypeScript files too: the cycle check walks the graph through them.
  "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
  "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
  "import-x/resolver-next": [
    createTypeScriptImportResolver({
      project: ["tsconfig.app.json", "tsconfig.node.json", "functions/tsconfig.json"],
      noWarnOnMultipleProjects: true,
    }),
  ],
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
    settings: importSettings,
    rules: {
      // Packages cannot import this code back, so no cycle passes through them; not walking their
      // files takes the rule from ~22 s to ~3 s.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...repositoryZones] }],
    },
  },
  {
    files: ["tools/**/*.ts", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: repositoryZones }],
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
    files: ["src/shop/**/*.{ts,tsx}", "src/admin/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}"],
    // Tests may write the address a person would see.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...handWrittenLinks] },
  },
  {
    // The shop's pages are styled at build time: no Chakra UI or Emotion in anything they load.
    files: ["src/shop/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [firebaseImports, runtimeStyleImports] }] },
  },

  {
    // The shared domain runs in the browser and in Cloud Functions: it imports zod, the phone
    // number parser and itself only (its tests may also use the test tools). Both packages are
    // dependencies of the app and of functions/, at the same version.
    files: ["src/domain/**"],
    // Tests and their helpers (builders, feed readers) never ship.
    ignores: ["src/domain/**/*.test.ts", "src/domain/testing/**"],
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
