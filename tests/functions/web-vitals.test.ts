/**
 * The field Web Vitals beacon on the emulators, through Hosting's `/api/vitals` rewrite as a page
 * sends it: a valid beacon adds one visit to exactly one day document; every hostile one is
 * refused and writes nothing, not even a rate-limit entry; one connection's flood is cut off.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bucketOf, VITALS_RATE_LIMIT } from "@domain/analytics/web-vitals.ts";
import { vitalsDaySchema } from "@domain/analytics/web-vitals.schema.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { santiagoDayKey } from "@domain/locale.ts";

const BEACON_URL = `${HOSTING_URL}/api/vitals`;

const valid = {
  page: "product",
  device: "mobile",
  connection: "4g",
  metrics: { LCP: 2150.3, INP: 88, CLS: 0.042, TTFB: 301.9 },
};

/** As `navigator.sendBeacon` sends a string: a POST with a text/plain body. */
const send = (body: string, init: RequestInit = {}) =>
  fetch(BEACON_URL, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body,
    ...init,
  });

const documentsIn = async (name: string) => (await adminDb().collection(name).get()).docs;

beforeAll(() => useLocalEmulators());
beforeEach(() => clearFirestore());

describe("POST /api/vitals", () => {
  it("counts a valid beacon in exactly one document: its Santiago day and page type", async () => {
    const before = santiagoDayKey(new Date());
    const res = await send(JSON.stringify(valid));
    expect(res.status).toBe(204);
    const after = santiagoDayKey(new Date());

    const docs = await documentsIn(COLLECTIONS.webVitals);
    expect(docs).toHaveLength(1);
    expect([`${before}_product`, `${after}_product`]).toContain(docs[0]!.id);
    const day = vitalsDaySchema.parse(docs[0]!.data());
    expect(day).toEqual({
      day: docs[0]!.id.slice(0, 8),
      page: "product",
      visits: 1,
      devices: { mobile: 1 },
      connections: { "4g": 1 },
      histograms: {
        LCP: { [bucketOf("LCP", 2150.3)]: 1 },
        INP: { [bucketOf("INP", 88)]: 1 },
        CLS: { [bucketOf("CLS", 0.042)]: 1 },
        TTFB: { [bucketOf("TTFB", 301.9)]: 1 },
      },
    });
  });

  it("adds concurrent beacons of one page type into the same counters", async () => {
    const beacons = [
      valid,
      { ...valid, device: "desktop", metrics: { LCP: 2150 } },
      { ...valid, connection: "3g", metrics: { LCP: 5000, CLS: 0 } },
    ];
    const answers = await Promise.all(beacons.map((beacon) => send(JSON.stringify(beacon))));
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204]);

    const docs = await documentsIn(COLLECTIONS.webVitals);
    expect(docs).toHaveLength(1);
    const day = vitalsDaySchema.parse(docs[0]!.data());
    expect(day.visits).toBe(3);
    expect(day.devices).toEqual({ mobile: 2, desktop: 1 });
    expect(day.connections).toEqual({ "4g": 2, "3g": 1 });
    expect(day.histograms.LCP).toEqual({ [bucketOf("LCP", 2150)]: 2, [bucketOf("LCP", 5000)]: 1 });
    expect(day.histograms.CLS).toEqual({ [bucketOf("CLS", 0.042)]: 1, "0": 1 });
  });

  const hostile: [string, string][] = [
    ["text that is not JSON", "LCP=2500"],
    ["an empty body", ""],
    ["JSON that is not an object", "[1,2,3]"],
    ["a value of the wrong type", JSON.stringify({ ...valid, metrics: { LCP: "2500" } })],
    ["NaN as a string", JSON.stringify({ ...valid, metrics: { INP: "NaN" } })],
    ["a huge number", JSON.stringify({ ...valid, metrics: { TTFB: 1e308 } })],
    [
      "a number beyond JSON's range",
      '{"page":"home","device":"mobile","connection":"4g","metrics":{"LCP":1e400}}',
    ],
    ["a negative value", JSON.stringify({ ...valid, metrics: { CLS: -0.5 } })],
    ["an extra field", JSON.stringify({ ...valid, userAgent: "Mozilla/5.0 (iPhone)" })],
    ["an extra metric", JSON.stringify({ ...valid, metrics: { ...valid.metrics, FID: 3 } })],
    ["an unknown page type", JSON.stringify({ ...valid, page: "__proto__" })],
    ["an unknown connection", JSON.stringify({ ...valid, connection: "wifi" })],
    ["no metrics", JSON.stringify({ ...valid, metrics: {} })],
  ];

  it.each(hostile)("refuses %s with 400 and writes nothing", async (_, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await documentsIn(COLLECTIONS.webVitals)).toHaveLength(0);
    expect(await documentsIn(COLLECTIONS.rateLimits)).toHaveLength(0);
  });

  it("refuses a body over 1 KB as too large, and writes nothing", async () => {
    const res = await send(JSON.stringify({ ...valid, padding: "x".repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await documentsIn(COLLECTIONS.webVitals)).toHaveLength(0);
    expect(await documentsIn(COLLECTIONS.rateLimits)).toHaveLength(0);
  });

  it.each(["GET", "PUT", "DELETE"])("refuses %s with 405 and writes nothing", async (method) => {
    const res = await fetch(`${BEACON_URL}?page=home&LCP=1`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await documentsIn(COLLECTIONS.webVitals)).toHaveLength(0);
  });

  it("cuts one connection off after its limit: the next beacon is refused and not counted", async () => {
    const body = JSON.stringify({ ...valid, metrics: { TTFB: 120 } });
    // One at a time: concurrent ones would contend for the same rate-limit document.
    for (let i = 0; i < VITALS_RATE_LIMIT.limit; i += 1) expect((await send(body)).status).toBe(204);
    expect((await send(body)).status).toBe(429);

    const docs = await documentsIn(COLLECTIONS.webVitals);
    const visits = docs.reduce((sum, doc) => sum + vitalsDaySchema.parse(doc.data()).visits, 0);
    expect(visits).toBe(VITALS_RATE_LIMIT.limit);
  });
});
