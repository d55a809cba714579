/**
 * The measuring half of `npm run bench`, run by bench.ts inside fresh emulators: seeds the demo
 * shop, runs Lighthouse on the home and a product page, then the returning and offline visits
 * and the taps on "Agregar al carrito" (interaction.ts), and prints the medians against the
 * issue's targets (also saved to test-results/bench.json).
 * A missed target is a result, not a failure: only a benchmark that could not run exits non-zero.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { productPath } from "@domain/shop-paths.ts";
import { homeRouteChunks, totalKib } from "../bundle-report.ts";
import { HOSTING_URL } from "../emulators/launch.ts";
import { repoRoot } from "../emulators/paths.ts";
import { useLocalEmulators } from "../firebase-admin.ts";
import { DEMO_PRODUCTS } from "../seed/demo-catalog.ts";
import { seedDemoData } from "../seed/seed.ts";
import { countLandedTaps, EARLY_TAPS } from "../browser/early-taps.ts";
import { measureInteractions } from "./interaction.ts";
import { runLighthouse } from "./lighthouse-run.ts";
import { benchRuns } from "./options.ts";
import {
  launchPhoneBrowser,
  measureRepeatVisit,
  type OfflineVisit,
  type RepeatVisitSample,
} from "./repeat-visit.ts";
import { markdownTable, median, verdict } from "./report.ts";
import { benchRows, type BenchResults } from "./targets.ts";

const runs = benchRuns();
const product = DEMO_PRODUCTS.find((p) => p.stock >= 3 && p.productType === "collar")!;
const pages = { home: `${HOSTING_URL}/`, product: `${HOSTING_URL}${productPath(product)}` };

const log = (message: string) => console.log(`[bench] ${message}`);

/** The Functions emulator loads a worker on the first call; that cold start is not the shop's. */
async function warmUp(): Promise<void> {
  for (const url of [pages.home, `${HOSTING_URL}/api/storefront`, pages.product]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
}

async function withOneRetry<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log(`${what} falló (${error instanceof Error ? error.message : String(error)}); otra vez`);
    return work();
  }
}

const outDir = path.join(repoRoot, "test-results");
mkdirSync(outDir, { recursive: true });
const short = (text: string | undefined) => (text && text.length > 90 ? `${text.slice(0, 89)}…` : text);

useLocalEmulators();
log("sembrando los datos de demostración");
await seedDemoData();
await warmUp();

/** What a phone downloads for the product page's document (gzip, as Hosting compresses it). */
async function productHtmlGzKib(): Promise<number> {
  const html = await (await fetch(pages.product)).text();
  return gzipSync(html, { level: 6 }).byteLength / 1024;
}

const results: BenchResults = {
  homeRouteManifestKib: totalKib(homeRouteChunks(path.join(repoRoot, "dist"))),
  productHtmlGzKib: await productHtmlGzKib(),
  lighthouse: { home: [], product: [] },
  repeatVisits: [],
  interactions: [],
  earlyTaps: { productAdd: 0, homeCardAdd: 0, productAddThenCart: 0, visits: 0 },
};

for (let run = 1; run <= runs; run++) {
  for (const page of ["home", "product"] as const) {
    const { sample, reportJson } = await withOneRetry(`Lighthouse ${page} ${run}`, () =>
      runLighthouse(pages[page]),
    );
    results.lighthouse[page].push(sample);
    // The last run's full report, to see where the time goes (open it in the Lighthouse viewer).
    writeFileSync(path.join(outDir, `bench-lighthouse-${page}.json`), reportJson);
    log(
      `Lighthouse ${page} ${run}/${runs}: ${sample.performance} · LCP ${Math.round(sample.lcpMs)} ms · ` +
        `TBT ${Math.round(sample.tbtMs)} ms · CLS ${sample.cls.toFixed(3)} · LCP = ${short(sample.lcpElement) ?? "?"}`,
    );
  }
}

