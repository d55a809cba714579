/**
 * Runs a command inside a fresh, empty emulator suite, with the local Fintoc stand-in beside it:
 *   tsx tools/emulators/exec.ts "vitest run"
 * `--suites 2` starts a second suite on other ports (tools/emulators/extra-suite.ts) for the command
 * to use too, and tells it how many there are in EMULATOR_SUITES; `npm test` runs two. The
 * EMULATOR_SUITES variable, when set, overrides the flag (`EMULATOR_SUITES=1 npm test`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { startLocalFintoc } from "../fintoc/local.ts";
import { repoRoot } from "./paths.ts";
import { emulatorBinaryEnv, firebaseBin, PROJECT_ID, SERVICES } from "./launch.ts";

const args = process.argv.slice(2);
const suitesFlag = args[0] === "--suites" ? args.splice(0, 2)[1] : undefined;
const suites = Number(process.env.EMULATOR_SUITES ?? suitesFlag ?? 1);
const command = args.join(" ");
if (!command || !(suites >= 1)) {
  console.error('Uso: tsx tools/emulators/exec.ts [--suites N] "<comando>"');
  process.exit(2);
}

/** Suites after the first log to test-results/, not among the command's output. */
function startExtraSuite(suite: number): { process: ChildProcess; log: string } {
  const logDir = path.join(repoRoot, "test-results");
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `emulators-suite-${suite}.log`);
  const output = openSync(log, "w");
  // Node itself rather than the tsx command, which would not pass SIGINT on to the script.
  const child = spawn(process.execPath, ["--import", "tsx", "tools/emulators/extra-suite.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", output, output],
    env: { ...process.env, EMULATOR_SUITE: String(suite) },
  });
  return { process: child, log };
}
// The emulators' JVMs live for one run: compiling hot code again with C2, and collecting garbage on
// several threads, cost more CPU than they save there (Firestore's JVM over three test files: 30
// CPU-s with the defaults, 12 with these). Read by the patched CLI (patches/).
process.env.FIREBASE_EMULATORS_JAVA_OPTIONS ??= "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
const extraSuites = Array.from({ length: suites - 1 }, (_, index) => startExtraSuite(index + 1));

const env = { ...process.env, ...emulatorBinaryEnv(), EMULATOR_SUITES: String(suites) };
const fintoc = await startLocalFintoc();
const child = spawn(
  firebaseBin(),
  ["emulators:exec", "--only", SERVICES.join(","), "--project", PROJECT_ID, command],
  { cwd: repoRoot, stdio: "inherit", env },
);

// A suite that stops before the command is done (a port taken, say) fails the run, with its log.
let finished = false;
for (const extra of extraSuites) {
  extra.process.on("exit", (code) => {
    if (finished) return;
    console.error(`\n✖ Un conjunto de emuladores se detuvo (código ${code}); su registro termina así:\n`);
    console.error(readFileSync(extra.log, "utf8").split("\n").slice(-30).join("\n"));
    process.exitCode = 1;
    child.kill("SIGTERM");
  });
}

// Ctrl+C reaches the emulators too; this process waits for them to stop instead of dying first.
const ignore = () => {};
process.on("SIGINT", ignore);
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  finished = true;
  const stopped = extraSuites.map(
    (extra) =>
      new Promise<void>((resolve) => {
        if (extra.process.exitCode !== null || extra.process.signalCode !== null) return resolve();
        extra.process.once("exit", () => resolve());
        extra.process.kill("SIGINT");
      }),
  );
  void Promise.all([...stopped, fintoc?.close()]).finally(() =>
    process.exit(process.exitCode ?? code ?? (signal ? 1 : 0)),
  );
});
