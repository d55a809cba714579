/**
 * `npm start`: builds the shop and its functions, starts every emulator with the saved data (or the
 * demo data on first start) and serves the production build from the Hosting emulator, so the
 * service worker and caching are the real ones.
 *
 * It never leaves emulators behind: any failure stops the ones it started and says what failed and
 * what to do, and Ctrl+C saves the data, even halfway through the demo seed, which the next start
 * then completes.
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
import { repoRoot, savedDataDir, unfinishedSeedFile } from "./emulators/paths.ts";
import { busyEmulatorPorts } from "./emulators/ports.ts";
import { startLocalFintoc } from "./fintoc/local.ts";
import { startLocalMail } from "./mail/local.ts";
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

/** The start time of a demo seed that did not finish, so the next start completes that same seed. */
function unfinishedSeed(): Date | undefined {
  if (!fs.existsSync(unfinishedSeedFile)) return undefined;
  const { startedAt } = JSON.parse(fs.readFileSync(unfinishedSeedFile, "utf8")) as { startedAt: string };
  return new Date(startedAt);
}

if (reset) {
  fs.rmSync(savedDataDir, { recursive: true, force: true });
  fs.rmSync(unfinishedSeedFile, { force: true });
}

const busy = await busyEmulatorPorts();
if (busy.length > 0) {
  console.error(`\n✖ Los emuladores no pueden iniciar: hay puertos ocupados.
${busy.map((line) => `    ${line}`).join("\n")}
  ¿Otro \`npm start\` o unas pruebas siguen abiertos? Ciérralos (Ctrl+C) o detén esos procesos
  (kill <pid>) y vuelve a ejecutar \`npm start\`.\n`);
  process.exit(1);
}

const hasSavedData = fs.existsSync(savedDataDir);
// Demo data for a first start, or to complete a seed that was interrupted (same start time).
const seedAt = unfinishedSeed() ?? (hasSavedData ? undefined : new Date());

// The app, its server renderer and the functions (which serve both).
if (!dev) run("npm", ["run", "build:emulator"]);
else {
  fs.mkdirSync(`${repoRoot}/dist`, { recursive: true }); // the Hosting emulator needs its folder
  run("npm", ["--prefix", "functions", "run", "build"]);
}

const emulatorArgs = ["emulators:start", "--only", SERVICES.join(","), "--project", PROJECT_ID];
emulatorArgs.push("--export-on-exit", savedDataDir);
if (hasSavedData) emulatorArgs.push("--import", savedDataDir);

const shopUrl = dev ? "http://127.0.0.1:5173" : HOSTING_URL;
const emulatorEnv = emulatorBinaryEnv(shopUrl);
// Fintoc's checkout and webhooks, locally; it stops with this process.
await startLocalFintoc();
const emulators = spawn(firebaseBin(), emulatorArgs, {
  cwd: repoRoot,
  stdio: "inherit",
  env: { ...process.env, ...emulatorEnv },
});
const children: ChildProcess[] = [emulators];

// Stopping the emulators with SIGINT makes them save the data (--export-on-exit); this process
// ends when they have. A seed under way stops between two writes and is completed next time.
const interruption = new AbortController();
const stop = () => {
  interruption.abort(new Error("Detenido con Ctrl+C"));
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
emulators.on("exit", (code) => {
  for (const child of children) if (child !== emulators) child.kill("SIGINT");
  process.exit(process.exitCode ?? code ?? 0);
});

/** Any failure: say what happened and what to do, stop every emulator, exit non-zero. */
function fail(error: unknown, advice: string): void {
  if (process.exitCode || interruption.signal.aborted) return;
  process.exitCode = 1;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`\n✖ ${reason}\n  ${advice}\n  Deteniendo los emuladores…\n`);
  stop();
}
const SEED_ADVICE =
  "Vuelve a ejecutar `npm start`: la carga de demostración sigue donde quedó (`npm run reset` empieza de cero).";
let advice = "Revisa los mensajes de arriba y firebase-debug.log, y vuelve a ejecutar `npm start`.";
process.on("unhandledRejection", (error) => fail(error, advice));
process.on("uncaughtException", (error) => fail(error, advice));

async function seedDemoShop(at: Date): Promise<void> {
  advice = SEED_ADVICE;
  fs.writeFileSync(unfinishedSeedFile, JSON.stringify({ startedAt: at.toISOString() }));
  useLocalEmulators();
  const { seedDemoData } = await import("./seed/seed.ts");
  try {
    await seedDemoData(at, interruption.signal);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`La carga de datos de demostración falló: ${reason}`, { cause: error });
  }
  // Save right away, so the demo data survives even if the emulators are killed without Ctrl+C.
  await exportData();
  fs.rmSync(unfinishedSeedFile);
}

/**
 * The emulators run no schedules, so the sweep of expired holds (scheduledHoldSweep in production)
 * runs from here every minute: an unpaid order's pieces come back locally as they would online.
 * A failed sweep is only reported; the next one tries again.
 */
async function sweepHoldsEveryMinute(): Promise<void> {
  useLocalEmulators();
  const { sweepHolds } = await import("../functions/src/orders/expire-holds.ts");
  const { adminDb } = await import("./firebase-admin.ts");
  const sweep = async () => {
    try {
      const { expired, unreadable } = await sweepHolds(adminDb(), new Date());
      if (expired.length > 0)
        console.log(`[reservas] ${expired.length} pedido(s) sin pago vencido(s) y cancelado(s)`);
      if (unreadable.length > 0)
        console.warn(`[reservas] Pedidos pendientes ilegibles (no pueden vencer): ${unreadable.join(", ")}`);
    } catch (error) {
      console.warn("[reservas] No se pudieron revisar las reservas vencidas:", (error as Error).message);
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), 60_000);
  interruption.signal.addEventListener("abort", () => clearInterval(timer));
  timer.unref();
}

/** The owner's e-mails, delivered to a local inbox (tools/mail/); its address, if it runs. */
async function deliverMailLocally(): Promise<string | null> {
  useLocalEmulators();
  const { adminDb } = await import("./firebase-admin.ts");
  const mail = await startLocalMail(adminDb());
  return mail?.url ?? null;
}

function printWelcome(shopUrl: string, inboxUrl: string | null): void {
  console.log(`
────────────────────────────────────────────────────────────────────
  Tienda:        ${shopUrl}
  Administración: ${shopUrl}/admin
    correo:      ${DEMO_ADMIN.email}
    contraseña:  ${DEMO_ADMIN.password}${inboxUrl ? `\n  Correos al dueño (avisos de pedidos): ${inboxUrl}` : ""}
  Datos guardados en .emulator-data/ al salir (Ctrl+C).
  Volver a los datos de demostración: npm run reset
────────────────────────────────────────────────────────────────────
`);
}

try {
  await waitForEmulators(emulators);
  const inboxUrl = await deliverMailLocally();
  if (seedAt) await seedDemoShop(seedAt);
  if (dev) {
    const vite = ["vite", "--mode", "emulator", "--host", "127.0.0.1"];
    children.push(spawn("npx", vite, { cwd: repoRoot, stdio: "inherit" }));
  }
  if (!interruption.signal.aborted) {
    await sweepHoldsEveryMinute();
    printWelcome(shopUrl, inboxUrl);
  }
} catch (error) {
  if (interruption.signal.aborted) {
    console.log("\n[demo] Carga interrumpida: se guarda lo hecho y el próximo `npm start` la completa.\n");
  } else {
    fail(error, advice);
  }
}
