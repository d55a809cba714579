/**
 * The seed's writes, retried when the emulators drop a connection or are briefly overloaded (on a
 * busy machine one Storage upload in a few hundred can meet ECONNRESET). Every seed write is
 * idempotent (the same path, the same document id), so doing one again is safe.
 */
import pRetry from "p-retry";

const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
]);
/** gRPC statuses that mean "try again": DEADLINE_EXCEEDED, ABORTED, UNAVAILABLE. */
const GRPC_RETRYABLE = new Set([4, 10, 14]);

/** An error worth another attempt: a dropped connection, a timeout, a 5xx or 429 answer. */
export function isTransient(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    if (typeof code === "number" && (GRPC_RETRYABLE.has(code) || code === 429 || code >= 500)) return true;
    if (/socket hang up|ECONNRESET|network socket disconnected/i.test(current.message)) return true;
  }
  return false;
}

export const SEED_RETRIES = 5;
/**
 * A write that has not answered in this time counts as dropped: a dead emulator's client may
 * otherwise wait forever (the Firestore SDK does).
 */
export const ATTEMPT_TIMEOUT_MS = 20_000;

function answeredInTime<T>(write: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = Object.assign(new Error(`sin respuesta en ${ATTEMPT_TIMEOUT_MS / 1000} s`), {
        code: "ETIMEDOUT",
      });
      reject(error);
    }, ATTEMPT_TIMEOUT_MS);
  });
  return Promise.race([write(), late]).finally(() => clearTimeout(timer));
}

export interface RetryOptions {
  /** Once aborted no new attempt starts, and the abort's reason is what rejects. */
  signal?: AbortSignal;
  /** The first wait between attempts; each next one doubles, up to 16 times this (8 s). */
  firstWaitMs?: number;
}

/**
 * Runs `write`, retrying transient failures up to 5 times with backoff (0.5 s … 8 s). What finally
 * fails is named: "foto products/…/uso-….webp: read ECONNRESET".
 */
export async function withRetries<T>(
  what: string,
  write: () => Promise<T>,
  { signal, firstWaitMs = 500 }: RetryOptions = {},
): Promise<T> {
  try {
    return await attempts(what, write, signal, firstWaitMs);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function attempts<T>(
  what: string,
  write: () => Promise<T>,
  signal: AbortSignal | undefined,
  firstWaitMs: number,
): Promise<T> {
  return pRetry(() => answeredInTime(write), {
    signal,
    retries: SEED_RETRIES,
    minTimeout: firstWaitMs,
    maxTimeout: 16 * firstWaitMs,
    randomize: true,
    shouldRetry: ({ error }) => isTransient(error),
    onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
      if (isTransient(error) && retriesLeft > 0) {
        console.warn(
          `[demo] ${what}: ${error.message} — intento ${attemptNumber + 1} de ${SEED_RETRIES + 1}`,
        );
      }
    },
  });
}
