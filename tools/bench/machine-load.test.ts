import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  benchmarkIndexes,
  describeMachineLoad,
  describeMachineSpeed,
  machineSpeed,
  ticksOutside,
  watchMachineLoad,
} from "./machine-load.ts";

/** Keeps this process's CPU busy until it has used `seconds` of CPU time. */
function burnCpu(seconds: number): void {
  const start = process.cpuUsage();
  let spin = 0;
  while (process.cpuUsage(start).user < seconds * 1e6) spin += Math.sqrt(spin + 1);
}

/** CPU time comes slowly on a loaded machine (the static lane runs beside the emulators in `npm test`). */
const BURN_TIMEOUT_MS = 60_000;

describe("the bench's machine-load watch", () => {
  it(
    "counts the CPU of processes outside the bench's tree, and calls such a run unreliable",
    () => {
      // The "bench" here is an idle child: this test process is another one, keeping the CPU busy.
      const bench = spawn("sleep", ["30"]);
      try {
        const watch = watchMachineLoad(bench.pid!);
        burnCpu(0.5);
        const load = watch.stop();
        expect(load.otherCpuSeconds).toBeGreaterThanOrEqual(0.4);
        expect(load.busiest.join(" ")).toMatch(/node|vitest/);
        expect(load.loadBefore).toHaveLength(3);
        if (!load.reliable) expect(describeMachineLoad(load)).toContain("POCO FIABLE");
      } finally {
        bench.kill();
      }
    },
    BURN_TIMEOUT_MS,
  );

  it("leaves out the bench and all that descends from it, and counts others by what they used meanwhile", () => {
    const processes = [
      { pid: 1, ppid: 0, name: "systemd", first: 500, last: 500 },
      { pid: 10, ppid: 1, name: "node", first: 100, last: 400 },
      { pid: 11, ppid: 10, name: "java", first: 0, last: 3000 },
      { pid: 12, ppid: 11, name: "chromium", first: 0, last: 800 },
      { pid: 20, ppid: 1, name: "java", first: 50, last: 250 },
      { pid: 21, ppid: 20, name: "node", first: 0, last: 120 },
      { pid: 22, ppid: 1, name: "java", first: 0, last: 30 },
    ];
    const { otherTicks, byName } = ticksOutside(processes, 10);
    expect(otherTicks).toBe(200 + 120 + 30);
    expect(Object.fromEntries(byName)).toEqual({ systemd: 0, java: 230, node: 120 });
    expect(
      describeMachineLoad({
        loadBefore: [0.1, 0.2, 0.3],
        loadAfter: [1.5, 1, 0.5],
        otherCpuSeconds: 3.5,
        otherCpuShare: 0.02,
        busiest: ["java 2 s"],
        reliable: true,
      }),
    ).toBe(
      "Carga de la máquina (1, 5, 15 min): antes 0.10 0.20 0.30 · después 1.50 1.00 0.50\n" +
        "CPU usada por otros procesos durante la medición: 2 % de la máquina (java 2 s)",
    );
  });

  it("finds each Lighthouse run's CPU score and calls a run whose machine changed speed unreliable", () => {
    const results = {
      samples: {
        lighthouse: {
          home: [{ benchmarkIndex: 2061 }, { benchmarkIndex: 1100 }],
          product: [{ benchmarkIndex: 2334, tbtMs: 166 }],
        },
        interactions: [{ productAddToCartMs: 144 }],
      },
      summary: "benchmarkIndex 1727",
    };
    expect(benchmarkIndexes(results).sort((a, b) => a - b)).toEqual([1100, 2061, 2334]);

    const swinging = machineSpeed(benchmarkIndexes(results))!;
    expect(swinging).toEqual({ lowest: 1100, highest: 2334, steady: false });
    expect(describeMachineSpeed(swinging)).toBe(
      "Velocidad de la máquina (benchmarkIndex de Lighthouse, mayor es más rápida): de 1100 a 2334 entre ejecuciones\n" +
        "⚠ MEDICIÓN POCO FIABLE: la máquina misma cambió de velocidad 2.1× durante la medición (más de 1.5×), " +
        "sin que otro proceso de aquí lo explique. Las cifras que decide la CPU (TBT, toques) no se comparan con las de otra ejecución.",
    );

    const steady = machineSpeed([1800, 2000, 2400])!;
    expect(steady.steady).toBe(true);
    expect(describeMachineSpeed(steady)).not.toContain("POCO FIABLE");
    expect(machineSpeed([])).toBeUndefined();
  });
});
