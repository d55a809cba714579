/** Firestore itself gives up on an unanswered connection after 10 s. */
const IN_SYNC_EXPECTED_WITHIN_MS = 8_000;

/** Where a live stream says whether the server answers: the page's connectivity probe. */
export interface NetworkReports {
  reachable(): void;
  failure(): void;
}

/**
 * Reads the network's state from a listener that is always on (the shop's settings): in sync
 * with the server, it works; falling back to the cache (a metadata change), or not in sync a
 * while after it started, it may not, and the page's connectivity probe decides.
 */
export function reportSync(network: NetworkReports): { seen(fromCache: boolean): void; stop(): void } {
  let inSync = false;
  const doubt = setTimeout(() => network.failure(), IN_SYNC_EXPECTED_WITHIN_MS);
  return {
    seen(fromCache) {
      if (!fromCache) {
        clearTimeout(doubt);
        network.reachable();
      } else if (inSync) {
        network.failure();
      }
      inSync = !fromCache;
    },
    stop: () => clearTimeout(doubt),
  };
}
