/**
 * A journey's closed pages leave no Firestore listener behind on the emulators
 * (tools/browser/listen-channels.ts): the emulator kept every closed page's listen channel, and
 * late in `npm test` each write ran all their queries again.
 */
import { describe, expect, it } from "vitest";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { openPage, waitUntilInteractive } from "../../tools/browser/browser.ts";
import { openAdminSection, signInAsDemoAdmin } from "../../tools/browser/shop-journeys.ts";
import { useDemoShop } from "../support/demo-shop.ts";

const shop = useDemoShop({ fresh: "file" });

/** What the emulator answers a listen channel's next long poll: 400 once the channel has ended. */
async function channelStatus(sid: string, seen: URL): Promise<number> {
  const poll = new URL(seen.pathname, seen.origin);
  for (const [key, value] of Object.entries({
    VER: "8",
    database: seen.searchParams.get("database") ?? "",
    SID: sid,
    RID: "rpc",
    AID: "0",
    CI: "0",
    TYPE: "xmlhttp",
  }))
    poll.searchParams.set(key, value);
  // A live channel holds the poll open until it has news: its headers are enough.
  const controller = new AbortController();
  const response = await fetch(poll, { signal: controller.signal });
  controller.abort();
  return response.status;
}

describe("a closed page", () => {
  it("ends its listen channels, the shop's worker's and the back office's", async () => {
    const page = await openPage(shop.browser, "phone");
    const channels = new Map<string, URL>();
    page.context().on("request", (request) => {
      const url = new URL(request.url());
      const sid = url.searchParams.get("SID");
      if (sid && url.pathname.endsWith("/google.firestore.v1.Firestore/Listen/channel"))
        channels.set(sid, url);
    });
    await page.goto(HOSTING_URL);
    await waitUntilInteractive(page);
    await signInAsDemoAdmin(page);
    await openAdminSection(page, /^Pedidos/);
    await page.getByText(/^Mostrando \d+ de \d+ pedidos/).waitFor();
    expect(channels.size).toBeGreaterThan(0);
    for (const [sid, url] of channels) expect(await channelStatus(sid, url)).toBe(200);

    await page.context().close();
    for (const [sid, url] of channels) expect(await channelStatus(sid, url)).toBe(400);
  });
});
