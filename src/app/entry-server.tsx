/**
 * The storefront rendered on the server, from the same components the browser hydrates: the page
 * function (functions/src/https/storefront-page.ts) puts the markup in the shell's `#root`, the
 * styles it uses in the head, and the catalog it was made from next to it (main.tsx reads it).
 *
 * Built by `vite build --ssr` into dist-server/ (vite.config.ts), one self-contained file.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { text } from "node:stream/consumers";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import type { StorefrontData } from "@domain/catalog/storefront-snapshot.ts";
import { ServerStorefrontData, serverStorefrontState } from "@/lib/storefront/storefront-data.ts";
import { fullSystem } from "@/admin/theme/full-system.ts";
import { App } from "./app.tsx";

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** `<style>` elements with the CSS that markup uses, for the head. */
  styles: string;
}

/**
 * Renders the page at `path` with `data`, once every lazy part it shows has loaded. The full
 * system renders every page: the browser hydrates a page with the recipes it painted with, whose
 * class names (hashes of the styles) are the same in both systems.
 */
export async function renderPage(path: string, data: StorefrontData): Promise<RenderedPage> {
  // One cache per page: it collects the styles this page uses, instead of writing them inline.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerStorefrontData.Provider value={serverStorefrontState(data)}>
          <StaticRouter location={path}>
            <App system={fullSystem} />
          </StaticRouter>
        </ServerStorefrontData.Provider>
      </CacheProvider>
    </StrictMode>,
    // Every part in place in the markup: by default React sends large parts apart, with a script
    // that moves them in, and a page read without JavaScript would show loading states.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const emotion = createEmotionServer(cache);
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
