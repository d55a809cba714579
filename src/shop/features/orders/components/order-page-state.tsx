import { Spinner } from "@/shop/components/ui/spinner.tsx";
import { css } from "@/styled-system/css";
import { Container, Stack, styled } from "@/styled-system/jsx";
import { BackHomeButton } from "./back-home-button.tsx";

/** What an order page shows before its order: loading, or the page's own not-found text. */
export function OrderPageState({ loading, message }: { loading?: boolean; message?: string }) {
  return (
    <Container w="full" maxW="xl" px="4" py={{ base: "16", md: "24" }}>
      <Stack gap="5" align="center" textAlign="center" role="status">
        {loading ? (
          <>
            <Spinner className={css({ color: "brand.solid" })} />
            <styled.p color="fg.muted">Cargando...</styled.p>
          </>
        ) : (
          <>
            <styled.p fontFamily="heading" fontSize="3xl">
              {message}
            </styled.p>
            <BackHomeButton className={css({ colorPalette: "brand" })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
