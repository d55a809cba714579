import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import pandacss from "@pandacss/dev/postcss";
import type { AcceptedPlugin as PostcssPlugin } from "postcss";
import react from "@vitejs/plugin-react";
import { build } from "esbuild";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { robotsTxt } from "./src/domain/seo/crawl-files.ts";
import { lightOnly, withoutUnusedPalettes } from "./src/theme/prune-tokens.ts";
import {
  ADMIN_ONLY_MODULES,
  SERVICE_WORKER_ROUTES_FILE,
  serviceWorkerRoutesScript,
  shopIcons,
  shopManifest,
  shopServiceWorker,
} from "./tools/pwa/pwa-config.ts";
import {
  adminHtml,
  adminIcons,
  adminManifest,
  ADMIN_HTML_FILE,
  ADMIN_MANIFEST_FILE,
} from "./tools/pwa/admin-app.ts";
import { staticClassNames } from "./tools/panda/static-class-names.ts";
import { deployBuildGuard } from "./tools/deploy/build-guard.ts";
import type { CodeGroup } from "./src/lib/browser/code-preloads.ts";

// `@domain/*` is the shared domain everywhere (app, functions, tools, tests); `@/*` is the app's own.
const alias = {
  "@domain": fileURLToPath(new URL("./src/domain", import.meta.url)),
  "@": fileURLToPath(new URL("./src", import.meta.url)),
};

// What nearly every page paints with: React, the router and the stores. Panda's runtime is not
// among them: the shop's pages get their class names at build time (tools/panda).
const SHELL_PACKAGES = [
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  "react-router-dom",
  "zustand",
  "idb-keyval",
];
const shellModules = new RegExp(`node_modules/(${SHELL_PACKAGES.join("|")})/`);

// Libraries the shop loads whole but runs little of: Firebase's SDKs (checkout, the proof upload),
// the phone-number metadata and the schemas of the forms.
const MOSTLY_IDLE_MODULES = /node_modules\/(firebase|@firebase\/[^/]+|libphonenumber-js|zod)\//;

/**
 * Marks the shop's chunks for Chrome (136 and later) to compile whole while it streams them, on a
 * background thread, instead of function by function on the main thread the first time each runs
 * (`//# allFunctionsCalledOnLoad`, V8's explicit compile hint, which must open the file). Hydration
 * and the shopper's first tap run most of their code for the first time: at 4× CPU, lazy compiling
 * took 42–70 ms of a settled "Agregar al carrito" (V8.CompileCode in a trace), 1–8 ms with the
 * hints, and the product page's Lighthouse TBT fell with it. Not the back office's chunks, nor the
 * mostly idle libraries. Once written, after Vite's last touches (its preload list opens the entry),
 * with the source map moved down the one line.
 */
function compileHints(): Plugin {
  const hint = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "compile-hints",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.moduleIds.some((id) => ADMIN_ONLY_MODULES.test(id) || MOSTLY_IDLE_MODULES.test(id)))
          continue;
        const file = path.join(outDir, chunk.fileName);
        await writeFile(file, hint + (await readFile(file, "utf8")));
        if (!chunk.sourcemapFileName) continue;
        const mapFile = path.join(outDir, chunk.sourcemapFileName);
        const map = JSON.parse(await readFile(mapFile, "utf8")) as { mappings: string };
        await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/**
 * The parts the shop mounts after the first paint (inside `AfterFirstPaint`: src/app/app.tsx,
 * src/shop/layout/shop-layout.tsx), whose code the boot script preloads a few files a task. A part
 * missing here still loads, only with its preloads started all at once.
 */
const LATER_PARTS = [
  "src/shop/components/ui/toaster-view.tsx",
  "src/shop/features/pwa/components/app-notices.tsx",
  "src/shop/layout/catalog-sync.ts",
  "src/shop/features/pwa/components/offline-banner.tsx",
  "src/shop/layout/page-titles.tsx",
  "src/shop/components/field-vitals.tsx",
  "src/shop/layout/site-footer.tsx",
];

/** The chunks of these modules and the chunks they import, less those the entry already loads. */
function chunksOf(bundle: Rolldown.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      byName.get(name)?.imports.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const roots = modules.map((module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`vite.config.ts: no chunk for ${module}`);
    return chunk.fileName;
  });
  const entry = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...withImports(roots)].filter((name) => !entry.has(name)).map((name) => `/${name}`);
}

/** The entry's script tag and the modulepreload links of its imports, as Vite writes them. */
const ENTRY_SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * src/app/boot/boot.ts, bundled and inlined at the top of index.html: the catalog request and the
 * first photo's preload start with the page instead of after the app's code; taps that come
 * before the app answers are held for it to replay. It also starts the app: the entry's script tag
 * and its modulepreload links leave the HTML, and the boot script adds them, at once or, on a page
 * the server rendered, once that page has been painted (src/app/boot/start-app.ts).
 */
