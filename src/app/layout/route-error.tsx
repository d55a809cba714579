import { Button, Container, Heading, Text } from "@chakra-ui/react";
import { Component, type ReactNode } from "react";

/** Catches a page that fails to load (for example a lost connection while fetching its code). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
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
