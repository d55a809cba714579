/**
 * Starts measuring this visit's field Web Vitals, for a sampled share of visits. Called after the
 * first paint (src/shop/components/field-vitals.tsx), so neither this nor Google's web-vitals and
 * the beacon (field-vitals-beacon.ts, loaded only for sampled visits) is among what the page needs
 * before it paints. web-vitals reads the buffered performance entries, so starting late loses none
 * of the page load's.
 */
import { vitalsSampleRate } from "@domain/analytics/vitals-sampling.ts";
import { codePreloadsStarted } from "@/lib/browser/code-preloads.ts";

const SAMPLE_RATE = vitalsSampleRate(import.meta.env.VITE_WEB_VITALS_SAMPLE_RATE);

let started = false;

/** Once per document: web-vitals measures the page load the shopper landed on. */
export function startFieldVitals(): void {
  if (started) return;
  started = true;
  // Without a beacon there is no way to report; without performance observers nothing to report.
  if (typeof navigator.sendBeacon !== "function" || typeof PerformanceObserver !== "function") return;
  if (Math.random() >= SAMPLE_RATE) return;
  // Its files' preloads start a few a task first (lib/browser/code-preloads.ts).
  void codePreloadsStarted("fieldVitals")
    .then(() => import("./field-vitals-beacon.ts"))
    .then(({ reportFieldVitals }) => reportFieldVitals());
}
