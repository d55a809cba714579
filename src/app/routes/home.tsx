import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ProductGrid } from "@/features/catalog/components/product-grid.tsx";
import { copy } from "@/i18n/es-CL.ts";

export function Component() {
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <Stack gap="3" mb={{ base: "8", md: "10" }} textAlign="center" align="center">
        <Heading
          as="h1"
          fontFamily="heading"
          fontWeight="500"
          fontSize={{ base: "3xl", md: "5xl" }}
          lineHeight="1.15"
          maxW="3xl"
        >
          {copy.homeHeading}
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Cada pieza es única y hecha a mano: solo 5 unidades por diseño, con el largo ajustado a tu medida.
        </Text>
      </Stack>
      <ProductGrid />
    </Container>
  );
}
