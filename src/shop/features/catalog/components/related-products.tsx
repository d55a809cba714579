import { relatedProducts } from "@domain/catalog/related.ts";
import type { Product } from "@domain/catalog/product.ts";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { Grid, Stack } from "@/styled-system/jsx";
import { ProductCard } from "./product-card.tsx";
import { css } from "@/styled-system/css";

/** 'También te puede gustar': three related pieces from the live catalog (spec's fallback chain). */
export function RelatedProducts({ product }: { product: Product }) {
  const related = relatedProducts(product, useCatalogProducts());
  if (related.length === 0) return null;
  return (
    <Stack as="section" gap="6" aria-labelledby="related-heading">
      <Heading id="related-heading" as="h2" className={css({ textStyle: "sectionTitle" })}>
        También te puede gustar
      </Heading>
      <Grid columns={{ base: 2, md: 3 }} gap={{ base: "4", md: "6" }}>
        {related.map((item) => (
          <ProductCard key={item.id} product={item} eager={false} />
        ))}
      </Grid>
    </Stack>
  );
}
