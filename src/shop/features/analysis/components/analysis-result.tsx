/** The season, why, its palette and the shop's necklaces that suit it; the palette unfolds color by color. */
import { RefreshCw } from "lucide-react";
import * as m from "motion/react-m";
import type { CSSProperties } from "react";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { css } from "@/styled-system/css";
import { Stack, styled } from "@/styled-system/jsx";
import { grid, stack } from "@/styled-system/patterns";
import { Badge } from "@/shop/components/ui/badge.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { RecommendedNecklaces, type ProductTile } from "./recommended-necklaces.tsx";

const swatch = { hidden: { opacity: 0, scale: 0.6 }, shown: { opacity: 1, scale: 1 } };

// A palette has up to a dozen colours: their classes are computed once. Each colour is known only at
// run time, so it reaches its chip through the --swatch variable.
const styles = {
  palette: grid({ columns: { base: 4, md: 8 }, gap: "3", listStyleType: "none" }),
  swatch: stack({ gap: "1.5", align: "center", textAlign: "center" }),
  chip: css({
    boxSize: { base: "14", md: "16" },
    rounded: "full",
    bg: "var(--swatch)",
    borderWidth: "1px",
    borderColor: "border",
  }),
  name: css({ fontSize: "xs", lineHeight: "[1.2]" }),
};

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
        <p className={css({ textStyle: "eyebrow", color: "fg.muted" })}>Tu estación de color</p>
        <h2 className={css({ textStyle: "pageTitle" })}>{result.estacion}</h2>
        {result.proveedor === "basico" && (
          <Badge
            variant="subtle"
            className={css({ colorPalette: "brand" })}
            title="Calculado por nuestra herramienta a partir de los colores de tu foto"
          >
            Análisis básico
          </Badge>
        )}
        <styled.p color="fg.muted" maxW="2xl" lineHeight="[1.7]">
          {result.explicacion}
        </styled.p>
      </Stack>

      <Stack gap="4" as="section" aria-labelledby="palette-heading">
        <Heading id="palette-heading" as="h3" className={css({ textStyle: "panelTitle" })}>
          Tu paleta
        </Heading>
        <m.ul
          className={styles.palette}
          initial="hidden"
          animate="shown"
          transition={{ staggerChildren: 0.06 }}
        >
          {result.colores.map((color) => (
            <m.li key={color.hex} className={styles.swatch} variants={swatch}>
              <div className={styles.chip} style={{ "--swatch": color.hex } as CSSProperties} aria-hidden />
              <p className={styles.name}>{color.nombre}</p>
            </m.li>
          ))}
        </m.ul>
      </Stack>

      <RecommendedNecklaces recommendations={result.recomendaciones} ProductTile={ProductTile} />

      <Button variant="outline" className={css({ alignSelf: "center" })} onClick={onAgain}>
        <RefreshCw /> Analizar otra foto
      </Button>
    </Stack>
  );
}