function bootScript(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: "boot-script",
    apply: "build",
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (!context.bundle) throw new Error("vite.config.ts: the boot script needs the built bundle");
        const src = ENTRY_SCRIPT_TAG.exec(html)?.[1];
        if (!src) throw new Error("vite.config.ts: no entry script tag in index.html");
        const imports = [...html.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1]!);
        const { outputFiles } = await build({
          entryPoints: ["src/app/boot/boot.ts"],
          bundle: true,
          write: false,
          format: "iife",
          minify: true,
          target: "es2022",
          alias,
          define: {
            "import.meta.env": JSON.stringify(env),
            APP_ENTRY: JSON.stringify({ src, imports }),
            CODE_GROUPS: JSON.stringify({
              page: chunksOf(context.bundle, ["src/shop/routes/product.tsx"]),
              laterParts: chunksOf(context.bundle, LATER_PARTS),
              // Shown only once a piece has been seen (10 KiB that a first visit to home skips).
              recentlyViewed: chunksOf(context.bundle, [
                "src/shop/features/catalog/components/recently-viewed.tsx",
              ]),
              laterData: chunksOf(context.bundle, ["src/lib/storefront/later-data.ts"]),
              fieldVitals: chunksOf(context.bundle, ["src/shop/lib/browser/field-vitals-beacon.ts"]),
            } satisfies Record<CodeGroup, string[]>),
          },
        });
        // Before the stylesheet: an inline script after one waits for it, and holds up the parser.
        const script = `<script>${outputFiles[0]!.text.trim()}</script>\n    `;
        return html
          .replace(ENTRY_SCRIPT_TAG, "")
          .replace(MODULE_PRELOAD_TAG, "")
          .replace(/<link rel="stylesheet"/, (tag) => script + tag);
      },
    },
  };
}

/**
 * The two brand fonts' subsets (src/theme/fonts/), both set above the fold on the home and product
 * pages (headings and text), preloaded so they are there for the first render (they are
 * `font-display: optional`: a font that misses it is not used on that page, and the
 * metric-matched fallback keeps the layout). Photos need no hint: they come from the page's own
 * origin (`/fotos/`, src/domain/catalog/media-variants.ts).
 */
function fontPreloads(): Plugin {
  return {
    name: "font-preloads",
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
        /(cormorant-garamond|jost)-es-wght-[\w-]+\.woff2$/.test(file),
      );
      return fonts.map((file) => ({
        tag: "link",
        attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
        injectTo: "head" as const,
      }));
    },
  };
}

/** dist/robots.txt (src/domain/seo/crawl-files.ts), naming the sitemap at VITE_SITE_URL. */
function robotsFile(): Plugin {
  let siteUrl: string | undefined;
  return {
    name: "robots-file",
    apply: "build",
    configResolved(config) {
      siteUrl = (config.env.VITE_SITE_URL as string | undefined) || undefined;
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrl) });
    },
  };
}

/** dist/sw-routes-<hash>.js, which the service worker imports (see NETWORK_ONLY_ROUTES). */
function serviceWorkerRoutes(): Plugin {
  return {
    name: "service-worker-routes",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: SERVICE_WORKER_ROUTES_FILE,
        source: serviceWorkerRoutesScript,
      });
    },
  };
}

/**
 * The built index.html becomes dist/shell.html: the storefront page function fills it in with each
 * page's head (functions/src/https/storefront-page.ts), and Hosting would serve a file named
 * index.html for "/" itself instead of sending it there. The service worker's offline shell too.
 * Beside it, the back office's page, manifest and icons.
 */
function appShellHtml(): Plugin {
  return {
    name: "app-shell-html",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") throw new Error("vite.config.ts: no index.html in the build");
      delete bundle["index.html"];
      this.emitFile({ type: "asset", fileName: "shell.html", source: html.source });
      // The back office's own installable app (tools/pwa/admin-app.ts).
      this.emitFile({ type: "asset", fileName: ADMIN_HTML_FILE, source: adminHtml(String(html.source)) });
      this.emitFile({ type: "asset", fileName: ADMIN_MANIFEST_FILE, source: JSON.stringify(adminManifest) });
      for (const icon of await adminIcons())
        this.emitFile({ type: "asset", fileName: icon.file, source: icon.bytes });
    },
  };
}

/**
 * The service worker's registration module (vite-plugin-pwa's virtual one) is browser-only and
 * never runs on the server, where the update prompt is not rendered: an inert stand-in.
 */
function noServiceWorkerOnServer(): Plugin {
  const id = "virtual:pwa-register/react";
  return {
    name: "no-service-worker-on-server",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? "export const useRegisterSW = () => { throw new Error('useRegisterSW: solo en el navegador'); };"
        : undefined,
  };
}

