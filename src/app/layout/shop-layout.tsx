import { Box, Flex } from "@chakra-ui/react";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Storefront chrome: header, page, footer. Every path change starts at the top (spec, common chrome). */
export function ShopLayout() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);

  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <Box as="main" id="contenido" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
