import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { copy } from "@/i18n/es-CL.ts";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useCatalog } from "@/lib/storefront/use-catalog.ts";
import { Button } from "@/shop/components/ui/button.tsx";
import { Skeleton, SkeletonText } from "@/shop/components/ui/skeleton.tsx";
import { css } from "@/styled-system/css";
import { grid } from "@/styled-system/patterns";
import { ProductCard } from "./product-card.tsx";

/** Spec: the first 4 images load eagerly; 6 skeleton tiles while loading. */
const EAGER_IMAGES = 4;
const SKELETON_TILES = 6;
/** Tiles drawn with the first paint (at least a screen's worth); the rest follow once it is done. */
const FIRST_PAINT_TILES = 8;
/**
 * Tiles added at a time after that: a shop of hundreds of pieces grows its grid as the shopper
 * scrolls, instead of laying out every card on a phone that may never reach them (at 300 products
 * all cards took home's TBT from 63 to 243 ms). Above the demo's size, so a small shop sees them all.
 */
export const GRID_STEP_TILES = 48;
/** How far below the screen the next tiles start to be drawn, so scrolling rarely meets the end. */
const DRAW_AHEAD = "1200px 0px";

const styles = {
  grid: grid({ columns: { base: 2, md: 3, xl: 4 }, gap: { base: "4", md: "6" } }),
  error: css({ color: "red.700", py: "10", textAlign: "center" }),
  more: css({ display: "flex", justifyContent: "center", pt: { base: "8", md: "10" } }),
  tile: css({ display: "flex", flexDirection: "column", gap: "3" }),
  tilePhoto: css({ aspectRatio: "portrait", rounded: "md" }),
};

export function ProductGrid() {
  const state = useCatalog();
  const painted = useAfterFirstPaint();
  const [shown, setShown] = useState(GRID_STEP_TILES);
  const showMore = useCallback(() => startTransition(() => setShown((count) => count + GRID_STEP_TILES)), []);

  if (state.status === "error") {
    return (
      <p role="alert" className={styles.error}>
        {copy.productsLoadError}
      </p>
    );
  }

  const remaining = state.status === "ready" && painted ? Math.max(0, state.products.length - shown) : 0;
  return (
    <>
      <div className={styles.grid} aria-busy={state.status === "loading"}>
        {state.status === "loading"
          ? Array.from({ length: SKELETON_TILES }, (_, index) => (
              <div key={index} className={styles.tile} data-testid="product-skeleton">
                <Skeleton className={styles.tilePhoto} />
                <SkeletonText noOfLines={2} />
              </div>
            ))
          : state.products
              .slice(0, painted ? shown : FIRST_PAINT_TILES)
              .map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
              ))}
      </div>
      {remaining > 0 && <ShowMore remaining={remaining} onShow={showMore} />}
    </>
  );
}

/**
 * The end of a grid that has more: a button (for keyboards and for browsers without
 * IntersectionObserver) that also presses itself as it nears the screen.
 */
function ShowMore({ remaining, onShow }: { remaining: number; onShow: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  // Observed again after each step: if the end is still near the screen, the next step follows.
  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShow();
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [remaining, onShow]);
  return (
    <div ref={end} className={styles.more}>
      <Button variant="outline" size="lg" onClick={onShow}>
        {copy.showMoreProducts(remaining)}
      </Button>
    </div>
  );
}
