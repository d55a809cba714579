/**
 * The product editor's "generate description" button. Admin only, at most 60 an hour per admin.
 * Gemini writes it when configured; otherwise, or if Gemini fails, the built-in writer composes it
 * from what the admin chose. Each use is logged for the usage statistics and alerts.
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import type { AnalysisProvider } from "@domain/analysis/style-analysis.ts";
import {
  composeProductDescription,
  productDescriptionInputSchema,
  type ProductDescriptionInput,
} from "@domain/catalog/product-description.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { configuredGemini, geminiApiKey } from "../ai/configured-provider.ts";
import { db } from "../firebase/app.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { parseInput, requireAdmin } from "./guards.ts";
import type { DescriptionUsageRecord } from "@domain/analysis/ai-usage.ts";
import type { Writable } from "../firebase/writes.ts";

const PER_ADMIN_LIMIT = { limit: 60, windowMs: 3_600_000 };

export const generateProductDescription = onCall(
  { secrets: [geminiApiKey] },
  async (request): Promise<{ description: string; provider: AnalysisProvider }> => {
    const adminUid = await requireAdmin(request);
    const input: ProductDescriptionInput = parseInput(productDescriptionInputSchema, request.data);
    if (!(await takeRateLimitedUse(`description-${adminUid}`, PER_ADMIN_LIMIT))) {
      throw new HttpsError("resource-exhausted", "Demasiadas descripciones en una hora. Intenta más tarde.");
    }

    let answer: { description: string; provider: AnalysisProvider } | null = null;
    const gemini = configuredGemini();
    if (gemini) {
      try {
        answer = { description: await gemini.describeProduct(input), provider: "gemini" };
      } catch (error) {
        logger.error("Gemini no pudo escribir la descripción; se usó la plantilla", error);
      }
    }
    answer ??= { description: composeProductDescription(input), provider: "basico" };

    await db.collection(COLLECTIONS.descriptionUsage).add({
      createdAt: FieldValue.serverTimestamp(),
      provider: answer.provider,
      adminUid,
    } satisfies Writable<DescriptionUsageRecord>);
    return answer;
  },
);