const browser = await launchPhoneBrowser();
try {
  for (let run = 1; run <= runs; run++) {
    const sample: RepeatVisitSample = await withOneRetry(`visita repetida ${run}`, () =>
      measureRepeatVisit(browser),
    );
    results.repeatVisits.push(sample);
    const offline = (visit: OfflineVisit) =>
      visit.gridVisibleMs === undefined ? visit.failure : `${Math.round(visit.gridVisibleMs)} ms`;
    const { returning } = sample;
    log(
      `visita repetida ${run}/${runs} (${sample.serviceWorker}): en línea ${Math.round(returning.gridVisibleMs)} ms, ` +
        `Firestore ${returning.firestoreBeforeGrid}, /api/storefront ${returning.snapshotFetchesBeforeGrid}` +
        `${returning.snapshotAnsweredBy.length > 0 ? ` (${returning.snapshotAnsweredBy.join(", ")})` : ""} · ` +
        `sin conexión ${offline(sample.offline)}, con CPU 4× ${offline(sample.offlineSlowCpu)}`,
    );
  }
  for (let run = 1; run <= runs; run++) {
    const sample = await withOneRetry(`toques ${run}`, () => measureInteractions(browser, pages));
    results.interactions.push(sample);
    log(
      `toques ${run}/${runs} (CPU 4×): producto ${Math.round(sample.productAddToCartMs)} ms ` +
        `(al responder ${Math.round(sample.productAddToCartFirstMs)} ms), tarjeta en inicio ` +
        `${Math.round(sample.homeCardAddToCartMs)} ms (al responder ${Math.round(sample.homeCardAddToCartFirstMs)} ms)`,
    );
  }
  // Two new shoppers a run for each early tap: fewer than the journeys' 20, enough to see a loss.
  const visits = runs * 2;
  const earlyCard = DEMO_PRODUCTS[0]!.name;
  results.earlyTaps = {
    visits,
    productAdd: await countLandedTaps(browser, visits, (page) => EARLY_TAPS.productAdd(page, pages.product)),
    homeCardAdd: await countLandedTaps(browser, visits, (page) =>
      EARLY_TAPS.homeCardAdd(page, pages.home, earlyCard),
    ),
    productAddThenCart: await countLandedTaps(browser, visits, (page) =>
      EARLY_TAPS.productAddThenCart(page, pages.product, product.name),
    ),
  };
  const { productAdd, homeCardAdd, productAddThenCart } = results.earlyTaps;
  log(`toques tempranos que llegan, de ${visits}: ${productAdd}, ${homeCardAdd}, ${productAddThenCart}`);
} finally {
  await browser.close();
}

const rows = benchRows(results);
const serviceWorker = [...new Set(results.repeatVisits.map((s) => s.serviceWorker))].join(", ");
const missed = rows.filter((row) => verdict(row) === "✗").map((row) => row.metric);
const benchmarkIndex = median(
  [...results.lighthouse.home, ...results.lighthouse.product].map((s) => s.benchmarkIndex),
);

const summary = `Benchmark: ${runs} ${runs === 1 ? "vez" : "veces"} por medición · service worker: ${serviceWorker}
Producto: ${pages.product}

${markdownTable(rows)}

${missed.length === 0 ? "Todas las metas se cumplen." : `Metas no cumplidas: ${missed.length} (✗).`}
Lighthouse: configuración por defecto (móvil: Slow 4G y CPU 4× simulados); benchmarkIndex de esta
máquina ${Math.round(benchmarkIndex ?? 0)}. Visitas repetidas: Chromium a 390×844, sin limitar salvo la fila "CPU 4×".
Cada vez en test-results/bench.json; el último informe de Lighthouse en test-results/bench-lighthouse-*.json.`;

// bench.ts prints the summary after the emulators have shut down, so it is the last thing shown.
writeFileSync(
  path.join(outDir, "bench.json"),
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      runs,
      pages,
      serviceWorker,
      table: rows.map((row) => ({
        metric: row.metric,
        median: row.value,
        target: row.target?.label ?? null,
        met: row.target ? verdict(row) === "✓" : null,
      })),
      summary,
      samples: results,
    },
    null,
    2,
  )}\n`,
);
log("resultados en test-results/bench.json");
