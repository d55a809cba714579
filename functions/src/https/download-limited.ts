/**
 * Downloads a file from another server for the image migration, never holding more than
 * `maxBytes` nor waiting longer than `timeoutMs`: a huge or endless answer is cut off, whatever its
 * Content-Length says. It connects only to addresses `allowedAddress` accepts (public ones unless
 * told otherwise), redirects included. Failures carry a Spanish reason.
 */
import type { Response } from "undici";
import { guardedAgent, isPublicAddress, RefusedAddressError, type AddressPolicy } from "./address-guard.ts";

export type DownloadFailure = "status" | "network" | "timeout" | "too-large" | "refused-address";

export class DownloadError extends Error {
  constructor(
    readonly failure: DownloadFailure,
    message: string,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

/** Whether the error, or any error it was caused by, is a refused address. */
function causedByRefusedAddress(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedAddressError) return true;
  }
  return false;
}

export async function downloadLimited(
  url: string,
  {
    maxBytes,
    timeoutMs,
    allowedAddress = isPublicAddress,
  }: { maxBytes: number; timeoutMs: number; allowedAddress?: AddressPolicy },
): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (error: unknown) =>
    error instanceof DownloadError
      ? error
      : causedByRefusedAddress(error)
        ? new DownloadError(
            "refused-address",
            "La URL apunta a una dirección privada o local: solo se importan archivos de internet",
          )
        : signal.aborted
          ? new DownloadError("timeout", `La descarga tardó más de ${timeoutMs / 1000} segundos`)
          : new DownloadError("network", "No se pudo descargar el archivo de esa URL");

  // On use, as in address-guard.ts.
  const { fetch } = await import("undici");
  const dispatcher = await guardedAgent(allowedAddress);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal, dispatcher, headers: { accept: "image/*,video/*" } });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError("status", `La URL respondió con el estado ${response.status}`);
    }
    const tooLarge = new DownloadError("too-large", "El archivo es más grande de lo permitido");
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge;
    }

    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    try {
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        size += next.value.byteLength;
        if (size > maxBytes) {
          await reader?.cancel().catch(() => undefined);
          throw tooLarge;
        }
        chunks.push(next.value);
      }
    } catch (error) {
      throw failed(error);
    }
    return Buffer.concat(chunks);
  } finally {
    // One agent per download: nothing is kept open once the file is read or refused.
    await dispatcher.destroy().catch(() => undefined);
  }
}
