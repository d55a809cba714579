/**
 * `npm run bench [-- --runs N] [-- --grown]`: builds the production app and the functions the way `npm start`
 * does, then measures them inside fresh emulators with the demo data (tools/bench/measure.ts) and
 * prints the table last. With `--grown`, it measures the shop grown to 300 products and 5.000
 * orders instead (tools/bench/grown.ts). It starts emulators on the project's fixed ports: on a shared machine,
 * run it under `flock /tmp/emulators.lock`.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../emulators/paths.ts";
import {
  benchmarkIndexes,
  describeMachineLoad,
  describeMachineSpeed,
  machineSpeed,
  watchMachineLoad,
} from "./machine-load.ts";
import { benchRuns } from "./options.ts";

/** Runs a command to its end; asynchronously, so the machine-load watcher samples meanwhile. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const status = await new Promise<number | null>((resolve) =>
    spawn(command, args, { cwd: repoRoot, stdio: "inherit", env }).on("exit", resolve),
  );
  if (status !== 0) {
    console.error(`[bench] falló: ${command} ${args.join(" ")}`);
    process.exit(status ?? 1);
  }
}

const runs = benchRuns();
const grown = process.argv.includes("--grown");
const started = new Date();
const load = watchMachineLoad();
await run("npm", ["run", "build:emulator"]);
await run(
  "npx",
  ["tsx", "tools/emulators/exec.ts", `npx tsx tools/bench/${grown ? "grown" : "measure"}.ts`],
  {
    ...process.env,
    BENCH_RUNS: String(runs),
  },
);

const resultsFile = path.join(repoRoot, `test-results/${grown ? "bench-grown" : "bench"}.json`);
const results = JSON.parse(readFileSync(resultsFile, "utf8")) as { generatedAt: string; summary: string };
if (new Date(results.generatedAt) < started) {
  console.error("[bench] test-results/bench.json es de una ejecución anterior");
  process.exit(1);
}
const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
const machineLoad = load.stop();
const speed = machineSpeed(benchmarkIndexes(results));
writeFileSync(resultsFile, `${JSON.stringify({ ...results, machineLoad, machineSpeed: speed }, null, 2)}\n`);
const machine = [describeMachineLoad(machineLoad)];
if (speed) machine.push(describeMachineSpeed(speed));
console.log(`\n${results.summary}\n\n${machine.join("\n")}\n\n[bench] ${minutes} min en total\n`);
