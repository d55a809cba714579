import { Button, Container, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** What an order page shows before its order: loading, or the page's own not-found text. */
export function OrderPageState({ loading, message }: { loading?: boolean; message?: string }) {
  return (
    <Container maxW="xl" px="4" py={{ base: "16", md: "24" }}>
      <Stack gap="5" align="center" textAlign="center" role="status">
        {loading ? (
          <>
            <Spinner color="brand.solid" />
            <Text color="fg.muted">Cargando...</Text>
          </>
        ) : (
          <>
            <Text fontFamily="heading" fontSize="3xl">
              {message}
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/">Volver al inicio</RouterLink>
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
