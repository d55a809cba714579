import { Button, Container, Heading, Text } from "@chakra-ui/react";
import { useRouteError } from "react-router-dom";

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Heading as="h1" size="2xl" fontFamily="heading">
        Algo salió mal
      </Heading>
      <Text mt="3" color="fg.muted">
        No pudimos mostrar esta página. Revisa tu conexión e inténtalo de nuevo.
      </Text>
      <Button mt="8" colorPalette="brand" onClick={() => window.location.reload()}>
        Reintentar
      </Button>
    </Container>
  );
}
