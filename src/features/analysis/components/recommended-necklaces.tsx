/** The necklaces the analysis chose, from the live catalogue, each with why it suits the visitor. */
import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { toaster } from "@/components/ui/toaster.tsx";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import { useCatalogueProducts } from "@/features/catalog/hooks/use-catalogue.ts";

export function RecommendedNecklaces({
  recommendations,
}: {
  recommendations: StyleAnalysis["recomendaciones"];
}) {
  const catalogue = useCatalogueProducts();
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const found = recommendations.flatMap((recommendation) => {
    const product = byId.get(recommendation.productId);
    return product ? [{ product, reason: recommendation.razon }] : [];
  });
  const missing = catalogue.length > 0 && found.length < recommendations.length;

  useEffect(() => {
    if (missing) toaster.create({ type: "error", title: "Producto no encontrado" });
  }, [missing]);

  if (found.length === 0) return null;
  return (
    <Stack gap="4" as="section" aria-labelledby="recommended-heading">
      <Heading id="recommended-heading" as="h3" fontFamily="heading" fontWeight="500" fontSize="2xl">
        Collares para ti
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap={{ base: "4", md: "6" }}>
        {found.map(({ product, reason }) => (
          <Stack key={product.id} gap="2">
            <ProductCard product={product} eager={false} />
            <Text fontSize="sm" color="fg.muted">
              {reason}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
