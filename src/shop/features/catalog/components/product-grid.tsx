import { lazy, startTransition, Suspense, useState } from "react";
import { copy } from "@/i18n/es-CL.ts";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { HOME_FIRST_PAINT_TILES, HOME_GRID_STEP_TILES } from "@domain/catalog/home-grid.ts";
import { useCatalog } from "@/lib/storefront/use-catalog.ts";
import { Skeleton, SkeletonText } from "@/shop/components/ui/skeleton.tsx";
import { css } from "@/styled-system/css";
import { grid } from "@/styled-system/patterns";
import { ProductCard } from "./product-card.tsx";

/** Spec: the first 4 images load eagerly; 6 skeleton tiles while loading. */
const EAGER_IMAGES = 4;
const SKELETON_TILES = 6;
/** Only a shop past one step loads it: home's first paint stays within its JavaScript budget. */
const ShowMore = lazy(() => import("./show-more.tsx"));

const styles = {
  grid: grid({ columns: { base: 2, md: 3, xl: 4 }, gap: { base: "4", md: "6" } }),
  error: css({ color: "red.700", py: "10", textAlign: "center" }),
  tile: css({ display: "flex", flexDirection: "column", gap: "3" }),
  tilePhoto: css({ aspectRatio: "portrait", rounded: "md" }),
};

export function ProductGrid() {
  const state = useCatalog();
  const painted = useAfterFirstPaint();
  const [shown, setShown] = useState(HOME_GRID_STEP_TILES);
  const showMore = () => startTransition(() => setShown((count) => count + HOME_GRID_STEP_TILES));

  if (state.status === "error") {
    return (
      <p role="alert" className={styles.error}>
        {copy.productsLoadError}
      </p>
    );
  }

  const remaining = painted && state.status === "ready" ? state.products.length - shown : 0;
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
              .slice(0, painted ? shown : HOME_FIRST_PAINT_TILES)
              .map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
              ))}
      </div>
      <Suspense fallback={null}>
        {remaining > 0 && <ShowMore remaining={remaining} onShow={showMore} />}
      </Suspense>
    </>
  );
}
