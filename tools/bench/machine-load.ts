/**
 * Was the machine quiet while the bench ran? A busy two-core machine moves taps and TBT by more
 * than the changes being measured (224–232 ms taps and 137–153 ms TBT with a test suite beside the
 * bench, 112–144 ms and 24–88 ms without). The bench's own emulators and browser load the machine
 * too, so the load average after a run says little; what tells is the CPU time that processes
 * outside the bench's own tree used meanwhile, read from /proc every few seconds (a process that
 * lives less than that is missed, and the load average before and after is printed beside it).
 */
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 2000;
/** Above this share of the machine's CPU used by other processes, the run is not to be trusted. */
export const QUIET_OTHER_CPU_SHARE = 0.1;

export interface MachineLoad {
  loadBefore: number[];
  loadAfter: number[];
  /** CPU time that processes outside the bench used, and its share of all cores' time (0–1). */
  otherCpuSeconds: number;
  otherCpuShare: number;
  /** The busiest of them, e.g. "java 41 s". */
  busiest: string[];
  reliable: boolean;
}

function readProcesses(): Map<string, { pid: number; ppid: number; ticks: number; name: string }> {
  const found = new Map<string, { pid: number; ppid: number; ticks: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …": the name may hold spaces and parentheses; fields follow the last ')'.
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      // A pid may be reused: its start time (field 22) tells two processes apart.
      found.set(`${entry}:${fields[19]}`, { pid: Number(entry), ppid: Number(fields[1]), ticks, name });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return found;
}

export interface WatchedProcess {
  pid: number;
  ppid: number;
  name: string;
  /** CPU ticks (user + system) when first seen, 0 for one started during the run, and when last seen. */
  first: number;
  last: number;
}

/** The ticks used meanwhile by processes that do not descend from `benchPid`, in all and by name. */
export function ticksOutside(
  processes: Iterable<WatchedProcess>,
  benchPid: number,
): { otherTicks: number; byName: Map<string, number> } {
  const all = [...processes];
  const parentOf = new Map(all.map((process) => [process.pid, process.ppid]));
  const inBench = (pid: number) => {
    for (let current: number | undefined = pid, hops = 0; current && hops < 64; hops += 1) {
      if (current === benchPid) return true;
      current = parentOf.get(current);
    }
    return false;
  };
  const byName = new Map<string, number>();
  let otherTicks = 0;
  for (const process of all) {
    if (inBench(process.pid)) continue;
    const used = process.last - process.first;
    otherTicks += used;
    byName.set(process.name, (byName.get(process.name) ?? 0) + used);
  }
  return { otherTicks, byName };
}

/** Starts watching; `stop()` says how loaded the machine was by others meanwhile. */
export function watchMachineLoad(benchPid = process.pid): { stop: () => MachineLoad } {
  const loadBefore = loadavg();
  const started = Date.now();
  const seen = new Map<string, WatchedProcess>();
  const sample = (initial: boolean) => {
    for (const [key, process] of readProcesses()) {
      const known = seen.get(key);
      if (known) known.last = process.ticks;
      else seen.set(key, { ...process, first: initial ? process.ticks : 0, last: process.ticks });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), SAMPLE_EVERY_MS);

  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const { otherTicks, byName } = ticksOutside(seen.values(), benchPid);
      const otherCpuSeconds = otherTicks / TICKS_PER_SECOND;
      const otherCpuShare = otherCpuSeconds / (((Date.now() - started) / 1000) * cpus().length);
      const busiest = [...byName]
        .filter(([, ticks]) => ticks >= TICKS_PER_SECOND)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ticks]) => `${name} ${Math.round(ticks / TICKS_PER_SECOND)} s`);
      return {
        loadBefore,
        loadAfter: loadavg(),
        otherCpuSeconds,
        otherCpuShare,
        busiest,
        reliable: otherCpuShare <= QUIET_OTHER_CPU_SHARE,
      };
    },
  };
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");

