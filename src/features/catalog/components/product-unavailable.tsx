import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/components/page-intro.tsx";

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
      <Text color="fg.muted">Revisa tu conexión a internet e inténtalo de nuevo.</Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" loading={retrying} loadingText="Reintentando..." onClick={retry}>
          Reintentar
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">Volver a la colección</RouterLink>
        </Button>
      </HStack>
    </PageIntro>
  );
}
