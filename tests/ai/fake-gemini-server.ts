/**
 * A local stand-in for the Gemini REST API (`POST /v1beta/models/{model}:generateContent`): it
 * records every request and answers from a queue the test fills, so the real SDK can be exercised
 * without a network or a key.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A JSON reply, or a request left unanswered (to make the client time out). */
export type FakeReply = { status: number; json: unknown } | { hang: true };

export interface FakeGeminiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  reply(...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

/** Gemini's answer with one candidate whose text is `text` (the model's JSON, as a string). */
export function candidateReply(text: string, finishReason = "STOP"): FakeReply {
  return {
    status: 200,
    json: {
      candidates: [{ content: { parts: [{ text }], role: "model" }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 1290, candidatesTokenCount: 210, totalTokenCount: 1500 },
      modelVersion: "gemini-2.5-flash",
    },
  };
}

/** Google's error body, with the HTTP status it comes with. */
export function errorReply(code: number, status: string, message: string, reason?: string): FakeReply {
  const details = reason
    ? [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "googleapis.com" }]
    : undefined;
  return { status: code, json: { error: { code, message, status, details } } };
}

export async function startFakeGeminiServer(): Promise<FakeGeminiServer> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: raw === "" ? undefined : JSON.parse(raw),
      });
      const next = queue.shift() ?? {
        status: 500,
        json: { error: { code: 500, message: "sin respuesta preparada" } },
      };
      if ("hang" in next) return;
      response.writeHead(next.status, { "content-type": "application/json; charset=UTF-8" });
      response.end(JSON.stringify(next.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hung requests keep their sockets open; close them so the server can stop.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
