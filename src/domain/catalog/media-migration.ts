/**
 * The one-off image migration (spec: Admin image migration, Migration phases). Products of the
 * previous shop point at photos on an outside server by URL; the migration copies each of those
 * files into Cloud Storage (the importProductMedia function) and then makes the product name the
 * stored copy. The pure parts, shared by the page and the function: which values are external,
 * the plan of files, what a downloaded file really is, and the run itself — phases, progress
 * (uploads count up to 50 %, product updates the rest) and per-file errors that never stop it.
 */
import { z } from "zod";
import { sniffImageType, type SniffedImageType } from "../image-type.ts";
import { LOCALE } from "../locale.ts";
import { checkMediaFile, MEDIA_MESSAGES } from "./product-media.ts";
import { MEDIA_SLOTS, type MediaSlot } from "./product.ts";
import { PRODUCT_IMAGE, PRODUCT_VIDEO } from "../upload-limits.ts";

/** A step's failure that came without a message of its own. */
export const UNKNOWN_ERROR = "Error desconocido";
/** A product the back office could not save, in the editor or during the migration. */
export const PRODUCT_UPDATE_FAILED = "No se pudo actualizar el producto";

export const NOTHING_TO_MIGRATE = "No hay imágenes externas por migrar";

/** A media value that is a full http(s) URL (the same test as mediaRefSchema), not a stored file. */
export function isExternalMediaUrl(value: unknown): value is string {
  return typeof value === "string" && /^https?:\/\/\S+$/.test(value);
}

/** What the migration needs of a product; media values may be anything a document holds. */
/**
 * A product as the migration reads it: products of the old shop may be malformed, so what cannot be
 * read is simply not there (a name falls back to the id, media to none).
 */
export const migrationProductSchema = z
  .object({
    id: z.string(),
    name: z.string().optional().catch(undefined),
    // Whatever each slot holds: the plan decides what is an outside URL to copy.
    media: z
      .object({
        uso: z.unknown(),
        studio: z.unknown(),
        extra: z.unknown(),
        extra_2: z.unknown(),
        video: z.unknown(),
      } satisfies Record<MediaSlot, z.ZodUnknown>)
      .partial()
      .catch({}),
  })
  .transform(({ name, ...product }) => ({ ...product, name: name ?? product.id }));
export type MigrationProduct = z.output<typeof migrationProductSchema>;

/** One file to copy: a slot of a product and the outside URL it holds. */
export interface MigrationFile {
  productId: string;
  productName: string;
  slot: MediaSlot;
  url: string;
}

/**
 * Every external value of every slot — the spec's three photos, and photo 4 and the video too, so
 * that no product keeps depending on the old server — by product name, then slot order.
 */
export function planMediaMigration(products: readonly MigrationProduct[]): MigrationFile[] {
  return [...products]
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE))
    .flatMap((product) =>
      MEDIA_SLOTS.flatMap((slot) => {
        const url = product.media[slot];
        return isExternalMediaUrl(url)
          ? [{ productId: product.id, productName: product.name, slot, url }]
          : [];
      }),
    );
}

/** How many media values still point outside (the dashboard's 'Completado' badge when 0). */
export function countExternalMedia(products: readonly MigrationProduct[]): number {
  return planMediaMigration(products).length;
}

export type SniffedMediaType = SniffedImageType | "video/mp4" | "video/quicktime" | "video/webm";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The type of a photo or video told by its first bytes. MP4 and MOV are ISO media files (a `ftyp`
 * box first; the brand `qt  ` is QuickTime); WEBM is an EBML file whose doc type is `webm`.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedMediaType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (ascii(bytes, 4, 8) === "ftyp") return ascii(bytes, 8, 12) === "qt  " ? "video/quicktime" : "video/mp4";
  const ebml = [0x1a, 0x45, 0xdf, 0xa3].every((byte, i) => bytes[i] === byte);
  if (ebml && ascii(bytes, 4, 64).includes("webm")) return "video/webm";
  return null;
}

/** The largest file worth downloading for a slot: the admin upload limit of its kind. */
export function maxImportBytes(slot: MediaSlot): number {
  return slot === "video" ? PRODUCT_VIDEO.maxBytes : PRODUCT_IMAGE.maxBytes;
}

const joined = (message: { title: string; description: string }) =>
  `${message.title}: ${message.description}`;

/** 'Imagen muy grande: El tamaño máximo es 5 MB' (or the video's), for a download cut short. */
export function tooLargeMessage(slot: MediaSlot): string {
  return joined(slot === "video" ? MEDIA_MESSAGES.videoSize : MEDIA_MESSAGES.imageSize);
}

/**
 * Whether downloaded bytes may be stored in a slot, by the same rules as the admin's uploads, with
 * the type read from the content: a web page served as image/jpeg is refused.
 */
export function checkImportedMedia(
  slot: MediaSlot,
  bytes: Uint8Array,
): { ok: true; contentType: SniffedMediaType; extension: string } | { ok: false; message: string } {
  const contentType = sniffMediaType(bytes);
  const checked = checkMediaFile(slot, { type: contentType ?? "desconocido", size: bytes.byteLength });
  if (!checked.ok) return { ok: false, message: joined(checked.message) };
  return { ok: true, contentType: contentType!, extension: checked.extension };
}

