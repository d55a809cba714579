/**
 * "The old shop's server" for the image migration tests: a real HTTP server on 127.0.0.1 that the
 * Functions emulator downloads from. Each path answers with the bytes and headers the test gives;
 * unknown paths answer 404. `chunked` files are sent without Content-Length, so only the byte count
 * while downloading can tell they are too large. A `redirectTo` path answers 302 to that URL.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export type ServedFile = { body: Buffer; contentType: string; chunked?: boolean } | { redirectTo: string };

export interface MediaServer {
  url: (path: string) => string;
  /** Adds or replaces what a path serves. */
  serve: (path: string, file: ServedFile) => void;
  /** Paths requested so far, in order. */
  requests: string[];
  close: () => Promise<void>;
}

export async function startMediaServer(files: Record<string, ServedFile> = {}): Promise<MediaServer> {
  const served = new Map(Object.entries(files));
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push(path);
    const file = served.get(path);
    if (!file) {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>No encontrado</h1>");
      return;
    }
    if ("redirectTo" in file) {
      response.writeHead(302, { location: file.redirectTo }).end();
      return;
    }
    if (file.chunked) {
      response.writeHead(200, { "content-type": file.contentType, "transfer-encoding": "chunked" });
      const size = 256 * 1024;
      for (let at = 0; at < file.body.length; at += size) response.write(file.body.subarray(at, at + size));
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": file.contentType, "content-length": file.body.length });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, file) => served.set(path, file),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 3:4 product photo with some detail, as the old shop would have it. */
export function jewelPhoto(background: string, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="300" cy="400" r="160" fill="#6b3fa0"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === "png" ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
}

/** A web page (an error or login page) that its server labels as a JPEG. */
export const HTML_AS_JPEG: ServedFile = {
  body: Buffer.from("<!doctype html><html><body><h1>Inicia sesión para ver esta imagen</h1></body></html>"),
  contentType: "image/jpeg",
};

/** Starts like a JPEG, but is over the 5 MB photo limit. */
export function oversizedJpeg(): Buffer {
  const body = Buffer.alloc(5 * 1024 * 1024 + 1024, 0x42);
  body.set([0xff, 0xd8, 0xff, 0xe0]);
  return body;
}
