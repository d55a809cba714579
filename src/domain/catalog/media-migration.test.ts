import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  checkImportedMedia,
  countExternalMedia,
  isExternalMediaUrl,
  maxImportBytes,
  migrationProgress,
  MigrationStepError,
  migrationProductSchema,
  planMediaMigration,
  runMediaMigration,
  sniffMediaType,
  tooLargeMessage,
  type MigrationFile,
  type MigrationState,
  type MigrationSteps,
} from "./media-migration.ts";
import { parseStored } from "../stored-documents.ts";
import { formatMegabytes, MB, PRODUCT_VIDEO } from "../upload-limits.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );
const padded = (head: Uint8Array, size: number) => {
  const file = new Uint8Array(size);
  file.set(head);
  return file;
};

const MP4 = bytes(0, 0, 0, 0x18, "ftypisom", 0, 0, 2, 0, "isomiso2");
const MOV = bytes(0, 0, 0, 0x14, "ftypqt  ", 0, 0, 2, 0, "qt  ");
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84, "webm");
const MKV = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x88, "matroska");

describe("which media values are external", () => {
  it("is a full http(s) URL, not a Storage path, an empty slot or another scheme", () => {
    expect(isExternalMediaUrl("https://tienda-antigua.cl/fotos/collar.jpg")).toBe(true);
    expect(isExternalMediaUrl("http://127.0.0.1:8123/uso.png")).toBe(true);
    expect(isExternalMediaUrl("products/4b0c8a1e-8a51-4a9b-9d55-0f2f7b0d1a11/uso-1700000000000.webp")).toBe(
      false,
    );
    expect(isExternalMediaUrl(null)).toBe(false);
    expect(isExternalMediaUrl(undefined)).toBe(false);
    expect(isExternalMediaUrl("ftp://tienda-antigua.cl/collar.jpg")).toBe(false);
    expect(isExternalMediaUrl("https://con espacio.cl/a.jpg")).toBe(false);
  });
});

describe("a product as the migration reads it", () => {
  it("takes what it can from an old product: a name or the id, the slots, or no media", () => {
    const read = (data: unknown) => parseStored(migrationProductSchema, data, "p-1").data;
    expect(read({ name: "Collar Luna", media: { uso: "https://old.cl/a.jpg", other: 1 }, stock: 2 })).toEqual(
      {
        id: "p-1",
        name: "Collar Luna",
        media: { uso: "https://old.cl/a.jpg" },
      },
    );
    expect(read({ name: 42, media: "roto" })).toEqual({ id: "p-1", name: "p-1", media: {} });
  });
});

describe("the plan of files", () => {
  const products = [
    {
      id: "b",
      name: "Collar Ópalo",
      media: {
        uso: "https://viejo.cl/b-uso.jpg",
        studio: "products/b/studio-1.webp",
        extra: null,
        extra_2: "https://viejo.cl/b-4.png",
        video: "https://viejo.cl/b.mp4",
      },
    },
    {
      id: "a",
      name: "Aros Ámbar",
      media: { uso: "https://viejo.cl/a-uso.jpg", studio: "http://viejo.cl/a.jpg" },
    },
    {
      id: "c",
      name: "Collar Jade",
      media: { uso: "products/c/uso-1.webp", studio: "products/c/studio-1.webp" },
    },
  ];

  it("lists every external value of every slot, products by name and slots in order", () => {
    expect(planMediaMigration(products)).toEqual([
      { productId: "a", productName: "Aros Ámbar", slot: "uso", url: "https://viejo.cl/a-uso.jpg" },
      { productId: "a", productName: "Aros Ámbar", slot: "studio", url: "http://viejo.cl/a.jpg" },
      { productId: "b", productName: "Collar Ópalo", slot: "uso", url: "https://viejo.cl/b-uso.jpg" },
      { productId: "b", productName: "Collar Ópalo", slot: "extra_2", url: "https://viejo.cl/b-4.png" },
      { productId: "b", productName: "Collar Ópalo", slot: "video", url: "https://viejo.cl/b.mp4" },
    ]);
    expect(countExternalMedia(products)).toBe(5);
  });

  it("is empty once everything is stored", () => {
    expect(planMediaMigration([products[2]!])).toEqual([]);
    expect(countExternalMedia([])).toBe(0);
  });
});

