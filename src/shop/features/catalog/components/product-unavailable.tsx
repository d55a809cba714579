import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { css, cx } from "@/styled-system/css";
import { hstack } from "@/styled-system/patterns";
import { button } from "@/styled-system/recipes";
import { href } from "@domain/shop-paths.ts";
import { CATALOG_COPY } from "../copy.ts";

/**
 * A product that could not be loaded because the network failed: it may well exist, so this is
 * not the not-found page. The shopper can try again once the connection is back.
 */
export function ProductUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <PageIntro title="No pudimos cargar este producto">
      <p className={css({ color: "fg.muted" })}>Revisa tu conexión a internet e inténtalo de nuevo.</p>
      <div className={hstack({ gap: "3", flexWrap: "wrap" })}>
        <button
          type="button"
          className={cx(button(), css({ colorPalette: "brand" }))}
          disabled={retrying}
          aria-busy={retrying}
          onClick={retry}
        >
          {retrying ? "Reintentando..." : "Reintentar"}
        </button>
        <RouterLink to={href("home")} className={button({ variant: "outline" })}>
          {CATALOG_COPY.backToCollection}
        </RouterLink>
      </div>
    </PageIntro>
  );
}
