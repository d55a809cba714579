/**
 * Analytics on the Functions emulator: product views counted in hour and day buckets and read back
 * as the top products of each window, the AI usage check (statistics, costs, one alert document per
 * window bucket however many checks run at once), and access keys stored only as hashes.
 */
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessKeyHash, normalizeAccessKey } from "@domain/analysis/access-keys.ts";
import type { ProductViewStats } from "@domain/analytics/product-view-stats.ts";
import { PRODUCT_VIEW_BEACON_PATH, PRODUCT_VIEW_LIMIT } from "@domain/analytics/product-views.ts";
import { viewBucketKeys } from "@domain/analytics/product-view-stats.ts";
import { lastDayKeys, santiagoHourKey, startOfSantiagoMonth } from "@domain/analytics/santiago-clock.ts";
import type { AlertCheckResponse } from "@domain/analytics/usage-alerts.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { geminiBudgetReached } from "../../functions/src/analytics/alert-check.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { errorOf, newClientAddress, testClient, type TestClient } from "../support/client.ts";
import { resetAccount } from "../support/accounts.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { santiagoDayKey } from "@domain/locale.ts";

const owner = { email: "analitica-admin@chatoyant.test", password: "clave-segura-7" };
const HOUR = 3_600_000;

const db = () => adminDb();
const collection = (name: string) => db().collection(name);

async function clear(...names: string[]) {
  await Promise.all(names.map((name) => db().recursiveDelete(collection(name))));
}

async function addProduct(name: string) {
  const product = makeProduct({ name });
  const { id, ...data } = product;
  await collection(COLLECTIONS.products).doc(id).set(data);
  return product;
}

let admin: TestClient;
let anonymous: TestClient;
let adminUid: string;

beforeAll(async () => {
  useLocalEmulators();
  // Whatever the file before left: deleting another file's 400 products one by one here woke 800
  // triggers, and on a loaded machine those deletes failed.
  await clearFirestore();
  adminUid = (await resetAccount(owner)).uid;
  await grantAdmin(owner.email);
  [admin, anonymous] = await Promise.all([testClient(owner), testClient()]);
});
afterAll(() => Promise.all([admin, anonymous].map((client) => client?.close())));

/**
 * A view as a product page sends it: a beacon through Hosting's `/api/views` rewrite. With an
 * address, as Google's front end reaches the function (the client's address last in X-Forwarded-For).
 */
