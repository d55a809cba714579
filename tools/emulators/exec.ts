/**
 * Runs a command inside a fresh, empty emulator suite (used by `npm test`):
 *   tsx tools/emulators/exec.ts "vitest run"
 */
import { spawnSync } from "node:child_process";
import { repoRoot } from "./paths.ts";
import { emulatorBinaryEnv, firebaseBin, PROJECT_ID, SERVICES } from "./launch.ts";

const command = process.argv.slice(2).join(" ");
if (!command) {
  console.error('Uso: tsx tools/emulators/exec.ts "<comando>"');
  process.exit(2);
}

const result = spawnSync(
  firebaseBin(),
  ["emulators:exec", "--only", SERVICES.join(","), "--project", PROJECT_ID, command],
  { cwd: repoRoot, stdio: "inherit", env: { ...process.env, ...emulatorBinaryEnv() } },
);
process.exit(result.status ?? 1);
