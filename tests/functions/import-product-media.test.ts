/**
 * importProductMedia on the Functions emulator, downloading from a real HTTP server started here
 * (tests/support/media-server.ts): what it stores in the Storage emulator, what it refuses, and
 * that it never changes the product itself.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { tooLargeMessage } from "@domain/catalog/media-migration.ts";
import type { ProductMedia } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { withRetries } from "../../tools/seed/retry.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { testClient, type TestClient } from "../support/client.ts";
import {
  HTML_AS_JPEG,
  jewelPhoto,
  oversizedJpeg,
  startMediaServer,
  type MediaServer,
} from "../support/media-server.ts";
import { resetAccount } from "../support/accounts.ts";

const owner = { email: "migracion@chatoyant.test", password: "clave-segura-7" };
const customer = { email: "migracion-clienta@chatoyant.test", password: "clave-segura-8" };

/** The first bytes of an MP4 (an ISO media `ftyp` box), then filler. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1"),
  Buffer.alloc(2048, 1),
]);

let server: MediaServer;
let jpeg: Buffer;
let png: Buffer;
let admin: TestClient;
let signedIn: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  useLocalEmulators();
  [jpeg, png] = await Promise.all([jewelPhoto("#e8dccb"), jewelPhoto("#cfe0d8", "png")]);
  server = await startMediaServer({
    "/fotos/collar-uso.jpg": { body: jpeg, contentType: "image/jpeg" },
    // A real PNG its server calls a JPEG: the stored type comes from the bytes.
    "/fotos/collar-estudio.jpg": { body: png, contentType: "image/jpeg" },
    "/fotos/pagina.jpg": HTML_AS_JPEG,
    "/fotos/enorme.jpg": { body: oversizedJpeg(), contentType: "image/jpeg" },
    "/fotos/enorme-sin-largo.jpg": { body: oversizedJpeg(), contentType: "image/jpeg", chunked: true },
    "/videos/giro.mp4": { body: MP4, contentType: "video/mp4" },
  });
  await Promise.all([resetAccount(owner), resetAccount(customer)]);
  await grantAdmin(owner.email);
  [admin, signedIn, anonymous] = await Promise.all([testClient(owner), testClient(customer), testClient()]);
});
afterAll(async () => {
  await Promise.all([admin, signedIn, anonymous].map((client) => client?.close()));
  await server?.close();
});

const productRef = (id: string) => adminDb().collection(COLLECTIONS.products).doc(id);

/** A product of the old shop: its media are the given values (URLs on the test server, paths…). */
async function addProduct(media: Partial<ProductMedia>) {
  const product = makeProduct({ id: randomUUID(), media });
  const { id, ...data } = product;
  await productRef(id).set(data);
  return product;
}

async function filesOf(productId: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: `products/${productId}/` });
  return files.map((file) => file.name);
}

/** The callable's error with its `details` (the migration's per-file error kind). */
async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, details };
  }
  throw new Error("Se esperaba un error y la llamada tuvo éxito");
}

type Imported = { path: string; sourceUrl: string };

