import { Box, Container, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { BRAND_NAME, copy } from "@/i18n/es-CL.ts";

const helpLinks = [
  { to: "/ayuda", label: "Preguntas frecuentes" },
  { to: "/ayuda#envios", label: "Envíos" },
  { to: "/ayuda#devoluciones", label: "Devoluciones" },
  { to: "/garantia", label: "Garantía" },
];

export function SiteFooter() {
  return (
    <Box as="footer" bg="sand.900" color="sand.100" mt="16">
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py="12">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Stack gap="3">
            <Text fontFamily="heading" fontSize="3xl">
              {BRAND_NAME}
            </Text>
            <Text color="sand.300" maxW="sm">
              {copy.brandTagline}
            </Text>
          </Stack>
          <Stack as="nav" aria-label="Ayuda" gap="2">
            <Text fontSize="sm" letterSpacing="widest" textTransform="uppercase" color="sand.400">
              Ayuda
            </Text>
            {helpLinks.map((link) => (
              <Link key={link.to} asChild color="sand.100">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Stack>
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="sand.400">
          © {new Date().getFullYear()} {BRAND_NAME}. Hecho a mano en Chile.
        </Text>
      </Container>
    </Box>
  );
}
