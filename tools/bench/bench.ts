/**
 * `npm run bench [-- --runs N]`: builds the production app and the functions the way `npm start`
 * does, then measures them inside fresh emulators with the demo data (tools/bench/measure.ts) and
 * prints the table last. It starts emulators on the project's fixed ports: on a shared machine,
 * run it under `flock /tmp/emulators.lock`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../emulators/paths.ts";
import { benchRuns } from "./options.ts";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`[bench] falló: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

const runs = benchRuns();
const started = new Date();
run("npm", ["run", "build:emulator"]);
run("npx", ["tsx", "tools/emulators/exec.ts", "npx tsx tools/bench/measure.ts"], {
  ...process.env,
  BENCH_RUNS: String(runs),
});

const results = JSON.parse(readFileSync(path.join(repoRoot, "test-results/bench.json"), "utf8")) as {
  generatedAt: string;
  summary: string;
};
if (new Date(results.generatedAt) < started) {
  console.error("[bench] test-results/bench.json es de una ejecución anterior");
  process.exit(1);
}
const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
console.log(`\n${results.summary}\n\n[bench] ${minutes} min en total\n`);
