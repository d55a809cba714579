/**
 * What a page's live listeners ask Firestore for, read from the requests the storefront's worker
 * sends (Playwright sees a dedicated worker's requests as the page's): each listen target it adds,
 * a document (one read, then one per change) or a query (one read per document it matches).
 * Used by the visit journeys and the grown bench; nothing is added to the app to count them.
 */
import type { Page } from "playwright-core";

const LISTEN_CHANNEL = /google\.firestore\.v1\.Firestore\/Listen\//;

export class ListenTargets {
  /** Full names of the documents listened to, as added (a document counts once). */
  readonly documents = new Set<string>();
  queries = 0;
  lastAddedAt = 0;

  constructor(page: Page) {
    page.on("request", (request) => {
      if (request.method() !== "POST" || !LISTEN_CHANNEL.test(request.url())) return;
      const body = decodeURIComponent((request.postData() ?? "").replace(/\+/g, " "));
      for (const [, names] of body.matchAll(/"documents":\{"documents":\[([^\]]*)\]/g))
        for (const [, name] of names!.matchAll(/"([^"]+)"/g)) this.documents.add(name!);
      this.queries += (body.match(/"query":\{"structuredQuery"/g) ?? []).length;
      if (body.includes('"addTarget"')) this.lastAddedAt = Date.now();
    });
  }

  /** The ids of the products listened to. */
  products(): string[] {
    return [...this.documents].flatMap((name) => /\/documents\/products\/([^/]+)$/.exec(name)?.[1] ?? []);
  }

  /** Resolves once a target has been added and none for `quietMs` (for the bench; tests poll). */
  async settled(quietMs = 4000): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.lastAddedAt > 0 && Date.now() - this.lastAddedAt >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
