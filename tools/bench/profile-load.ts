/**
 * `npx tsx tools/bench/profile-load.ts <url> [--cpu 4] [--runs 3] [--min 10]`, with the shop
 * running (`npm start`): where a page load's main-thread time goes. For each load, in a new phone
 * context, it prints every main-thread task of `--min` ms or more, with the source files that
 * took most of it (read through the build's source maps), the main thread's time by source over
 * the whole load, and the blocking time after the first contentful paint (each task's excess over
 * 50 ms; at `--cpu 1` each task counted four times over, as Lighthouse's mobile preset counts an
 * unthrottled load). Lighthouse says how long; this says what.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "playwright-core";
import { repoRoot } from "../emulators/paths.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
import { median } from "./report.ts";
import { endListenChannelsOnClose } from "../browser/listen-channels.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const url = args.find((arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"));
if (!url) {
  console.error("uso: npx tsx tools/bench/profile-load.ts <url> [--cpu 4] [--runs 3] [--min 10]");
  process.exit(2);
}
const cpu = option("cpu", 1);
const minTaskMs = option("min", 10);

const sourceMaps = new Map<string, TraceMap | null>();

/** The package or source file a sampled frame belongs to. */
function sourceOf(frame: CallFrame | undefined): string {
  if (!frame) return "?";
  if (!frame.url) return frame.functionName || "(program)";
  const { pathname } = new URL(frame.url);
  if (!pathname.startsWith("/assets/")) return pathname;
  if (!sourceMaps.has(pathname)) {
    const file = path.join(repoRoot, "dist", `${pathname}.map`);
    sourceMaps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : null);
  }
  const map = sourceMaps.get(pathname);
  let source = pathname;
  try {
    if (map)
      source =
        originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? source;
  } catch {
    // A position past the map's end: the chunk's own name will do.
  }
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, "");
}

/** CPU samples of one thread, from the trace's profile chunks. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const frames = new Map<number, CallFrame>();
  const samples: { ts: number; source: () => string }[] = [];
  const threadOfProfile = new Map<string, number>();
  let ts = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === "Profile") {
      threadOfProfile.set(event.id!, event.tid);
      if (event.tid === tid) ts = event.args?.data?.startTime as number;
    }
    if (event.name !== "ProfileChunk" || threadOfProfile.get(event.id!) !== tid) continue;
    const data = event.args!.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, source: () => sourceOf(frames.get(node)) });
    });
  }
  return samples;
}

/** `source 40% · other 12%`, the shares of the samples given. */
function shares(sources: string[], top: number): string {
  const counts = new Map<string, number>();
  for (const source of sources) counts.set(source, (counts.get(source) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, count]) => `${source} ${Math.round((count / sources.length) * 100)}%`)
    .join(" · ");
}

async function traceLoad(): Promise<TraceEvent[]> {
  const browser = endListenChannelsOnClose(
    await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS }),
  );
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      locale: "es-CL",
    });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    if (cpu > 1) await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const events: TraceEvent[] = [];
    devtools.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const categories = [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "toplevel",
      "v8.execute",
      // navigationStart, where every time below counts from.
      "blink.user_timing",
    ];
    await devtools.send("Tracing.start", {
      categories: [...categories, "disabled-by-default-v8.cpu_profiler"].join(","),
      transferMode: "ReportEvents",
    });
    await page.goto(url!, { waitUntil: "load" });
    // The app starts after the first paint and hydrates in passes; live data comes once idle.
    await page.waitForTimeout(4000 * Math.max(1, cpu / 2));
    const complete = new Promise<void>((resolve) =>
      devtools.once("Tracing.tracingComplete", () => resolve()),
    );
    await devtools.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** Prints one load's long tasks and returns its blocking time after the first contentful paint. */
function report(events: TraceEvent[]): number {
  const navigation = events.find(
    (e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL).startsWith("http"),
  )!;
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === navigation.pid,
  )!;
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const at = (ts: number) => `${((ts - navigation.ts) / 1000).toFixed(0)} ms`;
  const fcp =
    events.find((e) => e.pid === main.pid && e.name === "firstContentfulPaint")?.ts ?? navigation.ts;
  const samples = samplesOf(events, main.pid, main.tid);
  const weight = cpu > 1 ? 1 : 4;

  console.log(`\n${url} (CPU ${cpu}×), primer pintado con contenido a los ${at(fcp)}`);
  let blocking = 0;
  const tasks = events.filter(
    (e) => onMain(e) && e.name === "RunTask" && e.ts >= navigation.ts && (e.dur ?? 0) >= minTaskMs * 1000,
  );
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur!;
    const ms = task.dur! / 1000;
    if (task.ts >= fcp) blocking += Math.max(0, ms * weight - 50);
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const what = events.find(
      (e) =>
        onMain(e) &&
        e.ts >= task.ts &&
        e.ts < end &&
        /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|ParseHTML|EventDispatch|UpdateLayoutTree|Layout)$/.test(
          e.name,
        ),
    );
    const detail = String(what?.args?.data?.url ?? what?.args?.data?.type ?? "").replace(/^.*\//, "");
    console.log(`${at(task.ts).padStart(8)}  ${ms.toFixed(1).padStart(6)} ms  ${what?.name ?? ""} ${detail}`);
    if (inside.length)
      console.log(
        `            ${shares(
          inside.map((sample) => sample.source()),
          6,
        )}`,
      );
  }
  const afterFcp = samples.filter((sample) => sample.ts >= fcp).map((sample) => sample.source());
  console.log(
    `después del primer pintado, por origen: ${shares(
      afterFcp.filter((s) => s !== "(idle)"),
      12,
    )}`,
  );
  console.log(
    `bloqueo después del primer pintado (cada tarea ×${weight} − 50 ms): ${blocking.toFixed(0)} ms`,
  );
  return blocking;
}

const blocking: number[] = [];
for (let run = 0; run < option("runs", 1); run++) blocking.push(report(await traceLoad()));
console.log(
  `\nbloqueo por vuelta: ${blocking.map((ms) => ms.toFixed(0)).join(", ")} ms; mediana ${median(blocking)?.toFixed(0)} ms`,
);
