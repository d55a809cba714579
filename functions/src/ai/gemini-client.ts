/**
 * The Gemini side of the shop's two AI features (color analysis and product descriptions), with
 * no Firebase in it: the callables pass the API key, the necklaces and the palette in, and map an
 * AiProviderError's kind to the spec's messages. Both calls ask for structured JSON so that the
 * answer can be validated rather than scraped from prose.
 */
import type { GenerateContentConfig, GenerateContentResponse, GoogleGenAI, Part } from "@google/genai";
import type { RecommendableNecklace, StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import type { ProductDescriptionInput } from "@domain/catalog/product-description.ts";
import { AiProviderError } from "./ai-provider-error.ts";
import {
  DESCRIPTION_RESPONSE_SCHEMA,
  descriptionInstructions,
  toDescription,
} from "./description-request.ts";
import { toAiProviderError } from "./gemini-errors.ts";
import { toStyleAnalysis } from "./style-answer.ts";
import { styleRequest, type NamedColor } from "./style-request.ts";

export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash";

/** Both answers are short JSON objects (well under 1,000 tokens); this bounds a runaway one. */
export const MAX_OUTPUT_TOKENS = 2048;
/** Well inside a callable's 60 s, and long enough for an image analysis on a busy day. */
export const DEFAULT_GEMINI_TIMEOUT_MS = 30_000;

export interface GeminiProviderOptions {
  apiKey: string;
  /** Another endpoint than Google's (the tests' fake server). */
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
}

export interface StyleAnalysisRequest {
  /** The photo, base64 (a `data:…;base64,` prefix is tolerated). */
  imageBase64: string;
  mimeType: string;
  /** Every in-stock necklace; Gemini is shown a shortlist of them (necklace-shortlist.ts). */
  necklaces: readonly RecommendableNecklace[];
  palette: readonly NamedColor[];
}

export interface GeminiProvider {
  analyzeStyle(request: StyleAnalysisRequest): Promise<StyleAnalysis>;
  describeProduct(input: ProductDescriptionInput): Promise<string>;
}

function stripDataUrlPrefix(base64: string): string {
  return base64.replace(/^data:[^,]*;base64,/, "");
}

/** The JSON text of the first candidate, or a "bad-answer" saying why there is none. */
function answerText(response: GenerateContentResponse): string {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) throw new AiProviderError("bad-answer", `Gemini bloqueó la solicitud (${blockReason})`);
  const candidate = response.candidates?.[0];
  if (!candidate) throw new AiProviderError("bad-answer", "Gemini respondió sin candidatos");
  // Read the parts directly: the SDK's `text` getter warns on the console about non-text parts.
  const text = (candidate.content?.parts ?? [])
    .flatMap((part) => (typeof part.text === "string" && !part.thought ? [part.text] : []))
    .join("");
  if (text.trim() === "") {
    throw new AiProviderError(
      "bad-answer",
      `Gemini respondió vacío (${candidate.finishReason ?? "sin motivo"})`,
    );
  }
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AiProviderError("bad-answer", "Gemini respondió con JSON inválido", { cause: error });
  }
}

export function createGeminiProvider({
  apiKey,
  baseUrl,
  model = DEFAULT_GEMINI_MODEL,
  timeoutMs = DEFAULT_GEMINI_TIMEOUT_MS,
}: GeminiProviderOptions): GeminiProvider {
  // The SDK loads on the first call, not at start: every function's instance loads this bundle,
  // and only the two AI callables need it.
  const sdk = import("@google/genai");
  let client: GoogleGenAI | undefined;

  async function generateJson(parts: Part[], config: GenerateContentConfig): Promise<unknown> {
    const { ApiError, GoogleGenAI } = await sdk;
    client ??= new GoogleGenAI({
      apiKey,
      // Gemini API with a key, even where GOOGLE_GENAI_USE_VERTEXAI would switch the SDK to Vertex.
      vertexai: false,
      httpOptions: {
        ...(baseUrl === undefined ? {} : { baseUrl }),
        timeout: timeoutMs,
        // One attempt: a visitor waiting on a spinner is better served by a quick error (and the
        // built-in analyser) than by the SDK backing off for a minute on a 429 or a 503.
        retryOptions: { attempts: 1 },
      },
    });
    let response: GenerateContentResponse;
    try {
      response = await client.models.generateContent({
        model,
        contents: [{ role: "user", parts }],
        // No thinking (billed as output) and a ceiling on the answer: a short JSON object each time.
        config: {
          ...config,
          responseMimeType: "application/json",
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          thinkingConfig: { thinkingBudget: 0 },
        },
      });
    } catch (error) {
      throw toAiProviderError(error, ApiError);
    }
    return parseJson(answerText(response));
  }

  return {
    async analyzeStyle({ imageBase64, mimeType, necklaces, palette }) {
      const { instructions, responseJsonSchema, offered } = styleRequest(necklaces, palette);
      const answer = await generateJson(
        [{ inlineData: { mimeType, data: stripDataUrlPrefix(imageBase64) } }, { text: instructions }],
        { responseJsonSchema, temperature: 0.4 },
      );
      return toStyleAnalysis(answer, offered, palette);
    },

    async describeProduct(input) {
      const answer = await generateJson([{ text: descriptionInstructions(input) }], {
        responseJsonSchema: DESCRIPTION_RESPONSE_SCHEMA,
        temperature: 0.8,
      });
      return toDescription(answer);
    },
  };
}
