import { Box, Button, Flex, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { Check, Copy } from "lucide-react";
import { PRODUCT_FEED_PATHS } from "@domain/seo/product-feeds.ts";
import { useCopy } from "@/lib/ui/use-copy.ts";

/**
 * Each feed at the origin the back office is open on: Hosting serves both on the shop's domain, and
 * a feed links every product at the address it was fetched from.
 */
const FEEDS = [
  {
    id: "meta",
    platform: "Instagram y Facebook",
    path: PRODUCT_FEED_PATHS.meta,
    where:
      "En Commerce Manager: Catálogo → Orígenes de datos (Data sources) → Agregar artículos → Feed de datos, y pega la dirección como URL programada.",
  },
  {
    id: "google",
    platform: "Google",
    path: PRODUCT_FEED_PATHS.google,
    where:
      "En Merchant Center: Productos → Feeds (Products → Feeds) → Agregar fuente de productos, y pega la dirección como archivo programado.",
  },
] as const;

/** The catalog feeds' addresses, with where to paste each one. */
export function ProductFeedLinks() {
  const { copied, copy } = useCopy();
  return (
    <Stack
      as="section"
      aria-labelledby="catalogo-plataformas"
      gap="5"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
      bg="bg"
      maxW="4xl"
    >
      <Stack gap="1">
        <Heading as="h2" id="catalogo-plataformas" size="lg">
          Catálogo para Instagram, Facebook y Google
        </Heading>
        <Text color="fg.muted">
          Estas direcciones entregan tus productos con su precio, fotos y stock al día. Cada plataforma las
          vuelve a leer sola; no tienes que subir nada cuando cambies un producto.
        </Text>
      </Stack>
      {FEEDS.map((feed) => {
        const url = `${window.location.origin}${feed.path}`;
        const isCopied = copied === feed.id;
        return (
          <Stack key={feed.id} gap="2">
            <Text asChild fontWeight="600">
              <label htmlFor={`feed-${feed.id}`}>{feed.platform}</label>
            </Text>
            <Flex gap="2" direction={{ base: "column", sm: "row" }}>
              <Input
                id={`feed-${feed.id}`}
                readOnly
                value={url}
                fontFamily="mono"
                fontSize="sm"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                variant="outline"
                flexShrink="0"
                // As wide copied as not: the address beside it does not jump.
                minW="9rem"
                onClick={() => void copy(feed.id, url)}
                aria-label={`Copiar la dirección para ${feed.platform}`}
              >
                {isCopied ? <Check /> : <Copy />}
                {isCopied ? "Copiado" : "Copiar"}
              </Button>
            </Flex>
            <Box as="p" fontSize="sm" color="fg.muted">
              {feed.where}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
