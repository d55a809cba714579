/**
 * After a failed `npm test`: the failed tests of every vitest run, each with the first lines of its
 * error, printed last. The two lanes' output is interleaved and long; CI keeps only its tail, which
 * otherwise shows whichever lane finished last, often the one that passed.
 */
import fs from "node:fs";
import path from "node:path";

/** Where `npm test`'s vitest runs write their JSON reports (`--outputFile.json`). */
const RUNS_DIR = "test-results/runs";

/** The fields of vitest's JSON report read here. */
interface JsonReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * The message and the project's own stack frames, not vitest's. A timed-out test's report keeps
 * only the stack vitest captured when the test began, whose message is a placeholder.
 */
const firstLines = (text: string, count = 6) =>
  text
    .replace(
      /^Error: STACK_TRACE_ERROR/,
      "Tiempo agotado: la prueba pasó el límite de su proyecto (testTimeout)",
    )
    .split("\n")
    .filter((line) => line.trim() && !/node_modules|node:internal|<anonymous>/.test(line))
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join("\n");

const reports = fs.existsSync(RUNS_DIR)
  ? fs.readdirSync(RUNS_DIR).filter((name) => name.endsWith(".json"))
  : [];
const failures: string[] = [];
for (const report of reports) {
  const { testResults } = JSON.parse(fs.readFileSync(path.join(RUNS_DIR, report), "utf8")) as JsonReport;
  for (const file of testResults) {
    const name = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed)
      failures.push(`  ✗ ${name} › ${test.fullName}\n${firstLines(test.failureMessages[0] ?? "")}`);
    // A file that failed outside its tests (a hook, an import).
    if (file.status === "failed" && failed.length === 0)
      failures.push(`  ✗ ${name}\n${firstLines(file.message ?? "")}`);
  }
}

console.log(
  failures.length
    ? `\nPruebas fallidas (${failures.length}):\n${failures.join("\n")}`
    : `\nNinguna prueba falló en ${reports.length} informe(s) de ${RUNS_DIR}: falló otro paso (la revisión, la compilación o los emuladores); véase más arriba.`,
);
