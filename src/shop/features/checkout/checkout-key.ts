/**
 * The idempotency key of a checkout. It is kept for the tab (sessionStorage) and reused while the
 * shopper sends the very same order again — after a lost connection or a reload mid-request — so
 * the server returns the order it may already have created instead of making a second one. A
 * different cart or form is a different checkout and gets a new key.
 */
const STORAGE_KEY = "chatoyant-checkout-key";

interface StoredKey {
  key: string;
  fingerprint: string;
}

function read(): StoredKey | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as StoredKey | null;
  } catch {
    return null;
  }
}

/** The key for a checkout described by `fingerprint` (whatever identifies what is being sent). */
export function checkoutKeyFor(fingerprint: string): string {
  const stored = read();
  if (stored?.fingerprint === fingerprint) return stored.key;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, fingerprint } satisfies StoredKey));
  } catch {
    // Private mode without storage: the key still protects retries within this page.
  }
  return key;
}

/** After an order is created: the next checkout is a new one. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
