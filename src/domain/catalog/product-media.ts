/**
 * Product photos and video as the admin uploads them (spec: Admin products): which files are
 * accepted, with the spec's messages, and where each one is stored. storage.rules repeats the
 * limits (upload-limits.ts).
 */
import type { MediaSlot } from "./product.ts";
import { formatMegabytes, PRODUCT_IMAGE, PRODUCT_VIDEO } from "../upload-limits.ts";

export const MEDIA_MESSAGES = {
  imageType: { title: "Formato no válido", description: "Solo se permiten imágenes JPG, PNG o WEBP" },
  imageSize: {
    title: "Imagen muy grande",
    description: `El tamaño máximo es ${formatMegabytes(PRODUCT_IMAGE.maxBytes)}`,
  },
  videoType: { title: "Formato no válido", description: "Solo se permiten videos MP4, WEBM o MOV" },
  videoSize: {
    title: "Video muy grande",
    description: `El tamaño máximo es ${formatMegabytes(PRODUCT_VIDEO.maxBytes)}`,
  },
  nameRequired: "El nombre del producto es requerido",
  usoRequired: "La imagen de uso es requerida",
  studioRequired: "La imagen de estudio es requerida",
} as const;

const UPLOAD_NAMES: Record<MediaSlot, { name: string; plural: boolean }> = {
  uso: { name: "las imágenes", plural: true },
  studio: { name: "las imágenes", plural: true },
  extra: { name: "la imagen extra", plural: false },
  extra_2: { name: "la imagen extra 2", plural: false },
  video: { name: "el video", plural: false },
};

/** Spec: saving waits for uploads, naming the first one still running. */
export function waitForUploadsMessage(uploading: readonly MediaSlot[], editing: boolean): string {
  const first = UPLOAD_NAMES[uploading[0] ?? "uso"];
  return `Por favor espera a que ${first.name} ${first.plural ? "se suban" : "se suba"} antes de ${editing ? "actualizar" : "crear"} el producto`;
}

export const SLOT_LABELS: Record<MediaSlot, string> = {
  uso: "Foto 1 (uso)",
  studio: "Foto 2 (estudio)",
  extra: "Foto 3",
  extra_2: "Foto 4",
  video: "Video",
};

/** Spec success toasts: 'Imagen extra eliminada', 'Imagen extra 2 eliminada', 'Video eliminado'… */
export const MEDIA_REMOVED_MESSAGES: Record<MediaSlot, string> = {
  uso: "Imagen de uso eliminada",
  studio: "Imagen de estudio eliminada",
  extra: "Imagen extra eliminada",
  extra_2: "Imagen extra 2 eliminada",
  video: "Video eliminado",
};

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

type Message = { title: string; description: string };

/** The stored extension of an acceptable file for `slot`, or the spec's message. */
export function checkMediaFile(
  slot: MediaSlot,
  file: { type: string; size: number },
): { ok: true; extension: string } | { ok: false; message: Message } {
  const video = slot === "video";
  const limits = video ? PRODUCT_VIDEO : PRODUCT_IMAGE;
  if (!(limits.contentTypes as readonly string[]).includes(file.type)) {
    return { ok: false, message: video ? MEDIA_MESSAGES.videoType : MEDIA_MESSAGES.imageType };
  }
  if (file.size > limits.maxBytes) {
    return { ok: false, message: video ? MEDIA_MESSAGES.videoSize : MEDIA_MESSAGES.imageSize };
  }
  return { ok: true, extension: EXTENSIONS[file.type]! };
}

/** Product media are read by every shopper for a year (spec: upload cache 31536000 s). */
export const PRODUCT_MEDIA_CACHE_CONTROL = "public, max-age=31536000";

/** products/{productId}/{slot}-{timestamp}.{ext} */
export function productMediaPath(productId: string, slot: MediaSlot, at: Date, extension: string): string {
  return `products/${productId}/${slot}-${at.getTime()}.${extension}`;
}

/** Is this stored media value a file of ours in Storage (rather than an outside URL)? */
export function isStoredMedia(ref: string | null): ref is string {
  return ref !== null && ref.startsWith("products/");
}