/** The lines the bench prints about the machine, in Spanish like the rest of its output. */
export function describeMachineLoad(load: MachineLoad): string {
  const share = `${Math.round(load.otherCpuShare * 100)} %`;
  const lines = [
    `Carga de la máquina (1, 5, 15 min): antes ${loads(load.loadBefore)} · después ${loads(load.loadAfter)}`,
    `CPU usada por otros procesos durante la medición: ${share} de la máquina` +
      (load.busiest.length > 0 ? ` (${load.busiest.join(", ")})` : ""),
  ];
  if (!load.reliable)
    lines.push(
      `⚠ MEDICIÓN POCO FIABLE: otros procesos usaron más del ${QUIET_OTHER_CPU_SHARE * 100} % de la CPU. ` +
        "Repítela con la máquina en reposo (sin pruebas ni otros emuladores).",
    );
  return lines.join("\n");
}

/**
 * Above this ratio between the fastest and the slowest Lighthouse run's `benchmarkIndex`, the
 * machine itself changed speed during the run. On a virtual machine the host's other guests take
 * CPU that no process here shows (this one reports no steal time): one quiet run measured 1,100 to
 * 2,334 between its runs, and product TBT 166–224 ms in the fast runs, 711–1,199 ms in the slow ones.
 */
export const STEADY_SPEED_SPREAD = 1.5;

/** The slowest and the fastest run's Lighthouse CPU score (higher is faster). */
export interface MachineSpeed {
  lowest: number;
  highest: number;
  steady: boolean;
}

/** Every `benchmarkIndex` found in the bench's results, wherever its Lighthouse samples sit. */
export function benchmarkIndexes(results: unknown): number[] {
  if (Array.isArray(results)) return results.flatMap(benchmarkIndexes);
  if (results === null || typeof results !== "object") return [];
  return Object.entries(results).flatMap(([key, value]) =>
    key === "benchmarkIndex" && typeof value === "number" && value > 0 ? [value] : benchmarkIndexes(value),
  );
}

export function machineSpeed(indexes: number[]): MachineSpeed | undefined {
  if (indexes.length === 0) return undefined;
  const lowest = Math.min(...indexes);
  const highest = Math.max(...indexes);
  return { lowest, highest, steady: highest <= lowest * STEADY_SPEED_SPREAD };
}

export function describeMachineSpeed(speed: MachineSpeed): string {
  const line = `Velocidad de la máquina (benchmarkIndex de Lighthouse, mayor es más rápida): de ${Math.round(speed.lowest)} a ${Math.round(speed.highest)} entre ejecuciones`;
  if (speed.steady) return line;
  return (
    `${line}\n⚠ MEDICIÓN POCO FIABLE: la máquina misma cambió de velocidad ${(speed.highest / speed.lowest).toFixed(1)}× ` +
    `durante la medición (más de ${STEADY_SPEED_SPREAD}×), sin que otro proceso de aquí lo explique. ` +
    "Las cifras que decide la CPU (TBT, toques) no se comparan con las de otra ejecución."
  );
}

/** The machine's busy and total CPU ticks so far, all cores, from /proc/stat. */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = fields[3]! + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the whole machine has used under `share` of its CPU for `seconds` in a row (or
 * `maxSeconds` have passed): the emulators finish what a large write set off (triggers, the
 * snapshot's rebuild) before a measurement that the CPU decides, such as Lighthouse's TBT.
 * Says how long it waited and whether it got there.
 */
export async function untilMachineQuiet({ share = 0.15, seconds = 5, maxSeconds = 120 } = {}): Promise<{
  waitedSeconds: number;
  quiet: boolean;
}> {
  const started = Date.now();
  let quietFor = 0;
  let last = cpuTicks();
  while ((Date.now() - started) / 1000 < maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTicks();
    const busyShare = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    last = now;
    quietFor = busyShare < share ? quietFor + 1 : 0;
    if (quietFor >= seconds) return { waitedSeconds: (Date.now() - started) / 1000, quiet: true };
  }
  return { waitedSeconds: (Date.now() - started) / 1000, quiet: false };
}
