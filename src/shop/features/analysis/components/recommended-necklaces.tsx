/**
 * The necklaces the analysis chose, from the live catalog, each with why it suits the visitor.
 * The route passes the catalog's product card in: features do not import each other.
 */
import { useEffect, type ComponentType } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import type { Product } from "@domain/catalog/product.ts";
import { useWholeCatalog } from "@/lib/storefront/use-catalog.ts";
import { css } from "@/styled-system/css";
import { Grid, Stack } from "@/styled-system/jsx";
import { stack } from "@/styled-system/patterns";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { PRODUCT_NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";

export type ProductTile = ComponentType<{ product: Product; eager: boolean }>;

// One per recommended necklace: computed once.
const styles = {
  item: stack({ gap: "2" }),
  reason: css({ fontSize: "sm", color: "fg.muted" }),
};

export function RecommendedNecklaces({
  recommendations,
  ProductTile,
}: {
  recommendations: StyleAnalysis["recomendaciones"];
  ProductTile: ProductTile;
}) {
  const catalog = useWholeCatalog() ?? [];
  const byId = new Map(catalog.map((product) => [product.id, product]));
  const found = recommendations.flatMap((recommendation) => {
    const product = byId.get(recommendation.productId);
    return product ? [{ product, reason: recommendation.razon }] : [];
  });
  const missing = catalog.length > 0 && found.length < recommendations.length;

  useEffect(() => {
    if (missing) toaster.create({ type: "error", title: PRODUCT_NOT_FOUND_TITLE });
  }, [missing]);

  if (found.length === 0) return null;
  return (
    <Stack gap="4" as="section" aria-labelledby="recommended-heading">
      <Heading id="recommended-heading" as="h3" className={css({ textStyle: "panelTitle" })}>
        Collares para ti
      </Heading>
      <Grid columns={{ base: 2, md: 3 }} gap={{ base: "4", md: "6" }}>
        {found.map(({ product, reason }) => (
          <div key={product.id} className={styles.item}>
            <ProductTile product={product} eager={false} />
            <p className={styles.reason}>{reason}</p>
          </div>
        ))}
      </Grid>
    </Stack>
  );
}
