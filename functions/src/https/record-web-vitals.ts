/**
 * `POST /api/vitals` (a Hosting rewrite): one shop page's field Web Vitals, sent by
 * `navigator.sendBeacon` when the page is hidden. A beacon is counted in its Santiago day's
 * document for its kind of page with increments only, one write, so concurrent beacons never
 * conflict and the back office reads histograms, never visits.
 *
 * Anyone can post here, so everything is checked before anything is written: the method, the
 * size, the JSON, every field (src/domain/analytics/web-vitals.schema.ts, strict) and then the
 * connection's rate limit. A refused beacon writes nothing and gets an empty answer with its
 * status: nobody reads it, the page has gone.
 */
import { FieldValue } from "firebase-admin/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { santiagoDayKey } from "@domain/locale.ts";
import { beaconCounts } from "@domain/analytics/web-vitals-stats.ts";
import { VITALS_BEACON_MAX_BYTES, VITALS_RATE_LIMIT } from "@domain/analytics/web-vitals.ts";
import { vitalsBeaconSchema, type VitalsDay } from "@domain/analytics/web-vitals.schema.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { db } from "../firebase/app.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { clientKey } from "./client-address.ts";

type Increments = { [field: string]: Increments | FieldValue };

/** The beacon's counters as the nested map a merging `set` adds them with. */
function incrementsOf(counters: readonly string[][]): Increments {
  const root: Increments = {};
  for (const path of counters) {
    let map = root;
    path.slice(0, -1).forEach((segment) => {
      map = (map[segment] ??= {}) as Increments;
    });
    map[path.at(-1)!] = FieldValue.increment(1);
  }
  return root;
}

function parseBeacon(body: Buffer): ReturnType<typeof vitalsBeaconSchema.safeParse> | undefined {
  try {
    return vitalsBeaconSchema.safeParse(JSON.parse(body.toString("utf8")));
  } catch {
    return undefined;
  }
}

export const recordWebVitals = onRequest(async (request, response) => {
  response.set("Cache-Control", "no-store");
  if (request.method !== "POST") {
    response.set("Allow", "POST").status(405).end();
    return;
  }
  const body = request.rawBody ?? Buffer.alloc(0);
  if (body.length > VITALS_BEACON_MAX_BYTES) {
    response.status(413).end();
    return;
  }
  const beacon = parseBeacon(body);
  if (!beacon?.success) {
    response.status(400).end();
    return;
  }
  if (!(await takeRateLimitedUse(`vitals-${clientKey(request, "vitals")}`, VITALS_RATE_LIMIT))) {
    response.status(429).end();
    return;
  }

  const counts = beaconCounts(beacon.data, santiagoDayKey(new Date()));
  await db
    .collection(COLLECTIONS.webVitals)
    .doc(counts.docId)
    .set(
      // The counters' paths are the beacon's, so only the named fields are checked here; the
      // stored-documents test reads whole days back.
      {
        ...({ day: counts.day, page: counts.page } satisfies Partial<VitalsDay>),
        ...incrementsOf(counts.counters),
      },
      { merge: true },
    );
  response.status(204).end();
});