function sendView(body: unknown, address?: string, init: RequestInit = {}) {
  return fetch(`${HOSTING_URL}${PRODUCT_VIEW_BEACON_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      ...(address ? { "X-Forwarded-For": address } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

describe("recordProductView (POST /api/views)", () => {
  beforeEach(() => clear(COLLECTIONS.productViewHours, COLLECTIONS.productViewDays, COLLECTIONS.products));

  it("counts each view in the Santiago hour bucket and the day bucket, with the product's name", async () => {
    const product = await addProduct("Collar Ojo de Tigre");
    const other = await addProduct("Aros Luna");
    const before = viewBucketKeys(new Date());
    const answers = await Promise.all([
      sendView({ productId: product.id }),
      sendView({ productId: product.id }),
      sendView({ productId: product.id }),
      sendView({ productId: other.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const after = viewBucketKeys(new Date());

    // (A run that straddles the hour or midnight spreads the views over two buckets.)
    const countsIn = async (name: string, keys: string[]) => {
      const docs = await Promise.all([...new Set(keys)].map((key) => collection(name).doc(key).get()));
      const total = (id: string) =>
        docs.reduce((sum, doc) => sum + ((doc.get(`counts.${id}`) as number) ?? 0), 0);
      return {
        product: total(product.id),
        other: total(other.id),
        names: docs.find((doc) => doc.exists)?.get("names"),
      };
    };
    const hours = await countsIn(COLLECTIONS.productViewHours, [before.hour, after.hour]);
    const days = await countsIn(COLLECTIONS.productViewDays, [before.day, after.day]);
    expect(hours).toEqual(days);
    expect(hours).toMatchObject({ product: 3, other: 1 });
    expect(hours.names).toMatchObject({ [product.id]: "Collar Ojo de Tigre", [other.id]: "Aros Luna" });
    expect((await collection(COLLECTIONS.productViewHours).get()).docs.map((doc) => doc.id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d{10}$/)]),
    );
  });

  it("counts a bounded number of a loop of 1,000 views from one address, and still counts another's", async () => {
    const product = await addProduct("Collar Cuarzo Ahumado");
    const [looping, another] = [newClientAddress(), newClientAddress()];
    const before = viewBucketKeys(new Date());
    const statuses: number[] = [];
    // 1,000 beacons, 10 at a time, as fast as the emulator answers.
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 1000) {
          next += 1;
          statuses.push((await sendView({ productId: product.id }, looping)).status);
        }
      }),
    );
    const viewsOf = async () => {
      const keys = [...new Set([before.hour, viewBucketKeys(new Date()).hour])];
      const docs = await Promise.all(
        keys.map((key) => collection(COLLECTIONS.productViewHours).doc(key).get()),
      );
      return docs.reduce((sum, doc) => sum + ((doc.get(`counts.${product.id}`) as number) ?? 0), 0);
    };
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((status) => status === 204)).toHaveLength(PRODUCT_VIEW_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - PRODUCT_VIEW_LIMIT.limit);
    expect(await viewsOf()).toBe(PRODUCT_VIEW_LIMIT.limit);

    expect((await sendView({ productId: product.id }, another)).status).toBe(204);
    expect(await viewsOf()).toBe(PRODUCT_VIEW_LIMIT.limit + 1);
  });

  it("refuses products that do not exist and anything but a product id, writing nothing", async () => {
    const product = await addProduct("Collar Jade");
    expect((await sendView({ productId: "6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f" })).status).toBe(404);
    expect((await sendView({ productId: product.id, views: 1000 })).status).toBe(400);
    expect((await sendView({ productId: "../settings" })).status).toBe(400);
    expect((await sendView("{not json")).status).toBe(400);
    expect((await sendView({ productId: product.id, padding: "x".repeat(300) })).status).toBe(413);
    expect((await sendView(undefined, undefined, { method: "GET", body: undefined })).status).toBe(405);
    expect((await collection(COLLECTIONS.productViewHours).get()).size).toBe(0);
    expect((await collection(COLLECTIONS.productViewDays).get()).size).toBe(0);
  });
});

describe("productViewStats", () => {
  beforeEach(() => clear(COLLECTIONS.productViewHours, COLLECTIONS.productViewDays, COLLECTIONS.products));

  it("ranks the products of the last 24 h, 7 d and 30 d from the buckets, with current names", async () => {
    const now = Date.now();
    const a = await addProduct("Collar Amatista");
    const b = await addProduct("Collar Cuarzo Rosa");
    const c = await addProduct("Aros Ónix");
    const gone = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"; // deleted since it was viewed
    const names = { [a.id]: "Nombre antiguo", [b.id]: b.name, [c.id]: c.name, [gone]: "Collar Retirado" };
    const hourBucket = (hoursAgo: number, counts: Record<string, number>) =>
      collection(COLLECTIONS.productViewHours)
        .doc(santiagoHourKey(new Date(now - hoursAgo * HOUR)))
        .set({ counts, names });
    const days = lastDayKeys(new Date(now), 32);
    const dayBucket = (daysAgo: number, counts: Record<string, number>) =>
      collection(COLLECTIONS.productViewDays).doc(days[daysAgo]!).set({ counts, names });

    await Promise.all([
      hourBucket(0, { [a.id]: 1, [b.id]: 2 }),
      hourBucket(23, { [a.id]: 3 }),
      hourBucket(25, { [c.id]: 50 }), // not in the last 24 h
      dayBucket(0, { [a.id]: 4, [b.id]: 2 }),
      dayBucket(3, { [b.id]: 5 }),
      dayBucket(6, { [gone]: 1 }),
      dayBucket(10, { [c.id]: 20 }),
      dayBucket(29, { [gone]: 30 }),
      dayBucket(30, { [a.id]: 100 }), // not in the last 30 days
    ]);

    const stats = await admin.call<ProductViewStats>("productViewStats", {});
    const rows = (window: keyof ProductViewStats) => stats[window].map((p) => [p.name, p.views]);
    expect(rows("last24h")).toEqual([
      ["Collar Amatista", 4],
      ["Collar Cuarzo Rosa", 2],
    ]);
    expect(rows("last7d")).toEqual([
      ["Collar Cuarzo Rosa", 7],
      ["Collar Amatista", 4],
      ["Collar Retirado", 1],
    ]);
    expect(rows("last30d")).toEqual([
      ["Collar Retirado", 31],
      ["Aros Ónix", 20],
      ["Collar Cuarzo Rosa", 7],
      ["Collar Amatista", 4],
    ]);
    expect(stats.last24h[0]).toEqual({ productId: a.id, name: "Collar Amatista", views: 4 });
  });

  it("keeps ten products per window and answers empty windows", async () => {
    await expect(admin.call("productViewStats", {})).resolves.toEqual({
      last24h: [],
      last7d: [],
      last30d: [],
    });
    const counts = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}`, i + 1]));
    await collection(COLLECTIONS.productViewDays).doc(santiagoDayKey(new Date())).set({ counts, names: {} });
    const stats = await admin.call<ProductViewStats>("productViewStats", {});
    expect(stats.last7d.map((p) => p.views)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect((await errorOf(admin.call("productViewStats", { window: "all" }))).code).toBe(
      "functions/invalid-argument",
    );
  });
});

