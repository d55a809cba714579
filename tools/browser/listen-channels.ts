/**
 * Ending a closed page's Firestore listen channels on the emulator, as the page's own client ends
 * them when it stops listening (WebChannel's `TYPE=terminate` request).
 *
 * A browser context that closes ends its pages without a word to the server. Cloud Firestore drops
 * such a channel; the emulator keeps it, and its listeners, for the rest of its life: every later
 * write runs their queries again over the whole store and queues a message nobody reads (10.000
 * per channel, then one failure logged per write). Late in `npm test`, after some 60 test files'
 * pages, a suite's writes took 0.4 s each, and `expire-holds.test.ts` took 160 s against 12 s alone.
 */
import type { Browser, BrowserContext } from "playwright-core";

const LISTEN_CHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel$/;

/** Every context `browser` opens ends its pages' listen channels once it has closed. */
export function endListenChannelsOnClose(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => endChannelsAfter(await newContext(...options));
  return browser;
}

/** `context` ends its pages' listen channels once it has closed (`close()` waits for it). */
export function endChannelsAfter(context: BrowserContext): BrowserContext {
  // A channel's id (SID) → an address of one of its requests.
  const channels = new Map<string, URL>();
  context.on("request", (request) => {
    const url = new URL(request.url());
    const sid = url.searchParams.get("SID");
    if (sid && LISTEN_CHANNEL.test(url.pathname)) channels.set(sid, url);
  });
  let ended: Promise<void> | undefined;
  // After the close, not before: a page that saw its channel end would open a new one.
  const end = () => (ended ??= Promise.all([...channels].map(([sid, url]) => terminate(sid, url))).then());
  context.on("close", () => void end());
  const close = context.close.bind(context);
  context.close = async (...options) => {
    await close(...options);
    await end();
  };
  return context;
}

/** WebChannel's own ending of a session: its address with SID, a request number and TYPE=terminate. */
async function terminate(sid: string, seen: URL): Promise<void> {
  const url = new URL(seen.pathname, seen.origin);
  for (const key of ["VER", "database"]) {
    const value = seen.searchParams.get(key);
    if (value !== null) url.searchParams.set(key, value);
  }
  url.searchParams.set("SID", sid);
  url.searchParams.set("RID", "999999");
  url.searchParams.set("TYPE", "terminate");
  // A channel the server has already ended answers "Unknown SID": nothing left to end.
  await fetch(url, { method: "POST" }).catch(() => undefined);
}
