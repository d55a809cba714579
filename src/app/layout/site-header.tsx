import { Box, Container, Flex, HStack, IconButton, Link, Text } from "@chakra-ui/react";
import { Heart, ShoppingBag } from "lucide-react";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { BRAND_NAME, copy } from "@/i18n/es-CL.ts";

export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex h={{ base: "14", md: "16" }} align="center" justify="space-between" gap="4">
          <Link
            asChild
            fontFamily="heading"
            fontSize={{ base: "2xl", md: "3xl" }}
            fontWeight="600"
            letterSpacing="wide"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to="/" aria-label={`${BRAND_NAME}, ${copy.nav.home}`}>
              {BRAND_NAME}
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Principal" gap="8" display={{ base: "none", lg: "flex" }}>
            <HeaderNavLink to="/asesoria">{copy.nav.colorAnalysis}</HeaderNavLink>
            <HeaderNavLink to="/nosotros">{copy.nav.manifesto}</HeaderNavLink>
          </HStack>
          <HStack gap="1">
            <IconButton asChild variant="ghost" aria-label={copy.nav.favourites} rounded="full">
              <RouterLink to="/favoritos">
                <Heart />
              </RouterLink>
            </IconButton>
            <IconButton asChild variant="ghost" aria-label={copy.nav.cart} rounded="full">
              <RouterLink to="/carrito">
                <ShoppingBag />
              </RouterLink>
            </IconButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function HeaderNavLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      fontSize="sm"
      letterSpacing="widest"
      textTransform="uppercase"
      color="fg.muted"
      _currentPage={{ color: "fg" }}
    >
      <NavLink to={to}>
        <Text as="span">{children}</Text>
      </NavLink>
    </Link>
  );
}
