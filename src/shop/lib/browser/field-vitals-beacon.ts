/**
 * Collects LCP, INP, CLS and TTFB of this page view with Google's web-vitals and sends them in one
 * beacon when the page is first hidden (a tab switch, an app switch, a navigation away or a close:
 * the last moment a page can be relied on to run). With the kind of page, a coarse device class and
 * the connection's effective type; never an address, an agent string or an id. The function
 * behind `/api/vitals` checks and counts it (functions/src/https/record-web-vitals.ts).
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import {
  CONNECTION_TYPES,
  VITALS_MAX,
  vitalsPageType,
  type ConnectionType,
  type DeviceClass,
  type WebVitalMetric,
} from "@domain/analytics/web-vitals.ts";
import type { VitalsBeacon } from "@domain/analytics/web-vitals.schema.ts";

/** firebase.json rewrites it to the recordWebVitals function. */
const VITALS_BEACON_PATH = "/api/vitals";

/** The shop's tablet breakpoint (`md`): narrower viewports are phones. */
const deviceClass = (): DeviceClass => (matchMedia("(max-width: 767px)").matches ? "mobile" : "desktop");

function connectionType(): ConnectionType {
  const effective = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((type) => type === effective) ?? "unknown";
}

/** Clamped to what the function accepts (a very slow visit counts in the last bucket), and rounded. */
function reported(metric: WebVitalMetric, value: number): number {
  const clamped = Math.min(Math.max(value, 0), VITALS_MAX[metric]);
  return metric === "CLS" ? Math.round(clamped * 10_000) / 10_000 : Math.round(clamped);
}

/** The address of the document itself, whatever the shopper has opened in the app since. */
function landingPath(): string {
  const navigation = performance.getEntriesByType("navigation")[0];
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

export function reportFieldVitals(): void {
  const page = vitalsPageType(landingPath());
  const metrics: VitalsBeacon["metrics"] = {};
  const keep = (metric: Metric) => {
    const name = metric.name as WebVitalMetric;
    if (Number.isFinite(metric.value)) metrics[name] = reported(name, metric.value);
  };
  // Every change, so the beacon carries the latest value of each whenever the page is hidden.
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onTTFB(keep, options);

  let sent = false;
  const send = (event: Event) => {
    if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const beacon: VitalsBeacon = {
      page,
      device: deviceClass(),
      connection: connectionType(),
      metrics,
    };
    // A string goes as text/plain, a "simple" request: no CORS preflight, which a page on its way
    // out could not wait for.
    navigator.sendBeacon(VITALS_BEACON_PATH, JSON.stringify(beacon));
  };
  // After web-vitals' own listeners (added above), which settle the final values on hiding.
  document.addEventListener("visibilitychange", send);
  // Safari does not always fire visibilitychange when a page is unloaded.
  addEventListener("pagehide", send);
}