describe("checkAlerts", () => {
  // 1 alert an hour at 5 uses, a day at 8; each Gemini use costs 0.01 USD × 1000 = 10 CLP.
  const analysis = {
    hourlyThreshold: 5,
    dailyThreshold: 8,
    costPerAnalysisUsd: 0.01,
    usdToClp: 1000,
    monthlyFreeCreditClp: 950,
    dailyBudgetClp: 1000,
  };

  beforeEach(async () => {
    await clear(COLLECTIONS.analysisUsage, COLLECTIONS.descriptionUsage, COLLECTIONS.alerts);
    await collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, analysis });
  });

  const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
  async function seedUses(name: string, count: number, provider: "gemini" | "basico", msAgo: number) {
    await Promise.all(
      Array.from({ length: count }, () =>
        collection(name).add(
          name === COLLECTIONS.analysisUsage
            ? { createdAt: ago(msAgo), provider, accessKeyId: null }
            : { createdAt: ago(msAgo), provider, adminUid: "admin" },
        ),
      ),
    );
  }
  const alertIds = async () => (await collection(COLLECTIONS.alerts).get()).docs.map((doc) => doc.id).sort();

  it("under the thresholds raises and records nothing, and reports the counts and costs", async () => {
    await seedUses(COLLECTIONS.analysisUsage, 3, "gemini", 10 * 60_000);
    await seedUses(COLLECTIONS.descriptionUsage, 1, "basico", 20 * 60_000);
    await seedUses(COLLECTIONS.analysisUsage, 3, "basico", 5 * HOUR);
    await seedUses(COLLECTIONS.analysisUsage, 4, "gemini", 30 * HOUR); // outside both windows

    const result = await admin.call<AlertCheckResponse>("checkAlerts", {});
    expect(result.alerts).toEqual([]);
    expect(result.recentAlerts).toEqual([]);
    expect(result.statistics.lastHour).toEqual({
      analyses: 3,
      descriptions: 1,
      geminiUses: 3,
      estimatedCostClp: 30,
    });
    expect(result.statistics.last24Hours).toEqual({
      analyses: 6,
      descriptions: 1,
      geminiUses: 3,
      estimatedCostClp: 30,
    });
    const monthStart = startOfSantiagoMonth(new Date()).getTime();
    const monthGemini = 3 + (Date.now() - 30 * HOUR >= monthStart ? 4 : 0);
    expect(result.statistics.thisMonth).toEqual({
      geminiUses: monthGemini,
      estimatedCostClp: monthGemini * 10,
    });
    expect(await alertIds()).toEqual([]);
  });

  it("past the day's Gemini budget, says so once and switches the color analysis to the built-in analyser", async () => {
    await collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, analysis: { ...analysis, dailyBudgetClp: 20 } });
    await seedUses(COLLECTIONS.analysisUsage, 1, "gemini", 1_000);
    await seedUses(COLLECTIONS.analysisUsage, 2, "basico", 1_000); // the built-in analyser is free
    expect(await geminiBudgetReached()).toBe(false);

    await seedUses(COLLECTIONS.descriptionUsage, 1, "gemini", 1_000);
    expect(await geminiBudgetReached()).toBe(true);
    const { alerts } = await admin.call<AlertCheckResponse>("checkAlerts", {});
    expect(alerts).toEqual([
      {
        kind: "budget",
        message:
          "Presupuesto diario de Gemini alcanzado (20 de 20 CLP): el análisis básico responde hasta medianoche.",
        alertTriggered: true,
        currentUsage: 20,
        threshold: 20,
        windowHours: 24,
      },
    ]);
    expect(await alertIds()).toEqual([`budget-${santiagoDayKey(new Date())}`]);
  });

  it("crossing the hourly threshold records exactly one alert for the hour, however many checks run at once", async () => {
    await seedUses(COLLECTIONS.analysisUsage, 4, "gemini", 5 * 60_000);
    await seedUses(COLLECTIONS.descriptionUsage, 1, "gemini", 5 * 60_000); // descriptions count too
    const hourBefore = santiagoHourKey(new Date());
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.call<AlertCheckResponse>("checkAlerts", {})),
    );
    const hourAfter = santiagoHourKey(new Date());

    for (const result of results) {
      expect(result.alerts).toEqual([
        {
          message: "Uso alto de IA: 5 usos en la última hora (umbral: 5).",
          alertTriggered: true,
          currentUsage: 5,
          threshold: 5,
          windowHours: 1,
        },
      ]);
      expect(result.statistics.lastHour.estimatedCostClp).toBe(50);
    }
    // (Only a run straddling the hour could see two hours, and then one alert each.)
    expect(await alertIds()).toEqual([...new Set([`1h-${hourBefore}`, `1h-${hourAfter}`])].sort());
    const [alert] = (await collection(COLLECTIONS.alerts).get()).docs;
    expect(alert!.data()).toMatchObject({ windowHours: 1, usage: 5, threshold: 5 });
    expect(alert!.get("createdAt")).toBeInstanceOf(Timestamp);

    const again = await admin.call<AlertCheckResponse>("checkAlerts", {});
    expect(again.recentAlerts).toEqual([
      {
        id: `1h-${hourAfter}`,
        message: "Uso alto de IA: 5 usos en la última hora (umbral: 5).",
        createdAt: (alert!.get("createdAt") as Timestamp).toDate().toISOString(),
        timeWindowHours: 1,
      },
    ]);
    expect(await alertIds()).toHaveLength(1);
  });

  it("crossing the daily threshold records its one alert, and the history keeps only the last 24 h", async () => {
    await seedUses(COLLECTIONS.analysisUsage, 6, "basico", 3 * HOUR);
    await seedUses(COLLECTIONS.descriptionUsage, 2, "gemini", 10 * HOUR);
    await collection(COLLECTIONS.alerts)
      .doc("24h-20200101")
      .set({
        message: "Una alerta antigua",
        windowHours: 24,
        usage: 300,
        threshold: 200,
        createdAt: ago(30 * HOUR),
      });
    const dayBefore = santiagoDayKey(new Date());
    const results = await Promise.all(
      Array.from({ length: 3 }, () => admin.call<AlertCheckResponse>("checkAlerts", {})),
    );
    const dayAfter = santiagoDayKey(new Date());

    for (const result of results) {
      expect(result.alerts).toEqual([
        {
          message: "Uso alto de IA: 8 usos en las últimas 24 horas (umbral: 8).",
          alertTriggered: true,
          currentUsage: 8,
          threshold: 8,
          windowHours: 24,
        },
      ]);
      expect(result.statistics.last24Hours).toEqual({
        analyses: 6,
        descriptions: 2,
        geminiUses: 2,
        estimatedCostClp: 20,
      });
      expect(result.statistics.lastHour.analyses).toBe(0);
    }
    const ids = await alertIds();
    expect(ids.filter((id) => id !== "24h-20200101")).toEqual([
      ...new Set([`24h-${dayBefore}`, `24h-${dayAfter}`]),
    ]);
    const history = (await admin.call<AlertCheckResponse>("checkAlerts", {})).recentAlerts;
    expect(history.map((alert) => [alert.id, alert.timeWindowHours])).toEqual([[`24h-${dayAfter}`, 24]]);
  });

  it("uses the spec's thresholds (50 an hour) when the settings lack them", async () => {
    await collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC).delete();
    await seedUses(COLLECTIONS.analysisUsage, 49, "basico", 60_000);
    expect((await admin.call<AlertCheckResponse>("checkAlerts", {})).alerts).toEqual([]);
    await seedUses(COLLECTIONS.analysisUsage, 1, "basico", 60_000);
    const { alerts } = await admin.call<AlertCheckResponse>("checkAlerts", {});
    expect(alerts.map((alert) => [alert.windowHours, alert.currentUsage, alert.threshold])).toEqual([
      [1, 50, 50],
    ]);
  });
});

