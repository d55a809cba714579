/**
 * analyzeStyle on the Functions emulator, called the way any client can (plain HTTPS, so each test
 * speaks from its own address): the gate holds on the server, the built-in analyser tells warm
 * from cool, recommendations are real in-stock necklaces, the photo is never stored.
 */
import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGES, MAX_ANALYSES_PER_SESSION } from "@domain/analysis/analysis-gate.ts";
import { accessKeyHash } from "@domain/analysis/access-keys.ts";
import { styleAnalysisSchema, type StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { DEEP_COOL, LIGHT_WARM } from "@domain/analysis/testing/colorings.ts";
import { paintFace, type FaceColors } from "@domain/analysis/testing/synthetic-face.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { functionUrl, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";

const ENDPOINT = functionUrl("analyzeStyle");
const KEY = "CHT-TEST-2026";

type Answer =
  { result: StyleAnalysis & { sessionId: string } } | { error: { status: string; message: string } };

async function post(address: string, data: object): Promise<Answer> {
  const response = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as Answer;
}

/**
 * One caller: its own address (X-Forwarded-For) and its own page session, which the server issues
 * with the first analysis and the page sends back after that.
 */
function visitor(address = newClientAddress()) {
  let sessionId: string | undefined;
  return {
    analyse: async (imageBase64: string, accessKey?: string): Promise<Answer> => {
      const answer = await post(address, {
        ...(sessionId ? { sessionId } : {}),
        imageBase64,
        ...(accessKey ? { accessKey } : {}),
      });
      if ("result" in answer) sessionId = answer.result.sessionId;
      return answer;
    },
  };
}

async function facePhoto(colors: FaceColors): Promise<string> {
  const { data, width, height, channels } = paintFace(colors, { size: 320 });
  const jpeg = await sharp(Buffer.from(data), { raw: { width, height, channels } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return jpeg.toString("base64");
}

const warmNecklace = makeProduct({
  name: "Collar Tierra de Ojo de Tigre",
  stock: 3,
  colors: [{ name: "Caramelo", hex: "#B5763D", description: null }],
});
const coolNecklace = makeProduct({
  name: "Collar Noche de Lapislázuli",
  stock: 2,
  colors: [{ name: "Azul lapislázuli", hex: "#233C8C", description: null }],
});
const soldOut = makeProduct({
  name: "Collar Ámbar Agotado",
  stock: 0,
  colors: [{ name: "Ámbar", hex: "#D9962B", description: null }],
});
const earrings = makeProduct({
  name: "Aros Caramelo",
  productType: "aro",
  stock: 5,
  colors: [{ name: "Caramelo", hex: "#B5763D", description: null }],
});
const inStockNecklaceIds = [warmNecklace.id, coolNecklace.id];

let warmPhoto: string;
let coolPhoto: string;

beforeAll(async () => {
  useLocalEmulators();
  [warmPhoto, coolPhoto] = await Promise.all([facePhoto(LIGHT_WARM), facePhoto(DEEP_COOL)]);
});
beforeEach(async () => {
  await clearAllData();
  for (const { id, ...product } of [warmNecklace, coolNecklace, soldOut, earrings]) {
    await adminDb().collection(COLLECTIONS.products).doc(id).set(product);
  }
  await adminDb()
    .collection(COLLECTIONS.accessKeys)
    .doc("clave-prueba")
    .set({ label: "Prueba", hash: await accessKeyHash(KEY), active: true, createdAt: new Date() });
});

const usage = async () =>
  (await adminDb().collection(COLLECTIONS.analysisUsage).get()).docs.map((d) => d.data());

describe("analyzeStyle", () => {
  it("tells warm from cool coloring and recommends only in-stock necklaces", async () => {
    const [warm, cool] = [visitor(), visitor()];
    const warmAnswer = await warm.analyse(warmPhoto);
    const coolAnswer = await cool.analyse(coolPhoto);
    if (!("result" in warmAnswer) || !("result" in coolAnswer))
      throw new Error(JSON.stringify([warmAnswer, coolAnswer]));

    for (const { result } of [warmAnswer, coolAnswer]) {
      expect(styleAnalysisSchema.parse(result).proveedor).toBe("basico");
      expect(result.recomendaciones.length).toBeGreaterThan(0);
      for (const recommendation of result.recomendaciones) {
        expect(inStockNecklaceIds).toContain(recommendation.productId);
      }
    }
    expect(["Primavera", "Otoño"]).toContain(warmAnswer.result.estacion);
    expect(["Verano", "Invierno"]).toContain(coolAnswer.result.estacion);
    // Each season's palette puts its own necklace first.
    expect(warmAnswer.result.recomendaciones[0]!.productId).toBe(warmNecklace.id);
    expect(coolAnswer.result.recomendaciones[0]!.productId).toBe(coolNecklace.id);

    expect(await usage()).toEqual([
      expect.objectContaining({ provider: "basico", accessKeyId: null }),
      expect.objectContaining({ provider: "basico", accessKeyId: null }),
    ]);
  });

  it("stores no photo anywhere", async () => {
    const [before] = await adminBucket().getFiles();
    expect("result" in (await visitor().analyse(warmPhoto))).toBe(true);
    const [after] = await adminBucket().getFiles();
    // Product photos of earlier test files may still be changing (their products were just wiped
    // and the storage triggers run on their own): compare the rest, and look for the photo's bytes.
    const existed = new Set(before.map((file) => file.name));
    const appeared = after.map((file) => file.name).filter((name) => !existed.has(name));
    expect(appeared.filter((name) => !name.startsWith("products/"))).toEqual([]);
    const photoMd5 = createHash("md5").update(Buffer.from(warmPhoto, "base64")).digest("base64");
    expect(after.map((file) => file.metadata.md5Hash)).not.toContain(photoMd5);
    const documents = await adminDb().collection(COLLECTIONS.analysisUsage).get();
    expect(JSON.stringify(documents.docs.map((d) => d.data()))).not.toContain(warmPhoto.slice(0, 40));
  });

  it("gives 3 free analyses a session, then wants a valid key, and stops after 5", async () => {
    const session = visitor();
    for (let i = 0; i < 3; i++) expect("result" in (await session.analyse(warmPhoto))).toBe(true);
    expect(await session.analyse(warmPhoto)).toEqual({
      error: { status: "UNAUTHENTICATED", message: "Se requiere clave de acceso." },
    });
    expect(await session.analyse(warmPhoto, "CHT-ESTA-MALA")).toEqual({
      error: { status: "PERMISSION_DENIED", message: "Clave de acceso inválida" },
    });
    // Typed in lower case with spaces, it is still the key.
    expect("result" in (await session.analyse(warmPhoto, `  ${KEY.toLowerCase()} `))).toBe(true);
    expect("result" in (await session.analyse(warmPhoto, KEY))).toBe(true);
    expect(await session.analyse(warmPhoto, KEY)).toEqual({
      error: {
        status: "RESOURCE_EXHAUSTED",
        message: "Has agotado tus 5 análisis disponibles. Recarga la página para continuar.",
      },
    });
    const logged = await usage();
    expect(logged).toHaveLength(5);
    expect(logged.filter((u) => u.accessKeyId === "clave-prueba")).toHaveLength(2);
  });

  it("gives 20 requests racing on one session no more than the session's 5 analyses", async () => {
    // Enough keys that their own hourly limit (5 each) never decides: only the session's cap does.
    const keys = ["CHT-CARRERA-1", "CHT-CARRERA-2", "CHT-CARRERA-3", "CHT-CARRERA-4"];
    for (const [index, key] of keys.entries()) {
      await adminDb()
        .collection(COLLECTIONS.accessKeys)
        .doc(`carrera-${index}`)
        .set({ label: "Carrera", hash: await accessKeyHash(key), active: true, createdAt: new Date() });
    }
    const first = await post(newClientAddress(), { imageBase64: warmPhoto });
    if (!("result" in first)) throw new Error(JSON.stringify(first));
    const { sessionId } = first.result;

    // Each from its own address, so the per-connection limit does not decide either.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(newClientAddress(), { sessionId, imageBase64: warmPhoto, accessKey: keys[index % keys.length] }),
      ),
    );

    const analysed = answers.filter((answer) => "result" in answer);
    expect(1 + analysed.length).toBeLessThanOrEqual(MAX_ANALYSES_PER_SESSION);
    for (const answer of answers) {
      if ("error" in answer) expect(answer.error.message).toBe(ANALYSIS_MESSAGES.sessionExhausted);
    }
    const session = await adminDb().collection(COLLECTIONS.rateLimits).doc(`session-${sessionId}`).get();
    expect((session.get("uses") as number[]).length).toBe(1 + analysed.length);
    expect(await usage()).toHaveLength(1 + analysed.length);
  });

  it("counts only sessions it issued: a made-up session id gets no extra analyses", async () => {
    const address = newClientAddress();
    const first = await post(address, { imageBase64: warmPhoto });
    if (!("result" in first)) throw new Error(JSON.stringify(first));
    const issued = first.result.sessionId;

    // A script inventing a new id for each call is given new sessions only while the connection
    // may start them (3 an hour, the first included), never the id it chose.
    const forged = randomUUID();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push(await post(address, { sessionId: forged, imageBase64: warmPhoto }));
    const sessions = answers.map((answer) => ("result" in answer ? answer.result.sessionId : null));
    expect(sessions.slice(0, 2).every((id) => id !== null && id !== forged && id !== issued)).toBe(true);
    expect(answers[2]).toEqual({
      error: { status: "RESOURCE_EXHAUSTED", message: ANALYSIS_MESSAGES.tooManySessions },
    });

    // The issued session goes on with its own count: 2 more free, then a key.
    for (let i = 0; i < 2; i++) {
      expect("result" in (await post(address, { sessionId: issued, imageBase64: warmPhoto }))).toBe(true);
    }
    expect(await post(address, { sessionId: issued, imageBase64: warmPhoto })).toEqual({
      error: { status: "UNAUTHENTICATED", message: "Se requiere clave de acceso." },
    });
    expect(await usage()).toHaveLength(5);
  });

  it("refuses a revoked key", async () => {
    await adminDb().collection(COLLECTIONS.accessKeys).doc("clave-prueba").update({ active: false });
    expect(await visitor().analyse(warmPhoto, KEY)).toEqual({
      error: { status: "PERMISSION_DENIED", message: "Clave de acceso inválida" },
    });
  });

  it("allows a key 5 analyses an hour, whichever sessions and addresses use it", async () => {
    for (let i = 0; i < 5; i++) expect("result" in (await visitor().analyse(warmPhoto, KEY))).toBe(true);
    expect(await visitor().analyse(warmPhoto, KEY)).toEqual({
      error: { status: "RESOURCE_EXHAUSTED", message: "Límite de análisis alcanzado. Intenta en 1 hora." },
    });
  });

  it("limits one connection across sessions", async () => {
    const address = "10.9.9.9";
    const answers: Answer[] = [];
    for (let i = 0; i < 13; i++) answers.push(await visitor(address).analyse("bm90IGFuIGltYWdl".repeat(10)));
    // Even refused photos count: the limit protects the server, not the quota.
    expect(answers.slice(0, 12).every((a) => "error" in a && a.error.status === "INVALID_ARGUMENT")).toBe(
      true,
    );
    expect(answers[12]).toEqual({
      error: { status: "RESOURCE_EXHAUSTED", message: "Demasiadas solicitudes" },
    });
  });

  it("refuses what is not a photo, and malformed requests, with a clear message", async () => {
    const html = Buffer.from("<!doctype html><title>no</title>".repeat(10)).toString("base64");
    expect(await visitor().analyse(html)).toEqual({
      error: { status: "INVALID_ARGUMENT", message: "Error al procesar la imagen. Intenta con otra foto." },
    });
    const broken = Buffer.from(await sharp(Buffer.from(warmPhoto, "base64")).jpeg().toBuffer())
      .subarray(0, 400)
      .toString("base64");
    expect(await visitor().analyse(broken)).toEqual({
      error: { status: "INVALID_ARGUMENT", message: "Error al procesar la imagen. Intenta con otra foto." },
    });
    const response = await fetch(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: { sessionId: "no-uuid", imageBase64: warmPhoto, extra: 1 } }),
    });
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe("INVALID_ARGUMENT");
    expect(await usage()).toEqual([]);
  });
});
