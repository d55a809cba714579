/** How many times each measurement runs: `--runs N`, else `BENCH_RUNS`, else 5 (targets are medians of 5). */
export const DEFAULT_RUNS = 5;

export function benchRuns(argv = process.argv.slice(2), env = process.env): number {
  const flag = argv.findIndex((arg) => arg === "--runs" || arg.startsWith("--runs="));
  const raw =
    flag === -1 ? env.BENCH_RUNS : argv[flag]!.includes("=") ? argv[flag]!.split("=")[1] : argv[flag + 1];
  if (raw === undefined || raw === "") return DEFAULT_RUNS;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs / BENCH_RUNS debe ser un entero ≥ 1, no "${raw}"`);
  return runs;
}
