/**
 * The storefront rendered on the server, from the same components the browser hydrates: the page
 * function (functions/src/https/storefront-page.ts) puts the markup in the shell's `#root` and the
 * products it was made from next to it (main.tsx reads it). The styles are the static stylesheet
 * the shell already links.
 *
 * Built by `vite build --ssr` into dist-server/ (vite.config.ts), one self-contained file.
 */
import { text } from "node:stream/consumers";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import type { PageData } from "@domain/catalog/storefront-snapshot.ts";
import { ServerStorefrontData, serverStorefrontState } from "@/lib/storefront/storefront-data.ts";
import { App } from "./app.tsx";

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
}

/** Renders the page at `path` with `data`, once every lazy part it shows has loaded. */
export async function renderPage(path: string, data: PageData): Promise<RenderedPage> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerStorefrontData.Provider value={serverStorefrontState(data)}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </ServerStorefrontData.Provider>
    </StrictMode>,
    // Every part in place in the markup: by default React sends large parts apart, with a script
    // that moves them in, and a page read without JavaScript would show loading states.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await text(prelude) };
}
