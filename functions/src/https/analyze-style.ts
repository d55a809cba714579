/**
 * The color analysis (`/asesoria`). Per connection first, then the photo, then the session — issued
 * and counted here (3 free, a key from the 4th, 5 at most; a connection starts at most 3 sessions an
 * hour) — and the key (5 an hour), then Gemini if it is configured and today's budget allows, or the
 * built-in analyser otherwise (also when Gemini fails, so a visitor still gets an answer).
 * The session's use is counted and reserved in one transaction before the model is called, so
 * parallel requests on one session cannot all read the same count and all pass; an analysis that
 * ends in an error gives its use back (see `analyzeStyle`).
 * Recommendations come only from in-stock necklaces. The photo is read in memory and never stored;
 * each analysis is logged for the usage statistics and alerts.
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { randomUUID } from "node:crypto";
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https";
import { accessKeyHash, normalizeAccessKey } from "@domain/analysis/access-keys.ts";
import {
  ACCESS_KEY_LIMIT,
  type AnalysisAnswer,
  ANALYSIS_MESSAGES,
  analyzeStyleInputSchema,
  type AnalyzeStyleInput,
  CONNECTION_LIMIT,
  NEW_SESSION_LIMIT,
  SESSION_WINDOW_MS,
  sessionGate,
} from "@domain/analysis/analysis-gate.ts";
import { basicStyleAnalysis } from "@domain/analysis/basic-style-analysis.ts";
import type { RecommendableNecklace, StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { PALETTE } from "@domain/catalog/palette.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { readAnalysisPhoto, type AnalysisPhoto } from "../ai/analysis-photo.ts";
import { configuredGemini, geminiApiKey } from "../ai/configured-provider.ts";
import { geminiBudgetReached } from "../analytics/alert-check.ts";
import { db } from "../firebase/app.ts";
import { readDocument, readValidDocument, recentUsesFields } from "../firebase/documents.ts";
import { writeIfUnchanged } from "../firebase/optimistic-write.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { clientKey } from "./client-address.ts";
import { parseInput, refuseReplayedAppCheck, REPLAY_PROTECTED } from "./guards.ts";
import type { AnalysisUsageRecord } from "@domain/analysis/ai-usage.ts";
import type { RecentUses } from "@domain/rate-limit.schema.ts";
import type { Writable } from "../firebase/writes.ts";

const sessionRef = (id: string) => db.collection(COLLECTIONS.rateLimits).doc(`session-${id}`);

/**
 * The visit's session. An id the server did not issue (made up, or forgotten after a day) counts as
 * none: a new session is issued, and a connection may start only a few an hour.
 */
async function resolveSession(request: CallableRequest, sessionId: string | undefined): Promise<string> {
  if (sessionId && (await sessionRef(sessionId).get()).exists) return sessionId;
  const starts = `sessions-${clientKey(request.rawRequest, "analysis-session")}`;
  if (!(await takeRateLimitedUse(starts, NEW_SESSION_LIMIT))) {
    throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.tooManySessions);
  }
  const id = randomUUID();
  await sessionRef(id).set({
    uses: [],
    expiresAt: new Date(Date.now() + SESSION_WINDOW_MS),
  } satisfies RecentUses);
  return id;
}

/**
 * Counts the session's analyses and, if the gate lets this one run, records it, in one
 * conditional write: of any number of requests racing on one session, at most the session's cap
 * pass. Answers the time recorded, which `releaseAnalysis` takes back.
 */
async function reserveAnalysis(sessionId: string, hasKey: boolean): Promise<number> {
  return writeIfUnchanged(sessionRef(sessionId), (snapshot) => {
    const uses = readDocument(recentUsesFields, snapshot)?.uses ?? [];
    const now = Date.now();
    const recent = uses.filter((at) => at > now - SESSION_WINDOW_MS);
    const gate = sessionGate(recent.length);
    if (gate === "exhausted") throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.sessionExhausted);
    if (gate === "needs-key" && !hasKey)
      throw new HttpsError("unauthenticated", ANALYSIS_MESSAGES.keyRequired);
    // expiresAt lets the TTL policy remove the session a day after its last analysis.
    const write = {
      uses: [...recent, now],
      expiresAt: new Date(now + SESSION_WINDOW_MS),
    } satisfies RecentUses;
    return { write, result: now };
  });
}