export type MigrationPhase = "idle" | "uploading" | "updating-db" | "complete" | "error";

/** The spec's four kinds of per-file error. */
export type MigrationErrorKind = "no-import" | "upload" | "processing" | "db-update";

export const MIGRATION_ERROR_KINDS = [
  "no-import",
  "upload",
  "processing",
  "db-update",
] as const satisfies readonly MigrationErrorKind[];

export const MIGRATION_ERROR_LABELS: Record<MigrationErrorKind, string> = {
  "no-import": "Nada que importar",
  upload: "Error al subir",
  processing: "Error al procesar",
  "db-update": "Error al actualizar el producto",
};

/** A step's failure of a known kind, with its Spanish reason. */
export class MigrationStepError extends Error {
  constructor(
    readonly kind: MigrationErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "MigrationStepError";
  }
}

export interface MigrationFailure {
  file: MigrationFile;
  kind: MigrationErrorKind;
  message: string;
}

export interface MigrationState {
  phase: MigrationPhase;
  /** 0–100: uploads take it to 50, product updates to 100. */
  progress: number;
  /** Files in the plan. */
  total: number;
  /** Files copied into Storage so far. */
  uploaded: number;
  /** Products slots that now name their stored copy. */
  updated: number;
  failures: MigrationFailure[];
}

export const IDLE_MIGRATION: MigrationState = {
  phase: "idle",
  progress: 0,
  total: 0,
  uploaded: 0,
  updated: 0,
  failures: [],
};

/** Percent shown for `done` of `total` steps of a phase: uploads 0–50, updates 50–100. */
export function migrationProgress(phase: "uploading" | "updating-db", done: number, total: number): number {
  const share = total === 0 ? 1 : Math.min(done, total) / total;
  return Math.floor((phase === "uploading" ? 0 : 50) + share * 50);
}

export interface ImportedMedia {
  /** The stored copy, products/{id}/{slot}-{timestamp}.{ext}. */
  path: string;
  /** The URL it was copied from: the product is updated only while the slot still holds it. */
  sourceUrl: string;
}

export interface MigrationSteps {
  importFile(file: MigrationFile): Promise<ImportedMedia>;
  writeFile(file: MigrationFile, imported: ImportedMedia): Promise<void>;
  /** Removes a copy no product will name (its update failed). */
  discardFile(path: string): Promise<void>;
}

/** Files handled at once: quicker than one by one, gentle on the old server and the function. */
export const MIGRATION_CONCURRENCY = 3;

async function eachWithConcurrency<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const reasonOf = (error: unknown, kind: MigrationErrorKind) =>
  error instanceof MigrationStepError
    ? { kind: error.kind, message: error.message }
    : { kind, message: error instanceof Error && error.message ? error.message : UNKNOWN_ERROR };

/**
 * Runs the plan: every upload first ('uploading'), then every product update ('updating-db'), a
 * failed file noted and skipped. Ends 'complete', or 'error' when files failed and none migrated.
 * `onChange` receives every new state (a fresh object each time).
 */
export async function runMediaMigration(
  files: readonly MigrationFile[],
  steps: MigrationSteps,
  onChange: (state: MigrationState) => void,
): Promise<MigrationState> {
  let state: MigrationState = { ...IDLE_MIGRATION, phase: "uploading", total: files.length };
  const publish = (change: Partial<MigrationState>) => {
    state = { ...state, ...change };
    onChange(state);
  };
  // Listed in plan order, whichever file of those running at once failed first.
  const fail = (file: MigrationFile, error: unknown, kind: MigrationErrorKind) =>
    publish({
      failures: [...state.failures, { file, ...reasonOf(error, kind) }].sort(
        (a, b) => files.indexOf(a.file) - files.indexOf(b.file),
      ),
    });

  if (files.length === 0) {
    publish({ phase: "complete", progress: 100 });
    return state;
  }
  publish({});

  const imported: Array<{ file: MigrationFile; media: ImportedMedia }> = [];
  let uploadsDone = 0;
  await eachWithConcurrency(files, MIGRATION_CONCURRENCY, async (file) => {
    try {
      imported.push({ file, media: await steps.importFile(file) });
      publish({ uploaded: imported.length });
    } catch (error) {
      fail(file, error, "upload");
    }
    publish({ progress: migrationProgress("uploading", ++uploadsDone, files.length) });
  });

  // Product updates in plan order, whatever order the uploads finished in.
  imported.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file));
  publish({ phase: "updating-db", progress: migrationProgress("updating-db", 0, imported.length) });
  let updatesDone = 0;
  await eachWithConcurrency(imported, MIGRATION_CONCURRENCY, async ({ file, media }) => {
    try {
      await steps.writeFile(file, media);
      publish({ updated: state.updated + 1 });
    } catch (error) {
      fail(file, error, "db-update");
      await steps.discardFile(media.path).catch(() => undefined);
    }
    publish({ progress: migrationProgress("updating-db", ++updatesDone, imported.length) });
  });

  publish({ phase: state.updated === 0 ? "error" : "complete", progress: 100 });
  return state;
}
