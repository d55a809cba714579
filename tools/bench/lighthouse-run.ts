/**
 * One Lighthouse run with its default config, the mobile preset (simulated Slow 4G and a 4× slower
 * CPU), in a Chromium launched for it alone: a fresh profile, so every run is a new visitor.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
import { isFirestoreRequest, isSnapshotRequest } from "./requests.ts";

export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page load transferred (Lighthouse waits for the network to settle). */
  jsKib: number;
  /** Scripts whose request the page started before its largest contentful paint. */
  jsBeforeLcpKib: number;
  firestoreBeforeLcp: number;
  snapshotFetchesBeforeLcp: number;
  /** What Lighthouse took as the largest contentful paint, for the record. */
  lcpElement: string | undefined;
  /** Lighthouse's CPU score for this machine; its 4× slowdown assumes a fast desktop (~1000+). */
  benchmarkIndex: number;
}

export interface LighthouseRun {
  sample: LighthouseSample;
  /** The whole report, as JSON, for whoever wants to see why. */
  reportJson: string;
}

interface NetworkRequestItem {
  url: string;
  rendererStartTime?: number;
  transferSize?: number;
  resourceType?: string;
}

interface TableDetails {
  items?: unknown[];
  debugData?: { networkStartTimeTs?: number };
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error("Lighthouse no devolvió resultados");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const found = lhr.audits[id];
      if (!found) throw new Error(`Lighthouse no trae la auditoría ${id}`);
      return found;
    };
    const numeric = (id: string) => {
      const value = audit(id).numericValue;
      if (value === undefined) throw new Error(`Lighthouse no midió ${id}: ${audit(id).errorMessage ?? "?"}`);
      return value;
    };

    // Trace timestamps (µs): the observed, unthrottled LCP and the start of the request list.
    const metrics = ((audit("metrics").details as TableDetails).items?.[0] ?? {}) as Record<string, number>;
    const lcpTs = metrics.observedLargestContentfulPaintTs;
    const network = audit("network-requests").details as TableDetails;
    const startTs = network.debugData?.networkStartTimeTs;
    if (lcpTs === undefined || startTs === undefined)
      throw new Error("Lighthouse no trae los tiempos observados");
    const requests = (network.items ?? []) as NetworkRequestItem[];
    const beforeLcp = requests.filter(
      (request) =>
        request.rendererStartTime !== undefined && startTs + request.rendererStartTime * 1000 < lcpTs,
    );
    const scriptKib = (list: NetworkRequestItem[]) =>
      list
        .filter((request) => request.resourceType === "Script")
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;

    // A list whose first table holds the element's node.
    const lcpTable = (audit("largest-contentful-paint-element").details as TableDetails | undefined)
      ?.items?.[0] as TableDetails | undefined;
    const lcpNode = (lcpTable?.items?.[0] as { node?: { snippet?: string } } | undefined)?.node;

    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const sample: LighthouseSample = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      jsKib: scriptKib(requests),
      jsBeforeLcpKib: scriptKib(beforeLcp),
      firestoreBeforeLcp: beforeLcp.filter((request) => isFirestoreRequest(request.url)).length,
      snapshotFetchesBeforeLcp: beforeLcp.filter((request) => isSnapshotRequest(request.url)).length,
      lcpElement: lcpNode?.snippet,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { sample, reportJson: JSON.stringify(lhr) };
  } finally {
    chrome.kill();
  }
}
