import "@/theme/fonts.css";
import "@/theme/panda.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "@/app/app.tsx";
import { loadFirstPage } from "@/app/router.tsx";
import { EMBEDDED_SNAPSHOT_ID, fromPageSnapshot } from "@domain/catalog/storefront-snapshot.ts";
import { startWithServerData } from "@/lib/storefront/storefront-data.ts";

/**
 * A storefront page from the server (entry-server.tsx) carries the data it was rendered with (the
 * products it shows): the app starts from that same data and hydrates the markup. Other pages (the back office, a
 * shopper's own pages, the offline shell) render here.
 */
function serverData() {
  const embedded = document.getElementById(EMBEDDED_SNAPSHOT_ID);
  if (!embedded?.textContent) return undefined;
  try {
    return fromPageSnapshot(JSON.parse(embedded.textContent));
  } catch (error) {
    console.error("Página del servidor con datos ilegibles: se vuelve a dibujar", error);
    return undefined;
  }
}

const root = document.getElementById("root")!;
const data = root.hasChildNodes() ? serverData() : undefined;

// Not a top-level await: that would make every module of the entry asynchronous and split it.
// The page's own code runs in a task after the entry's, not in the same long one.
void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => loadFirstPage(location.pathname, data !== undefined))
  .then((loaded) => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App loaded={loaded} />
        </BrowserRouter>
      </StrictMode>
    );
    if (data) {
      startWithServerData(data);
      // The server's markup paints first (a frame before React starts), and React hydrates it as a
      // transition: in slices that yield to the browser, instead of one long task a tap would wait on.
      requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0));
    } else {
      createRoot(root).render(app);
    }
  });
