// The Gemini client through the real @google/genai SDK, against a local fake of the REST API: what
// is sent, how answers become StyleAnalysis and descriptions, and how failures become the typed
// AiProviderError kinds the callables turn into Spanish messages. No emulators, no network.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AiProviderError, type AiProviderErrorKind } from "../../functions/src/ai/ai-provider-error.ts";
import { createGeminiProvider } from "../../functions/src/ai/gemini-client.ts";
import { NECKLACE_SHORTLIST_SIZE } from "@domain/analysis/necklace-shortlist.ts";
import type { RecommendableNecklace } from "@domain/analysis/style-analysis.ts";
import { grownNecklaceCatalog } from "@domain/analysis/testing/necklace-catalog.ts";
import { PALETTE } from "@domain/catalog/palette.ts";
import {
  candidateReply,
  errorReply,
  startFakeGeminiServer,
  type FakeGeminiServer,
  type RecordedRequest,
} from "./fake-gemini-server.ts";

const API_KEY = "clave-de-prueba-123";
const IMAGE = Buffer.from("not really a jpeg, but bytes all the same").toString("base64");
const palette = PALETTE.map(({ name, hex }) => ({ name, hex }));

const necklaces: RecommendableNecklace[] = [
  {
    id: "collar-terracota",
    name: "Collar Tierra Viva",
    colors: [{ name: "Terracota", hex: "#B2563A" }],
    materials: ["Ágata", "Cobre"],
  },
  {
    id: "collar-jade",
    name: "Collar Bosque de Jade",
    colors: [{ name: "Verde jade", hex: "#4E9877" }],
    materials: ["Jade", "Plata"],
  },
  {
    id: "collar-perla",
    name: "Collar Luna",
    colors: [{ name: "Perla", hex: "#EEE7DC" }],
    materials: ["Perla"],
  },
];

const autumnAnswer = {
  estacion: "Otoño",
  explicacion: "Tu piel tiene un subtono cálido y tus ojos son café profundo: los tonos tierra te iluminan.",
  colores: [
    { nombre: "Terracota", hex: "#B2563A" },
    { nombre: "Verde oliva", hex: "#6A7839" },
    { nombre: "Caramelo", hex: "#B5763D" },
    { nombre: "Mostaza", hex: "#B8912F" },
    { nombre: "Cobre", hex: "#B06B35" },
    // Not in the shop's palette: must be dropped.
    { nombre: "Fucsia neón", hex: "#FF00FF" },
    { nombre: "Verde esmeralda", hex: "#1E7757" },
  ],
  recomendaciones: [
    {
      productId: "collar-terracota",
      nombre: "Collar Inventado",
      razon: "La terracota repite la calidez de tu piel.",
    },
    // A product the shop never offered: must never reach the visitor.
    { productId: "collar-fantasma-99", razon: "Un collar que no existe." },
    { productId: "collar-jade", razon: "El verde jade resalta tus ojos." },
  ],
};

let server: FakeGeminiServer;