/** Gives a reserved use back: one entry of that time, whatever else was recorded since. */
async function releaseAnalysis(sessionId: string, reservedAt: number): Promise<void> {
  await writeIfUnchanged(sessionRef(sessionId), (snapshot) => {
    const uses = readDocument(recentUsesFields, snapshot)?.uses ?? [];
    const index = uses.indexOf(reservedAt);
    return {
      write:
        index < 0
          ? undefined
          : ({ uses: uses.filter((_, at) => at !== index) } satisfies Partial<RecentUses>),
      result: undefined,
    };
  });
}

/** The id of the active key typed, or an error the page turns into the spec's message. */
async function checkAccessKey(typed: string): Promise<string> {
  const hash = await accessKeyHash(normalizeAccessKey(typed));
  const found = await db
    .collection(COLLECTIONS.accessKeys)
    .where("hash", "==", hash)
    .where("active", "==", true)
    .limit(1)
    .get();
  const key = found.docs[0];
  if (!key) throw new HttpsError("permission-denied", ANALYSIS_MESSAGES.keyInvalid);
  if (!(await takeRateLimitedUse(`key-${key.id}`, ACCESS_KEY_LIMIT))) {
    throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.keyRateLimited);
  }
  return key.id;
}

/** What a recommendation needs of a product. */
const RECOMMENDABLE_FIELDS = productSchema.pick({
  id: true,
  stock: true,
  name: true,
  colors: true,
  materials: true,
});

async function inStockNecklaces(): Promise<RecommendableNecklace[]> {
  const snapshot = await db.collection(COLLECTIONS.products).where("productType", "==", "collar").get();
  return snapshot.docs.flatMap((doc) => {
    const product = readValidDocument(RECOMMENDABLE_FIELDS, doc);
    if (!product || product.stock <= 0) return [];
    const { id, name, colors, materials } = product;
    return [{ id, name, colors, materials }];
  });
}

async function analyse(photo: AnalysisPhoto, necklaces: RecommendableNecklace[]): Promise<StyleAnalysis> {
  // Past the day's budget the built-in analyser (free) answers, and the admin gets an alert.
  const gemini = configuredGemini();
  if (gemini && !(await geminiBudgetReached())) {
    try {
      return await gemini.analyzeStyle({
        imageBase64: photo.base64,
        mimeType: photo.mimeType,
        necklaces,
        palette: PALETTE,
      });
    } catch (error) {
      logger.error("Gemini no pudo analizar la foto; respondió el análisis básico", error);
    }
  }
  return basicStyleAnalysis(photo.pixels, necklaces);
}

export const analyzeStyle = onCall(
  { secrets: [geminiApiKey], memory: "512MiB", timeoutSeconds: 60, ...REPLAY_PROTECTED },
  async (request): Promise<AnalysisAnswer> => {
    refuseReplayedAppCheck(request);
    const input: AnalyzeStyleInput = parseInput(analyzeStyleInputSchema, request.data);
    if (
      !(await takeRateLimitedUse(`connection-${clientKey(request.rawRequest, "analysis")}`, CONNECTION_LIMIT))
    ) {
      throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.tooManyRequests);
    }
    // The photo first: a session is issued only to a request that can be answered.
    const photo = await readAnalysisPhoto(input.imageBase64);
    if (!photo) throw new HttpsError("invalid-argument", ANALYSIS_MESSAGES.badImage);
    const sessionId = await resolveSession(request, input.sessionId);
    const typedKey = input.accessKey?.trim();
    const reservedAt = await reserveAnalysis(sessionId, Boolean(typedKey));
    // A request that ends in an error (a wrong key, a failed read) gives its use back: the shopper
    // got no analysis. One that got an answer keeps it, even when the built-in analyser stood in
    // for a failed Gemini call. Releasing costs the shop little: the connection's hourly limit and
    // the day's Gemini budget still bound what one visitor can call.
    try {
      const accessKeyId = typedKey ? await checkAccessKey(typedKey) : null;
      const result = await analyse(photo, await inStockNecklaces());
      await db.collection(COLLECTIONS.analysisUsage).add({
        createdAt: FieldValue.serverTimestamp(),
        provider: result.proveedor,
        accessKeyId,
      } satisfies Writable<AnalysisUsageRecord>);
      return { ...result, sessionId };
    } catch (error) {
      await releaseAnalysis(sessionId, reservedAt).catch((release: unknown) =>
        logger.error("No se pudo devolver el análisis reservado", { sessionId, release }),
      );
      throw error;
    }
  },
);
