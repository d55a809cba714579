// Bundles the functions and the shared domain (../src/domain) into lib/index.js, so that the
// deployed folder is self-contained. Only this package's own dependencies stay external: Cloud
// Build installs them from package.json.
import { build } from "esbuild";
import { copyFileSync, cpSync, existsSync, readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: "warning",
  // Some bundled CommonJS code calls require(); give ESM output a real one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});

// The storefront page function serves the app's built shell with each page's head and content,
// rendered by the app's server build.
const shell = new URL("../dist/shell.html", import.meta.url);
if (existsSync(shell)) copyFileSync(shell, new URL("./lib/shell.html", import.meta.url));
else
  console.warn(
    "functions/build.mjs: dist/shell.html no existe (compila la app antes): las páginas de la tienda responderán 503",
  );
const renderer = new URL("../dist-server/", import.meta.url);
if (existsSync(renderer)) cpSync(renderer, new URL("./lib/ssr/", import.meta.url), { recursive: true });
else
  console.warn(
    "functions/build.mjs: dist-server/ no existe (compila la app antes): las páginas de la tienda llegarán sin contenido",
  );
