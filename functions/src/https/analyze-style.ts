/**
 * The color analysis (`/asesoria`). Per connection first, then the photo, then the session — issued
 * and counted here (3 free, a key from the 4th, 5 at most; a connection starts at most 3 sessions an
 * hour) — and the key (5 an hour), then Gemini if it is configured and today's budget allows, or the
 * built-in analyser otherwise (also when Gemini fails, so a visitor still gets an answer).
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
  CONNECTION_LIMIT,
  MAX_ANALYSES_PER_SESSION,
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
import { geminiBudgetReached } from "../firebase/alert-check.ts";
import { db } from "../firebase/app.ts";
import { readDocument, readValidDocument, recentUsesFields } from "../firebase/documents.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { clientKey } from "./client-address.ts";
import { parseInput } from "./guards.ts";

const sessionLimit = { limit: MAX_ANALYSES_PER_SESSION, windowMs: SESSION_WINDOW_MS };

const sessionRef = (id: string) => db.collection(COLLECTIONS.rateLimits).doc(`session-${id}`);

/**
 * The visit's session and how many analyses it has made. An id the server did not issue (made up,
 * or forgotten after a day) counts as none: a new session is issued, and a connection may start
 * only a few an hour.
 */
async function resolveSession(
  request: CallableRequest,
  sessionId: string | undefined,
): Promise<{ id: string; made: number }> {
  if (sessionId) {
    const session = readDocument(recentUsesFields, await sessionRef(sessionId).get());
    if (session) {
      const { uses } = session;
      return { id: sessionId, made: uses.filter((at) => at > Date.now() - SESSION_WINDOW_MS).length };
    }
  }
  const starts = `sessions-${clientKey(request.rawRequest, "analysis-session")}`;
  if (!(await takeRateLimitedUse(starts, NEW_SESSION_LIMIT))) {
    throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.tooManySessions);
  }
  const id = randomUUID();
  await sessionRef(id).set({ uses: [], expiresAt: new Date(Date.now() + SESSION_WINDOW_MS) });
  return { id, made: 0 };
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
  { secrets: [geminiApiKey], memory: "512MiB", timeoutSeconds: 60 },
  async (request): Promise<AnalysisAnswer> => {
    const input = parseInput(analyzeStyleInputSchema, request.data);
    if (
      !(await takeRateLimitedUse(`connection-${clientKey(request.rawRequest, "analysis")}`, CONNECTION_LIMIT))
    ) {
      throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.tooManyRequests);
    }
    // The photo first: a session is issued only to a request that can be answered.
    const photo = await readAnalysisPhoto(input.imageBase64);
    if (!photo) throw new HttpsError("invalid-argument", ANALYSIS_MESSAGES.badImage);
    const session = await resolveSession(request, input.sessionId);
    const gate = sessionGate(session.made);
    if (gate === "exhausted") throw new HttpsError("resource-exhausted", ANALYSIS_MESSAGES.sessionExhausted);
    const typedKey = input.accessKey?.trim();
    if (gate === "needs-key" && !typedKey)
      throw new HttpsError("unauthenticated", ANALYSIS_MESSAGES.keyRequired);
    const accessKeyId = typedKey ? await checkAccessKey(typedKey) : null;

    const result = await analyse(photo, await inStockNecklaces());

    await Promise.all([
      takeRateLimitedUse(`session-${session.id}`, sessionLimit),
      db.collection(COLLECTIONS.analysisUsage).add({
        createdAt: FieldValue.serverTimestamp(),
        provider: result.proveedor,
        accessKeyId,
      }),
    ]);
    return { ...result, sessionId: session.id };
  },
);
