/**
 * `npm start`: builds the shop and its functions, starts every emulator with the saved data (or the
 * demo data on first start) and serves the production build from the Hosting emulator, so the
 * service worker and caching are the real ones.
 *   --dev    Vite with hot reload on :5173 instead of the production build
 *   --reset  forget the saved data and start again from the demo data
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { DEMO_ADMIN } from "./seed/demo-admin.ts";
import {
  emulatorBinaryEnv,
  firebaseBin,
  HOSTING_URL,
  HUB_URL,
  PROJECT_ID,
  SERVICES,
} from "./emulators/launch.ts";
import { repoRoot, savedDataDir } from "./emulators/paths.ts";
import { useLocalEmulators } from "./firebase-admin.ts";

const dev = process.argv.includes("--dev");
const reset = process.argv.includes("--reset");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForEmulators(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("Los emuladores se detuvieron al iniciar.");
    const running = await fetch(`${HUB_URL}/emulators`)
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : {}))
      .catch(() => ({}));
    if (SERVICES.every((service) => service in running)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("Los emuladores no respondieron en 3 minutos.");
}

async function exportData(): Promise<void> {
  const res = await fetch(`${HUB_URL}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: savedDataDir, initiatedBy: "start" }),
  });
  if (!res.ok) throw new Error(`No se pudieron guardar los datos: ${await res.text()}`);
}

if (reset) fs.rmSync(savedDataDir, { recursive: true, force: true });
const firstStart = !fs.existsSync(savedDataDir);

// The app, its server renderer and the functions (which serve both).
if (!dev) run("npm", ["run", "build:emulator"]);
else {
  fs.mkdirSync(`${repoRoot}/dist`, { recursive: true }); // the Hosting emulator needs its folder
  run("npm", ["--prefix", "functions", "run", "build"]);
}

const emulatorArgs = ["emulators:start", "--only", SERVICES.join(","), "--project", PROJECT_ID];
emulatorArgs.push("--export-on-exit", savedDataDir);
if (!firstStart) emulatorArgs.push("--import", savedDataDir);

const emulators = spawn(firebaseBin(), emulatorArgs, {
  cwd: repoRoot,
  stdio: "inherit",
  env: { ...process.env, ...emulatorBinaryEnv() },
});
const children: ChildProcess[] = [emulators];

const stop = () => {
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
emulators.on("exit", (code) => {
  for (const child of children) if (child !== emulators) child.kill("SIGINT");
  process.exit(code ?? 0);
});

await waitForEmulators(emulators);
if (firstStart) {
  useLocalEmulators();
  const { seedDemoData } = await import("./seed/seed.ts");
  await seedDemoData();
  // Save right away, so the demo data survives even if the emulators are killed without Ctrl+C.
  await exportData();
}

let shopUrl = HOSTING_URL;
if (dev) {
  shopUrl = "http://127.0.0.1:5173";
  children.push(
    spawn("npx", ["vite", "--mode", "emulator", "--host", "127.0.0.1"], { cwd: repoRoot, stdio: "inherit" }),
  );
}

console.log(`
────────────────────────────────────────────────────────────────────
  Tienda:        ${shopUrl}
  Administración: ${shopUrl}/admin
    correo:      ${DEMO_ADMIN.email}
    contraseña:  ${DEMO_ADMIN.password}
  Datos guardados en .emulator-data/ al salir (Ctrl+C).
  Volver a los datos de demostración: npm run reset
────────────────────────────────────────────────────────────────────
`);
