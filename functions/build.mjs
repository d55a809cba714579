// Bundles the functions and the shared domain (../src/domain) into lib/index.js, so that the
// deployed folder is self-contained. Only this package's own dependencies stay external: Cloud
// Build installs them from package.json.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: "warning",
  // Some bundled CommonJS code calls require(); give ESM output a real one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
