/**
 * Set-up of every emulated test file. With two suites of emulators running (EMULATOR_SUITES=2),
 * vitest's second worker takes the second suite: its files reach that suite's ports, once it has
 * started.
 */
import { EMULATOR_SUITE_COUNT } from "@domain/deployment.ts";

const suites = Number(process.env.EMULATOR_SUITES ?? "1");
if (suites > EMULATOR_SUITE_COUNT)
  throw new Error(`Hay puertos para ${EMULATOR_SUITE_COUNT} conjuntos de emuladores`);
// VITEST_POOL_ID is 1 … maxWorkers, and stays with its worker.
if (suites > 1) process.env.EMULATOR_SUITE ??= String(Number(process.env.VITEST_POOL_ID) - 1);

const { EMULATOR_HOSTS, EMULATOR_SUITE, HUB_URL, SERVICES } = await import("../../tools/emulators/launch.ts");
// `firebase emulators:exec` told every process of the run where the first suite is.
Object.assign(process.env, EMULATOR_HOSTS, { FIREBASE_EMULATOR_HUB: new URL(HUB_URL).host });

/** The other suites start beside the first; wait for this one's emulators (at most 3 minutes). */
async function suiteStarted(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const running = await fetch(`${HUB_URL}/emulators`)
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : {}))
      .catch(() => ({}));
    if (SERVICES.every((service) => service in running)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Los emuladores del conjunto ${EMULATOR_SUITE} no arrancaron en 3 minutos.`);
}
if (EMULATOR_SUITE > 0) await suiteStarted();
