import { Component, type ReactNode } from "react";
import { Button } from "@/shop/components/ui/button.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css } from "@/styled-system/css";
import { Container, styled } from "@/styled-system/jsx";

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
    <Container w="full" maxW="lg" py="24" textAlign="center">
      <Heading as="h1" size="2xl" className={css({ fontFamily: "heading" })}>
        Algo salió mal
      </Heading>
      <styled.p mt="3" color="fg.muted">
        No pudimos mostrar esta página. Revisa tu conexión e inténtalo de nuevo.
      </styled.p>
      <Button className={css({ mt: "8", colorPalette: "brand" })} onClick={() => window.location.reload()}>
        Reintentar
      </Button>
    </Container>
  );
}
