// TEMPORARY investigation script (not committed): CPU profile of a first home visit at 4x CPU.
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { HOSTING_URL } from "../emulators/launch.ts";
import { useLocalEmulators } from "../firebase-admin.ts";
import { seedDemoData } from "../seed/seed.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";

useLocalEmulators();
if (!process.env.NO_SEED) await seedDemoData();
for (const u of [`${HOSTING_URL}/`, `${HOSTING_URL}/api/storefront`]) await (await fetch(u)).arrayBuffer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.addInitScript(`(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); })()`);
  await page.goto(`${HOSTING_URL}${process.env.TRACE_PATH ?? "/"}`);
  await page.waitForTimeout(12_000);
  const { profile } = await cdp.send("Profiler.stop");
  writeFileSync(`/tmp/perf/${process.env.TRACE_NAME ?? "home"}-${run}.cpuprofile`, JSON.stringify(profile));
  console.log("renders", await page.evaluate("JSON.stringify(window.__r||[])"));
  console.log("long tasks", JSON.stringify(await page.evaluate("window.__long")));
  const paints = await page.evaluate(`JSON.stringify(performance.getEntriesByType("paint").map(p=>[p.name,Math.round(p.startTime)]))`);
  console.log("paints", paints);
  await context.close();
}
await browser.close();