/**
 * `virtual:chakra-tokens`: Chakra's default tokens trimmed to what the back office uses
 * (src/theme/prune-tokens.ts), worked out here at build time so that neither the dropped tokens
 * nor the trimming code reach the browser.
 */
function chakraTokens(): Plugin {
  const id = "virtual:chakra-tokens";
  return {
    name: "chakra-tokens",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { tokens, semanticTokens } = await import("@chakra-ui/react/theme");
      const prunedTokens = { ...tokens, colors: withoutUnusedPalettes(tokens.colors) };
      const prunedSemanticTokens = lightOnly({
        ...semanticTokens,
        colors: withoutUnusedPalettes(semanticTokens.colors),
      });
      return [
        `export const tokens = ${JSON.stringify(prunedTokens)};`,
        `export const semanticTokens = ${JSON.stringify(prunedSemanticTokens)};`,
      ].join("\n");
    },
  };
}

/** Panda's class names worked out at build time (tools/panda/static-class-names.ts). */
const pandaClassNames = () =>
  staticClassNames({
    styledSystemDir: fileURLToPath(new URL("./src/styled-system", import.meta.url)),
    // What panda.config.ts reads, but its tests.
    include: /\/src\/(shop|app)\/(?!.*\.test\.tsx?$)/,
  });

/**
 * `vite build --ssr`: the storefront's server renderer (src/app/entry-server.tsx) as one
 * self-contained file in dist-server/, which functions/build.mjs copies next to the functions.
 */
const serverRendererConfig = defineConfig({
  plugins: [deployBuildGuard(), pandaClassNames(), react(), chakraTokens(), noServiceWorkerOnServer()],
  resolve: { alias },
  publicDir: false,
  ssr: { noExternal: true, target: "node" },
  build: {
    outDir: "dist-server",
    target: "node22",
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

export const appConfig = defineConfig({
  plugins: [
    // Refuses an App Check debug token outside the emulators' build; records the build's mode.
    deployBuildGuard(),
    pandaClassNames(),
    react(),
    chakraTokens(),
    bootScript(),
    fontPreloads(),
    appShellHtml(),
    compileHints(),
    robotsFile(),
    serviceWorkerRoutes(),
    VitePWA({
      // The app asks before updating ('Nueva versión disponible'); see src/shop/features/pwa.
      registerType: "prompt",
      injectRegister: false,
      manifest: shopManifest,
      pwaAssets: shopIcons,
      workbox: shopServiceWorker,
    }),
  ],
  resolve: { alias },
  // The storefront's live reads worker (src/lib/firebase/live-reads.worker.ts), as an ES module.
  worker: { format: "es" },
  // The storefront's static stylesheet (panda.config.ts); the server renderer imports no CSS. Panda
  // brings its own copy of PostCSS: the same plugin, typed by the other copy.
  css: { postcss: { plugins: [pandacss() as unknown as PostcssPlugin] } },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: the Hosting emulator routes /api/* and /fotos/* to the functions, as Hosting
    // does in production.
    proxy: { "/api": "http://127.0.0.1:5050", "/fotos": "http://127.0.0.1:5050" },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    // dist/.vite/manifest.json: what each route loads, read by tools/bundle-report.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => ADMIN_ONLY_MODULES.test(id))
            ? "assets/admin-[name]-[hash].js"
            : "assets/[name]-[hash].js",
        codeSplitting: {
          // What nearly every page paints with, in one chunk: a dozen tiny shared chunks would
          // each cost a request and compress worse.
          groups: [
            { name: "shell", test: shellModules, priority: 1 },
            // What the entry needs beside the shell and shares with lazy pages (icons, Ark's factory,
            // recipes, patterns): one file instead of a request for each few hundred bytes.
            { name: "entry-shared", tags: ["$initial"], test: (id) => !ADMIN_ONLY_MODULES.test(id) },
            // The icons lazy pages share (chevrons, trash, minus, plus…), in one file rather than one
            // request of ~300 bytes each; each name the entry's preload map no longer lists saved
            // 280 bytes gzipped of the home route's budget.
            { name: "icons", test: /node_modules\/lucide-react\/dist\/esm\/icons\//, minShareCount: 2 },
          ],
        },
      },
      treeshake: {
        // Chakra's theme module builds its whole default config (every recipe) at load time;
        // marking its config helpers pure lets the bundler drop the recipes the shop does not use.
        manualPureFunctions: ["defineConfig", "defineRecipe", "defineSlotRecipe", "createAnatomy"],
        // Panda's generated modules only define functions, but each recipe builds its function at
        // load: without this, importing one recipe from the barrel kept all 76 (+6 KiB gz).
        moduleSideEffects: (id) => !id.includes("/src/styled-system/"),
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRendererConfig : appConfig));
