import { Sparkles } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { Button } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";
import { Box, Container, Flex, styled } from "@/styled-system/jsx";
import { href } from "@domain/shop-paths.ts";
import { copy } from "@/i18n/es-CL.ts";

/** Invitation to the color analysis, above the catalog. */
export function PromoBanner() {
  return (
    <Box bg="brand.800" color="sand.50">
      <Container w="full" maxW="7xl" px={{ base: "4", md: "6" }} py="2.5">
        <Flex align="center" justify="center" gap={{ base: "2", md: "4" }} wrap="wrap" textAlign="center">
          <Box hideBelow="md">
            <Sparkles size={16} aria-hidden />
          </Box>
          <styled.p fontSize="sm">
            <styled.span fontWeight="semibold">{copy.colorAnalysisQuestion}</styled.span>
            <styled.span hideBelow="md"> Descubre tu paleta con nuestra colorimetría.</styled.span>
          </styled.p>
          <Button
            asChild
            size="xs"
            variant="outline"
            className={css({ color: "sand.50", borderColor: "sand.300", _hover: { bg: "brand.700" } })}
          >
            <RouterLink to={href("colorAnalysis")}>Probar ahora</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
