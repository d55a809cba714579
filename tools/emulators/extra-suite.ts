/**
 * One more suite of emulators beside the first, for the tests (tools/emulators/exec.ts --suites),
 * on the ports of EMULATOR_SUITE and with its own Fintoc stand-in. It runs until it is stopped.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startLocalFintoc } from "../fintoc/local.ts";
import { repoRoot } from "./paths.ts";
import { emulatorBinaryEnv, firebaseBin, PROJECT_ID, SERVICES, suiteConfigFile } from "./launch.ts";

const env = { ...process.env, ...emulatorBinaryEnv() };
const fintoc = await startLocalFintoc();
const config = suiteConfigFile();
const args = ["--config", config, "emulators:start", "--only", SERVICES.join(",")];
const child = spawn(firebaseBin(), [...args, "--project", PROJECT_ID], {
  cwd: repoRoot,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  rmSync(path.join(repoRoot, config), { force: true });
  void (fintoc?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