describe("importProductMedia (callable, on the Functions emulator)", () => {
  it("copies a photo into Storage by its real type, with the year-long cache, and leaves the product as it was", async () => {
    const uso = server.url("/fotos/collar-uso.jpg");
    const studio = server.url("/fotos/collar-estudio.jpg");
    const product = await addProduct({ uso, studio });
    const before = (await productRef(product.id).get()).data();

    const first = await admin.call<Imported>("importProductMedia", { productId: product.id, slot: "uso" });
    expect(first.sourceUrl).toBe(uso);
    expect(first.path).toMatch(new RegExp(`^products/${product.id}/uso-\\d+\\.jpg$`));
    const second = await admin.call<Imported>("importProductMedia", {
      productId: product.id,
      slot: "studio",
    });
    expect(second.path).toMatch(new RegExp(`^products/${product.id}/studio-\\d+\\.png$`));

    for (const [{ path }, bytes, contentType] of [
      [first, jpeg, "image/jpeg"],
      [second, png, "image/png"],
    ] as const) {
      const file = adminBucket().file(path);
      // Reads retried on a dropped connection (a busy machine's Storage emulator reset one).
      const [[stored], [metadata]] = await withRetries(`leer ${path}`, () =>
        Promise.all([file.download(), file.getMetadata()]),
      );
      expect(stored.equals(bytes)).toBe(true);
      expect(metadata.contentType).toBe(contentType);
      expect(metadata.cacheControl).toBe("public, max-age=31536000");
    }
    // The page writes the paths once every copy is done; the function never does.
    expect((await productRef(product.id).get()).data()).toEqual(before);
  });

  it("copies a video into the video slot", async () => {
    const product = await addProduct({ video: server.url("/videos/giro.mp4") });
    const { path } = await admin.call<Imported>("importProductMedia", {
      productId: product.id,
      slot: "video",
    });
    expect(path).toMatch(new RegExp(`^products/${product.id}/video-\\d+\\.mp4$`));
    const [metadata] = await withRetries(`leer ${path}`, () => adminBucket().file(path).getMetadata());
    expect(metadata.contentType).toBe("video/mp4");
  });

  it.each([
    [
      "a web page served as image/jpeg",
      "/fotos/pagina.jpg",
      "extra",
      "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
    ],
    [
      "a video in a photo slot",
      "/videos/giro.mp4",
      "studio",
      "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
    ],
    [
      "a photo in the video slot",
      "/fotos/collar-uso.jpg",
      "video",
      "Formato no válido: Solo se permiten videos MP4, WEBM o MOV",
    ],
    ["a photo over 5 MB", "/fotos/enorme.jpg", "uso", tooLargeMessage("uso")],
    [
      "a photo over 5 MB sent without its length",
      "/fotos/enorme-sin-largo.jpg",
      "extra_2",
      tooLargeMessage("uso"),
    ],
  ] as const)("refuses %s and stores nothing", async (_what, path, slot, message) => {
    const product = await addProduct({ [slot]: server.url(path) });
    expect(await refusalOf(admin.call("importProductMedia", { productId: product.id, slot }))).toEqual({
      code: "functions/failed-precondition",
      message,
      details: { reason: "processing" },
    });
    expect(await filesOf(product.id)).toEqual([]);
  });

  it("reports a URL its server cannot serve as a failed upload", async () => {
    const product = await addProduct({ uso: server.url("/fotos/borrada.jpg") });
    expect(await refusalOf(admin.call("importProductMedia", { productId: product.id, slot: "uso" }))).toEqual(
      {
        code: "functions/unavailable",
        message: "La URL respondió con el estado 404",
        details: { reason: "upload" },
      },
    );
    expect(await filesOf(product.id)).toEqual([]);
  });

  it("has nothing to import from a stored file, an empty slot or a missing product", async () => {
    const product = await addProduct({ extra: null });
    for (const [slot, label] of [
      ["uso", "Foto 1 (uso)"],
      ["extra", "Foto 3"],
    ] as const) {
      expect(await refusalOf(admin.call("importProductMedia", { productId: product.id, slot }))).toEqual({
        code: "functions/not-found",
        message: `${label} no tiene una URL externa que importar`,
        details: { reason: "no-import" },
      });
    }
    expect(
      await refusalOf(admin.call("importProductMedia", { productId: randomUUID(), slot: "uso" })),
    ).toEqual({
      code: "functions/not-found",
      message: "Producto no encontrado",
      details: { reason: "no-import" },
    });
    expect(await filesOf(product.id)).toEqual([]);
  });

  it("refuses input that names no product or slot", async () => {
    const product = await addProduct({ uso: server.url("/fotos/collar-uso.jpg") });
    expect(
      await refusalOf(admin.call("importProductMedia", { productId: product.id, slot: "portada" })),
    ).toMatchObject({
      code: "functions/invalid-argument",
      message: "Foto o video desconocido.",
    });
    expect(
      await refusalOf(admin.call("importProductMedia", { productId: "../otro", slot: "uso" })),
    ).toMatchObject({
      code: "functions/invalid-argument",
      message: "Producto desconocido.",
    });
  });

  it("is for admins only: others are refused before anything is downloaded", async () => {
    const path = `/fotos/${randomUUID()}.jpg`;
    server.serve(path, { body: jpeg, contentType: "image/jpeg" });
    const product = await addProduct({ uso: server.url(path) });
    const input = { productId: product.id, slot: "uso" };
    expect((await refusalOf(anonymous.call("importProductMedia", input))).code).toBe(
      "functions/unauthenticated",
    );
    expect(await refusalOf(signedIn.call("importProductMedia", input))).toMatchObject({
      code: "functions/permission-denied",
      message: "No tienes permisos de administrador",
    });
    expect(server.requests).not.toContain(path);
    expect(await filesOf(product.id)).toEqual([]);
  });
});