describe("what a downloaded file is, by its content", () => {
  it("recognises real JPEG, PNG and WebP photos and MP4, MOV and WEBM videos", async () => {
    const photo = sharp({ create: { width: 30, height: 40, channels: 3, background: "#c8a27c" } });
    expect(sniffMediaType(await photo.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffMediaType(await photo.clone().png().toBuffer())).toBe("image/png");
    expect(sniffMediaType(await photo.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffMediaType(MP4)).toBe("video/mp4");
    expect(sniffMediaType(MOV)).toBe("video/quicktime");
    expect(sniffMediaType(WEBM)).toBe("video/webm");
  });

  it("knows nothing else: a web page, a GIF, a Matroska file, nothing at all", async () => {
    expect(sniffMediaType(bytes("<!doctype html><html><body>No encontrado</body></html>"))).toBeNull();
    expect(
      sniffMediaType(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffMediaType(MKV)).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it("accepts what an admin could upload to the slot, with its stored type and extension", async () => {
    const png = await sharp({ create: { width: 3, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(checkImportedMedia("extra", png)).toEqual({
      ok: true,
      contentType: "image/png",
      extension: "png",
    });
    expect(checkImportedMedia("video", MOV)).toEqual({
      ok: true,
      contentType: "video/quicktime",
      extension: "mov",
    });
    expect(checkImportedMedia("uso", padded(bytes(0xff, 0xd8, 0xff), 5 * MB))).toMatchObject({ ok: true });
  });

  it("refuses the wrong kind for the slot, unknown content and files over the limit, in Spanish", () => {
    const html = bytes("<html>Página de error</html>");
    expect(checkImportedMedia("uso", html)).toEqual({
      ok: false,
      message: "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
    });
    expect(checkImportedMedia("studio", MP4)).toEqual({
      ok: false,
      message: "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
    });
    expect(checkImportedMedia("video", bytes(0xff, 0xd8, 0xff))).toEqual({
      ok: false,
      message: "Formato no válido: Solo se permiten videos MP4, WEBM o MOV",
    });
    expect(checkImportedMedia("extra_2", padded(bytes(0xff, 0xd8, 0xff), 5 * MB + 1))).toEqual({
      ok: false,
      message: tooLargeMessage("extra_2"),
    });
    expect(tooLargeMessage("video")).toBe(
      `Video muy grande: El tamaño máximo es ${formatMegabytes(PRODUCT_VIDEO.maxBytes)}`,
    );
    expect([maxImportBytes("uso"), maxImportBytes("video")]).toEqual([5 * MB, 50 * MB]);
  });
});

describe("progress", () => {
  it("counts uploads up to 50 % and product updates up to 100 %", () => {
    expect(migrationProgress("uploading", 0, 4)).toBe(0);
    expect(migrationProgress("uploading", 1, 3)).toBe(16);
    expect(migrationProgress("uploading", 4, 4)).toBe(50);
    expect(migrationProgress("updating-db", 0, 4)).toBe(50);
    expect(migrationProgress("updating-db", 3, 4)).toBe(87);
    expect(migrationProgress("updating-db", 4, 4)).toBe(100);
    // Nothing left to update (every upload failed): that phase is done at once.
    expect(migrationProgress("updating-db", 0, 0)).toBe(100);
  });
});

const file = (productName: string, slot: MigrationFile["slot"] = "uso"): MigrationFile => ({
  productId: `id-${productName}`,
  productName,
  slot,
  url: `https://viejo.cl/${productName}-${slot}.jpg`,
});

/** Steps that record what they were asked, failing where the test says. */
function recordingSteps(failures: { import?: Record<string, Error>; write?: Record<string, Error> } = {}) {
  const log: string[] = [];
  const steps: MigrationSteps = {
    async importFile(f) {
      await new Promise((resolve) => setTimeout(resolve, f.productName === "b" ? 5 : 1));
      log.push(`import ${f.url}`);
      const error = failures.import?.[f.url];
      if (error) throw error;
      return { path: `products/${f.productId}/${f.slot}-1.jpg`, sourceUrl: f.url };
    },
    async writeFile(f, imported) {
      log.push(`write ${f.productId}.${f.slot} = ${imported.path}`);
      const error = failures.write?.[f.url];
      if (error) throw error;
    },
    async discardFile(path) {
      log.push(`discard ${path}`);
    },
  };
  return { steps, log };
}

describe("a migration run", () => {
  it("uploads everything first, then updates the products, reporting every step", async () => {
    const files = [file("a"), file("a", "studio"), file("b")];
    const { steps, log } = recordingSteps();
    const states: MigrationState[] = [];
    const end = await runMediaMigration(files, steps, (state) => states.push(state));

    expect(log.slice(0, 3).every((line) => line.startsWith("import"))).toBe(true);
    expect(log.slice(3)).toEqual([
      "write id-a.uso = products/id-a/uso-1.jpg",
      "write id-a.studio = products/id-a/studio-1.jpg",
      "write id-b.uso = products/id-b/uso-1.jpg",
    ]);
    expect(end).toEqual({
      phase: "complete",
      progress: 100,
      total: 3,
      uploaded: 3,
      updated: 3,
      failures: [],
    });
    expect(states[0]).toMatchObject({ phase: "uploading", progress: 0, total: 3 });
    expect(states.filter((s) => s.phase === "uploading").map((s) => s.progress)).toEqual([
      0, 0, 16, 16, 33, 33, 50,
    ]);
    expect(
      states
        .filter((s) => s.phase === "updating-db")
        .map((s) => s.progress)
        .at(0),
    ).toBe(50);
    // Progress never goes back.
    const progress = states.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
  });

  it("goes on past failed files, lists them in plan order with their kind, and drops copies it could not use", async () => {
    const files = [file("a"), file("b"), file("c"), file("d")];
    const { steps, log } = recordingSteps({
      import: {
        [files[0]!.url]: new MigrationStepError(
          "processing",
          "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
        ),
        [files[1]!.url]: new Error("La URL respondió con el estado 404"),
      },
      write: { [files[2]!.url]: new MigrationStepError("db-update", "La foto cambió durante la migración") },
    });
    const end = await runMediaMigration(files, steps, () => undefined);

    expect(end).toMatchObject({ phase: "complete", progress: 100, uploaded: 2, updated: 1 });
    expect(end.failures).toEqual([
      {
        file: files[0],
        kind: "processing",
        message: "Formato no válido: Solo se permiten imágenes JPG, PNG o WEBP",
      },
      { file: files[1], kind: "upload", message: "La URL respondió con el estado 404" },
      { file: files[2], kind: "db-update", message: "La foto cambió durante la migración" },
    ]);
    expect(log).toContain("discard products/id-c/uso-1.jpg");
    expect(log).not.toContain("discard products/id-d/uso-1.jpg");
  });

  it("ends in 'error' when files failed and none migrated", async () => {
    const files = [file("a")];
    const { steps } = recordingSteps({
      import: { [files[0]!.url]: new MigrationStepError("no-import", "Producto no encontrado") },
    });
    expect(await runMediaMigration(files, steps, () => undefined)).toMatchObject({
      phase: "error",
      updated: 0,
      failures: [{ kind: "no-import", message: "Producto no encontrado" }],
    });
  });

  it("has nothing to do without external files", async () => {
    const { steps, log } = recordingSteps();
    const states: MigrationState[] = [];
    expect(await runMediaMigration([], steps, (state) => states.push(state))).toMatchObject({
      phase: "complete",
      total: 0,
      progress: 100,
    });
    expect(log).toEqual([]);
    expect(states.map((s) => s.phase)).toEqual(["complete"]);
  });
});