beforeAll(async () => {
  server = await startFakeGeminiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function provider(options: { model?: string; timeoutMs?: number } = {}) {
  return createGeminiProvider({ apiKey: API_KEY, baseUrl: server.baseUrl, ...options });
}

function analyze(options?: { model?: string; timeoutMs?: number }) {
  return provider(options).analyzeStyle({ imageBase64: IMAGE, mimeType: "image/jpeg", necklaces, palette });
}

async function expectAiError(promise: Promise<unknown>, kind: AiProviderErrorKind): Promise<AiProviderError> {
  const error = await promise.then(
    () => expect.fail(`expected an AiProviderError "${kind}", got an answer`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  expect((error as AiProviderError).kind).toBe(kind);
  return error as AiProviderError;
}

interface SentBody {
  contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
  generationConfig: {
    responseMimeType?: string;
    maxOutputTokens?: number;
    thinkingConfig?: unknown;
    responseJsonSchema?: Record<string, unknown>;
    responseSchema?: unknown;
  };
}

function onlyRequest(): RecordedRequest & { body: SentBody } {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest & { body: SentBody };
}

function promptText(body: SentBody): string {
  return body.contents.flatMap((content) => content.parts.map((part) => part.text ?? "")).join("\n");
}

describe("analyzeStyle", () => {
  it("sends the photo inline, the palette and necklaces in a Spanish prompt, and asks for JSON by schema", async () => {
    server.reply(candidateReply(JSON.stringify(autumnAnswer)));
    await analyze();

    const request = onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.headers["x-goog-api-key"]).toBe(API_KEY);

    const parts = request.body.contents[0]?.parts ?? [];
    expect(parts.find((part) => part.inlineData)?.inlineData).toEqual({
      mimeType: "image/jpeg",
      data: IMAGE,
    });

    const prompt = promptText(request.body);
    expect(prompt).toContain("colorimetría");
    for (const season of ["Primavera", "Verano", "Otoño", "Invierno"]) expect(prompt).toContain(season);
    for (const necklace of necklaces) {
      expect(prompt).toContain(`"${necklace.id}"`);
      expect(prompt).toContain(necklace.name);
    }
    for (const color of palette) expect(prompt).toContain(`${color.name} (${color.hex})`);

    const config = request.body.generationConfig;
    expect(config.responseMimeType).toBe("application/json");
    expect(config.responseSchema).toBeUndefined();
    // Spending bounds: no thinking tokens, a ceiling on the answer.
    expect(config.maxOutputTokens).toBe(2048);
    expect(config.thinkingConfig).toEqual({ thinkingBudget: 0 });
    const schema = config.responseJsonSchema as {
      required: string[];
      properties: {
        estacion: { enum: string[] };
        colores: { items: { properties: { nombre: { enum: string[] } } } };
        recomendaciones: { maxItems: number; items: { properties: { productId: { enum: string[] } } } };
      };
    };
    expect(schema.required).toEqual(["estacion", "explicacion", "colores", "recomendaciones"]);
    expect(schema.properties.estacion.enum).toEqual(["Primavera", "Verano", "Otoño", "Invierno"]);
    expect(schema.properties.recomendaciones.items.properties.productId.enum).toEqual([
      "collar-terracota",
      "collar-jade",
      "collar-perla",
    ]);
    expect(schema.properties.recomendaciones.maxItems).toBe(3);
    expect(schema.properties.colores.items.properties.nombre.enum).toHaveLength(PALETTE.length);
  });

  it("keeps only the shop's palette colors and necklaces, under their real names", async () => {
    server.reply(candidateReply(JSON.stringify(autumnAnswer)));

    await expect(analyze()).resolves.toEqual({
      estacion: "Otoño",
      explicacion: autumnAnswer.explicacion,
      colores: [
        { nombre: "Terracota", hex: "#B2563A" },
        { nombre: "Verde oliva", hex: "#6A7839" },
        { nombre: "Caramelo", hex: "#B5763D" },
        { nombre: "Mostaza", hex: "#B8912F" },
        { nombre: "Cobre", hex: "#B06B35" },
        { nombre: "Verde esmeralda", hex: "#1E7757" },
      ],
      recomendaciones: [
        {
          productId: "collar-terracota",
          nombre: "Collar Tierra Viva",
          razon: "La terracota repite la calidez de tu piel.",
        },
        {
          productId: "collar-jade",
          nombre: "Collar Bosque de Jade",
          razon: "El verde jade resalta tus ojos.",
        },
      ],
      proveedor: "gemini",
    });
  });

  it("uses the configured model, and accepts a data URL and loosely written season and color names", async () => {
    server.reply(
      candidateReply(
        JSON.stringify({
          estacion: "otono",
          explicacion: "Tonos cálidos.",
          colores: [{ nombre: "terracota" }, { hex: "#6a7839" }, { nombre: "CARAMELO", hex: "#000000" }],
          recomendaciones: [],
        }),
      ),
    );
    const analysis = await provider({ model: "gemini-2.5-pro" }).analyzeStyle({
      imageBase64: `data:image/webp;base64,${IMAGE}`,
      mimeType: "image/webp",
      necklaces,
      palette,
    });

    const request = onlyRequest();
    expect(request.url).toBe("/v1beta/models/gemini-2.5-pro:generateContent");
    expect(request.body.contents[0]?.parts.find((part) => part.inlineData)?.inlineData).toEqual({
      mimeType: "image/webp",
      data: IMAGE,
    });
    expect(analysis.estacion).toBe("Otoño");
    expect(analysis.colores).toEqual([
      { nombre: "Terracota", hex: "#B2563A" },
      { nombre: "Verde oliva", hex: "#6A7839" },
      { nombre: "Caramelo", hex: "#B5763D" },
    ]);
    expect(analysis.recomendaciones).toEqual([]);
  });

  it("allows no recommendations when the shop has no necklace in stock", async () => {
    server.reply(candidateReply(JSON.stringify(autumnAnswer)));
    const analysis = await provider().analyzeStyle({
      imageBase64: IMAGE,
      mimeType: "image/png",
      necklaces: [],
      palette,
    });

    const schema = onlyRequest().body.generationConfig.responseJsonSchema as {
      properties: { recomendaciones: { maxItems: number; items: { properties: { productId: object } } } };
    };
    expect(schema.properties.recomendaciones.maxItems).toBe(0);
    expect(schema.properties.recomendaciones.items.properties.productId).toEqual({ type: "string" });
    expect(analysis.recomendaciones).toEqual([]);
  });

  it("shows a grown catalog's shortlist only, and recommends nothing it did not show", async () => {
    const catalog = grownNecklaceCatalog(300);
    const sent = async (answer: object) => {
      server.reset();
      server.reply(candidateReply(JSON.stringify(answer)));
      const analysis = await provider().analyzeStyle({
        imageBase64: IMAGE,
        mimeType: "image/jpeg",
        necklaces: catalog,
        palette,
      });
      const schema = onlyRequest().body.generationConfig.responseJsonSchema as {
        properties: { recomendaciones: { items: { properties: { productId: { enum: string[] } } } } };
      };
      return { analysis, offered: schema.properties.recomendaciones.items.properties.productId.enum };
    };

    const { offered } = await sent({ ...autumnAnswer, recomendaciones: [] });
    expect(offered).toHaveLength(NECKLACE_SHORTLIST_SIZE);
    const shown = catalog.find((necklace) => offered.includes(necklace.id));
    const hidden = catalog.find((necklace) => !offered.includes(necklace.id));
    expect(promptText(onlyRequest().body)).not.toContain(`"${hidden?.id}"`);

    const { analysis } = await sent({
      ...autumnAnswer,
      recomendaciones: [
        { productId: hidden?.id, razon: "Un collar que no se le mostró." },
        { productId: shown?.id, razon: "Un collar de la lista." },
      ],
    });
    expect(analysis.recomendaciones.map((entry) => entry.productId)).toEqual([shown?.id]);
  });

  it("shortens wordy text and drops repeated colors and necklaces instead of failing", async () => {
    const wordy = "Tu piel tiene un subtono cálido que armoniza con los tonos tierra. ".repeat(40);
    server.reply(
      candidateReply(
        JSON.stringify({
          ...autumnAnswer,
          explicacion: wordy,
          colores: [...autumnAnswer.colores, { nombre: "Terracota", hex: "#B2563A" }],
          recomendaciones: [
            { productId: "collar-perla", razon: "La perla suaviza. ".repeat(60) },
            { productId: "collar-perla", razon: "Otra vez la perla." },
          ],
        }),
      ),
    );
    const analysis = await analyze();

    expect(analysis.explicacion.length).toBeLessThanOrEqual(1200);
    expect(analysis.explicacion.length).toBeGreaterThan(1000);
    expect(analysis.explicacion).toMatch(/^Tu piel tiene un subtono cálido.*[a-zá]…$/);
    expect(analysis.colores.map((color) => color.nombre)).toEqual([
      "Terracota",
      "Verde oliva",
      "Caramelo",
      "Mostaza",
      "Cobre",
      "Verde esmeralda",
    ]);
    expect(analysis.recomendaciones).toHaveLength(1);
    expect(analysis.recomendaciones[0]?.nombre).toBe("Collar Luna");
    expect(analysis.recomendaciones[0]?.razon.length).toBeLessThanOrEqual(400);
    expect(analysis.recomendaciones[0]?.razon).toMatch(/^La perla suaviza\. .*…$/);
  });

  it("is a bad answer when the season is not one of the four", async () => {
    server.reply(candidateReply(JSON.stringify({ ...autumnAnswer, estacion: "Monzón" })));
    await expectAiError(analyze(), "bad-answer");
  });

  it("is a bad answer when fewer than 3 palette colors remain", async () => {
    server.reply(
      candidateReply(
        JSON.stringify({
          ...autumnAnswer,
          colores: [
            { nombre: "Terracota" },
            { nombre: "Magenta eléctrico", hex: "#FF00AA" },
            { nombre: "Oro 24k" },
          ],
        }),
      ),
    );
    await expectAiError(analyze(), "bad-answer");
  });

  it("is a bad answer when the text is not JSON", async () => {
    server.reply(candidateReply('{"estacion": "Otoño", "explicacion": "Tu piel'));
    await expectAiError(analyze(), "bad-answer");
  });

  it("is a bad answer when the candidate was blocked for safety", async () => {
    server.reply({
      status: 200,
      json: { candidates: [{ finishReason: "SAFETY", index: 0, safetyRatings: [] }], usageMetadata: {} },
    });
    const error = await expectAiError(analyze(), "bad-answer");
    expect(error.message).toContain("SAFETY");
  });

  it("is a bad answer when the prompt itself was blocked", async () => {
    server.reply({
      status: 200,
      json: { promptFeedback: { blockReason: "PROHIBITED_CONTENT" }, usageMetadata: {} },
    });
    const error = await expectAiError(analyze(), "bad-answer");
    expect(error.message).toContain("PROHIBITED_CONTENT");
  });
});

describe("describeProduct", () => {
  const jade = {
    name: "Collar Bosque de Jade",
    productType: "collar" as const,
    materials: ["Jade", "Plata 950"],
    colors: [
      { name: "Verde jade", hex: "#4E9877", description: "verde profundo" },
      { name: "Plateado", hex: "#BFC0C4" },
    ],
  };

  it("sends name, type, materials and colors in a Spanish prompt and returns the description as plain text", async () => {
    server.reply(
      candidateReply(
        JSON.stringify({
          descripcion:
            "Un collar hecho a mano con **jade** y plata 950.\nSu verde profundo ilumina tu rostro.  Ideal para todos los días.",
        }),
      ),
    );

    const description = await provider().describeProduct(jade);

    expect(description).toBe(
      "Un collar hecho a mano con jade y plata 950. Su verde profundo ilumina tu rostro. Ideal para todos los días.",
    );
    const request = onlyRequest();
    expect(request.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.headers["x-goog-api-key"]).toBe(API_KEY);
    const prompt = promptText(request.body);
    expect(prompt).toContain("Nombre: Collar Bosque de Jade");
    expect(prompt).toContain("Materiales: Jade, Plata 950");
    expect(prompt).toContain("Colores: Verde jade (verde profundo), Plateado");
    expect(prompt).toContain("collar");
    expect(prompt).toContain("no inventes");
    expect(request.body.contents[0]?.parts.some((part) => part.inlineData)).toBe(false);
    expect(request.body.generationConfig.responseMimeType).toBe("application/json");
    expect(request.body.generationConfig.responseJsonSchema).toEqual({
      type: "object",
      properties: { descripcion: { type: "string" } },
      required: ["descripcion"],
    });
  });

  it("speaks of a pair of earrings for an aro", async () => {
    server.reply(candidateReply(JSON.stringify({ descripcion: "Aros livianos." })));
    await provider().describeProduct({ ...jade, productType: "aro" });
    expect(promptText(onlyRequest().body)).toContain("par de aros");
  });

  it("is a bad answer when the description is missing or empty", async () => {
    server.reply(
      candidateReply(JSON.stringify({ descripcion: "   " })),
      candidateReply(JSON.stringify({ texto: "x" })),
    );
    await expectAiError(provider().describeProduct(jade), "bad-answer");
    await expectAiError(provider().describeProduct(jade), "bad-answer");
  });
});

describe("provider failures", () => {
  it("maps 429 RESOURCE_EXHAUSTED to rate-limited, without retrying", async () => {
    server.reply(errorReply(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota."));
    await expectAiError(analyze(), "rate-limited");
    expect(server.requests).toHaveLength(1);
  });

  it("maps 403 PERMISSION_DENIED to provider-auth", async () => {
    server.reply(errorReply(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers."));
    await expectAiError(analyze(), "provider-auth");
  });

  it("maps 400 API_KEY_INVALID to provider-auth", async () => {
    server.reply(
      errorReply(
        400,
        "INVALID_ARGUMENT",
        "API key not valid. Please pass a valid API key.",
        "API_KEY_INVALID",
      ),
    );
    await expectAiError(
      provider().describeProduct({ name: "Aros Sol", productType: "aro", materials: [], colors: [] }),
      "provider-auth",
    );
  });

  it("maps another 400 to unavailable, not to a key problem", async () => {
    server.reply(errorReply(400, "INVALID_ARGUMENT", "Unable to process input image."));
    await expectAiError(analyze(), "unavailable");
  });

  it("maps 500 to unavailable at once, with a single attempt", async () => {
    server.reply(errorReply(500, "INTERNAL", "An internal error has occurred."), candidateReply("{}"));
    const started = Date.now();
    const error = await expectAiError(analyze(), "unavailable");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
    expect(error.cause).toBeDefined();
  });

  it("gives up after the request timeout", async () => {
    server.reply({ hang: true });
    const started = Date.now();
    await expectAiError(analyze({ timeoutMs: 300 }), "unavailable");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("maps a refused connection to unavailable", async () => {
    const closed = await startFakeGeminiServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const request = createGeminiProvider({ apiKey: API_KEY, baseUrl }).describeProduct({
      name: "Aros Sol",
      productType: "aro",
      materials: [],
      colors: [],
    });
    await expectAiError(request, "unavailable");
  });
});
