/** The season, why, its palette and the shop's necklaces that suit it; the palette unfolds color by color. */
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import * as m from "motion/react-m";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { RecommendedNecklaces, type ProductTile } from "./recommended-necklaces.tsx";

const swatch = { hidden: { opacity: 0, scale: 0.6 }, shown: { opacity: 1, scale: 1 } };

interface Props {
  result: StyleAnalysis;
  onAgain: () => void;
  /** How a recommended necklace is shown: the catalog's card, passed in by the route. */
  ProductTile: ProductTile;
}

export function AnalysisResult({ result, onAgain, ProductTile }: Props) {
  return (
    <Stack gap="10" w="full">
      <Stack gap="3" textAlign="center" align="center">
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="fg.muted">
          Tu estación de color
        </Text>
        <Heading as="h2" fontFamily="heading" fontWeight="500" fontSize={{ base: "4xl", md: "5xl" }}>
          {result.estacion}
        </Heading>
        {result.proveedor === "basico" && (
          <Badge
            variant="subtle"
            colorPalette="brand"
            title="Calculado por nuestra herramienta a partir de los colores de tu foto"
          >
            Análisis básico
          </Badge>
        )}
        <Text color="fg.muted" maxW="2xl" lineHeight="1.7">
          {result.explicacion}
        </Text>
      </Stack>

      <Stack gap="4" as="section" aria-labelledby="palette-heading">
        <Heading id="palette-heading" as="h3" fontFamily="heading" fontWeight="500" fontSize="2xl">
          Tu paleta
        </Heading>
        <SimpleGrid asChild listStyleType="none" columns={{ base: 4, md: 8 }} gap="3">
          <m.ul initial="hidden" animate="shown" transition={{ staggerChildren: 0.06 }}>
            {result.colores.map((color) => (
              <Stack asChild key={color.hex} gap="1.5" align="center" textAlign="center">
                <m.li variants={swatch}>
                  <Box
                    boxSize={{ base: "14", md: "16" }}
                    rounded="full"
                    bg={color.hex}
                    borderWidth="1px"
                    borderColor="border"
                    aria-hidden
                  />
                  <Text fontSize="xs" lineHeight="1.2">
                    {color.nombre}
                  </Text>
                </m.li>
              </Stack>
            ))}
          </m.ul>
        </SimpleGrid>
      </Stack>

      <RecommendedNecklaces recommendations={result.recomendaciones} ProductTile={ProductTile} />

      <Button variant="outline" alignSelf="center" onClick={onAgain}>
        <RefreshCw /> Analizar otra foto
      </Button>
    </Stack>
  );
}
