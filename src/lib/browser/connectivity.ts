/**
 * Whether the shop can reach the network: what it observes, not only what the browser claims.
 *
 * `navigator.onLine` is true on dead mobile data, captive portals and "lie-fi", and some Chromium
 * versions report it true on a page their service worker answered while offline. So the shop also
 * counts itself offline when its own requests fail for network reasons (the storefront snapshot,
 * the Firestore stream, a callable, an upload), and online again when one succeeds, on the `online`
 * event, or when a probe gets through.
 *
 * A failure alone does not decide: it may be the server's, not the network's (the callable SDK
 * reports both alike). A probe — a HEAD of a small same-origin file, never cached, with a timeout —
 * settles it. While offline the probe repeats with backoff, so the shop notices the network coming
 * back even when the browser never said it left; while everything works nothing polls.
 */
import { useSyncExternalStore } from "react";

/** Waits between probes while offline: soon at first, then every 15 s at most. */
export const PROBE_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
const PROBE_TIMEOUT_MS = 5_000;
/** Small, static and served by Hosting itself; a HEAD passes the service worker's GET-only routes. */
const PROBE_URL = "/favicon.svg";

interface Environment {
  /** What the browser claims. */
  browserOnline: () => boolean;
  /** Resolves whether a request reached the network. */
  probe: () => Promise<boolean>;
  /** Whether the page is shown: a hidden page waits to probe until it is shown again. */
  visible: () => boolean;
  setTimer: (run: () => void, ms: number) => () => void;
  /** What the last page of this tab knew, so the next one starts from it rather than from hope. */
  memory: { wasUnreachable: () => boolean; remember: (unreachable: boolean) => void };
}

export class ConnectivityMonitor {
  private unreachable = false;
  private probing: Promise<boolean> | null = null;
  private failedProbes = 0;
  private cancelRetry: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly env: Environment) {
    if (env.memory.wasUnreachable()) {
      this.unreachable = true;
      void this.check();
    }
  }

  online = (): boolean => this.env.browserOnline() && !this.unreachable;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A request got an answer from the network. */
  reportReachable(): void {
    this.setUnreachable(false);
  }

  /** A request failed in a way that may be the network's: probe to tell. */
  reportNetworkFailure(): void {
    void this.check();
  }

  /** Probes now (one probe at a time) and resolves whether the network can be reached. */
  check(): Promise<boolean> {
    this.probing ??= this.probeOnce().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  /** The browser's `online`/`offline` events and the page becoming visible again. */
  browserChanged(): void {
    this.notify();
    if (this.unreachable && this.env.browserOnline() && this.env.visible()) void this.check();
  }

  private async probeOnce(): Promise<boolean> {
    const reachable = this.env.browserOnline() && (await this.env.probe());
    if (reachable) {
      this.setUnreachable(false);
    } else {
      this.failedProbes += 1;
      this.setUnreachable(true);
      this.scheduleRetry();
    }
    return reachable;
  }

  private scheduleRetry(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    // The `online` event or the page being shown again probes instead (browserChanged).
    if (!this.env.browserOnline() || !this.env.visible()) return;
    const wait = PROBE_BACKOFF_MS[Math.min(this.failedProbes, PROBE_BACKOFF_MS.length) - 1]!;
    this.cancelRetry = this.env.setTimer(() => {
      this.cancelRetry = null;
      void this.check();
    }, wait);
  }

  private setUnreachable(unreachable: boolean): void {
    if (!unreachable) {
      this.failedProbes = 0;
      this.cancelRetry?.();
      this.cancelRetry = null;
    }
    if (this.unreachable === unreachable) return;
    this.unreachable = unreachable;
    this.env.memory.remember(unreachable);
    this.notify();
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}

async function probeNetwork(): Promise<boolean> {
  try {
    await fetch(`${PROBE_URL}?conexion=${Date.now()}`, {
      method: "HEAD",
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true; // Any answer, even an error status, came over the network.
  } catch {
    return false;
  }
}

const REMEMBERED_KEY = "chatoyant:sin-conexion";

export const connectivity = new ConnectivityMonitor({
  browserOnline: () => navigator.onLine,
  probe: probeNetwork,
  visible: () => document.visibilityState === "visible",
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  memory: {
    wasUnreachable: () =>
      typeof sessionStorage !== "undefined" && sessionStorage.getItem(REMEMBERED_KEY) === "1",
    remember: (unreachable) => {
      if (unreachable) sessionStorage.setItem(REMEMBERED_KEY, "1");
      else sessionStorage.removeItem(REMEMBERED_KEY);
    },
  },
});

if (typeof window !== "undefined") {
  const changed = () => connectivity.browserChanged();
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  document.addEventListener("visibilitychange", changed);
}

/**
 * Errors that may mean the network failed rather than the server refusing: fetch's TypeError, and
 * the Firebase SDKs' unavailable, timed-out or retried-out requests. The callable SDK turns a failed
 * fetch into `internal` with the bare message "internal" (a server error says "INTERNAL" or more).
 */
export function mayBeNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== "string") return false;
  return (
    /(^|\/)(unavailable|deadline-exceeded|retry-limit-exceeded)$/.test(code) ||
    (code === "functions/internal" && message === "internal")
  );
}

/** A request that could not be made because the shop is offline (after a probe confirmed it). */
export class OfflineError extends Error {
  constructor(cause: unknown) {
    super("Sin conexión a internet", { cause });
    this.name = "OfflineError";
  }
}

/**
 * Runs a request and tells the monitor how it went; a failure that the probe confirms as the
 * network's is rethrown as an `OfflineError`, so the caller can say it needs a connection.
 */
export async function observeRequest<T>(request: () => Promise<T>): Promise<T> {
  try {
    const result = await request();
    connectivity.reportReachable();
    return result;
  } catch (error) {
    if (!mayBeNetworkError(error)) connectivity.reportReachable();
    else if (!(await connectivity.check())) throw new OfflineError(error);
    throw error;
  }
}

/** True while the shop can reach the network, kept up to date. Server-rendered pages say online. */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
}

/** Runs `task` once the shop is online again (at once if it is). */
export function whenOnline(task: () => void): void {
  if (connectivity.online()) {
    task();
    return;
  }
  const stop = connectivity.subscribe(() => {
    if (!connectivity.online()) return;
    stop();
    task();
  });
}