describe("access keys", () => {
  beforeEach(() => clear(COLLECTIONS.accessKeys));

  it("creates a key shown once: the document keeps its hash, never the key", async () => {
    const { id, key } = await admin.call<{ id: string; key: string }>("createAccessKey", {
      label: "  Clienta María ",
    });
    expect(key).toMatch(/^CHT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const stored = await collection(COLLECTIONS.accessKeys).doc(id).get();
    expect(stored.data()).toEqual({
      label: "Clienta María",
      hash: await accessKeyHash(key),
      active: true,
      createdAt: expect.any(Timestamp),
      createdBy: adminUid,
    });
    expect(JSON.stringify(stored.data())).not.toContain(key.slice(4));

    // How the color analysis finds a typed key.
    const typed = await accessKeyHash(normalizeAccessKey(` ${key.toLowerCase()} `));
    const found = await collection(COLLECTIONS.accessKeys).where("hash", "==", typed).get();
    expect(found.docs.map((doc) => doc.id)).toEqual([id]);

    const second = await admin.call<{ id: string; key: string }>("createAccessKey", { label: "Feria" });
    expect(second.key).not.toBe(key);
  });

  it("revokes a key, and refuses unknown keys and bad labels", async () => {
    const { id } = await admin.call<{ id: string; key: string }>("createAccessKey", { label: "Prueba" });
    await expect(admin.call("revokeAccessKey", { id })).resolves.toEqual({ id, active: false });
    expect((await collection(COLLECTIONS.accessKeys).doc(id).get()).get("active")).toBe(false);

    expect(await errorOf(admin.call("revokeAccessKey", { id: "no-existe" }))).toEqual({
      code: "functions/not-found",
      message: "Clave no encontrada",
    });
    expect((await collection(COLLECTIONS.accessKeys).doc("no-existe").get()).exists).toBe(false);
    expect(await errorOf(admin.call("createAccessKey", { label: "   " }))).toEqual({
      code: "functions/invalid-argument",
      message: "Ingresa un nombre para la clave",
    });
    expect((await errorOf(admin.call("createAccessKey", { label: "x", hash: "abc" }))).code).toBe(
      "functions/invalid-argument",
    );
    expect((await collection(COLLECTIONS.accessKeys).get()).size).toBe(1);
  });
});
