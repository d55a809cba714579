/**
 * Runs a command inside a fresh, empty emulator suite (used by `npm test`), with the local Fintoc
 * stand-in beside it:
 *   tsx tools/emulators/exec.ts "vitest run"
 */
import { spawn } from "node:child_process";
import { startLocalFintoc } from "../fintoc/local.ts";
import { repoRoot } from "./paths.ts";
import { emulatorBinaryEnv, firebaseBin, PROJECT_ID, SERVICES } from "./launch.ts";

const command = process.argv.slice(2).join(" ");
if (!command) {
  console.error('Uso: tsx tools/emulators/exec.ts "<comando>"');
  process.exit(2);
}

const env = { ...process.env, ...emulatorBinaryEnv() };
const fintoc = await startLocalFintoc();
const child = spawn(
  firebaseBin(),
  ["emulators:exec", "--only", SERVICES.join(","), "--project", PROJECT_ID, command],
  { cwd: repoRoot, stdio: "inherit", env },
);
// Ctrl+C reaches the emulators too; this process waits for them to stop instead of dying first.
const ignore = () => {};
process.on("SIGINT", ignore);
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  void (fintoc?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
