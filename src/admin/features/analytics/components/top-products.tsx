import { Box, Button, Flex, Group, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import {
  VIEW_WINDOW_LABELS,
  VIEW_WINDOWS,
  type ProductViewStats,
  type ViewWindowName,
} from "@domain/analytics/product-view-stats.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";

const EMPTY_TEXT: Record<ViewWindowName, string> = {
  last24h: "Sin visitas en las últimas 24 horas.",
  last7d: "Sin visitas en los últimos 7 días.",
  last30d: "Sin visitas en los últimos 30 días.",
};

const viewsText = (views: number) => `${views} ${views === 1 ? "visita" : "visitas"}`;

/** The 10 most viewed products of the last 24 h, 7 d or 30 d. */
export function TopProducts({ stats }: { stats: ProductViewStats | undefined }) {
  const [window, setWindow] = useState<ViewWindowName>("last24h");
  const products = stats?.[window] ?? [];
  const most = products[0]?.views ?? 1;
  return (
    <AnalyticsPanel
      title="Productos más vistos"
      description="Top 10 por visitas a la página del producto."
      action={
        <Group attached role="group" aria-label="Periodo">
          {VIEW_WINDOWS.map((name) => (
            <Button
              key={name}
              size="xs"
              variant={name === window ? "solid" : "outline"}
              colorPalette={name === window ? "brand" : "gray"}
              aria-pressed={name === window}
              onClick={() => setWindow(name)}
            >
              {VIEW_WINDOW_LABELS[name]}
            </Button>
          ))}
        </Group>
      }
    >
      {products.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4">
          {EMPTY_TEXT[window]}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label={`Más vistos (${VIEW_WINDOW_LABELS[window]})`}>
          {products.map((product, index) => (
            <Box as="li" key={product.productId} aria-label={`${product.name}: ${viewsText(product.views)}`}>
              <Flex align="baseline" gap="3">
                <Text w="5" flexShrink="0" fontSize="sm" color="fg.muted" textAlign="right">
                  {index + 1}
                </Text>
                <Text flex="1" minW="0" truncate fontWeight="500">
                  {product.name}
                </Text>
                <Text flexShrink="0" fontSize="sm" fontVariantNumeric="tabular-nums">
                  {viewsText(product.views)}
                </Text>
              </Flex>
              <Box ms="8" mt="1" h="1.5" rounded="full" bg="bg.muted" aria-hidden>
                <Box
                  h="full"
                  rounded="full"
                  bg="brand.solid"
                  w={`${Math.max(4, (product.views / most) * 100)}%`}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </AnalyticsPanel>
  );
}
