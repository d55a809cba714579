/**
 * Colorimetría (spec: color analysis): no photo → photo ready → analysing → result. The session
 * gate (3 free, a key from the 4th, 5 at most) is checked in the browser for comfort
 * (useStyleAnalysis) and again by the server.
 */
import { ShieldCheck } from "lucide-react";
import { Container, HStack, Stack, styled } from "@/styled-system/jsx";
import { MotionBoundary } from "@/shop/components/motion/motion-boundary.tsx";
import { NeedsConnection } from "@/shop/components/needs-connection.tsx";
import {
  ANALYSIS_MESSAGES,
  FREE_ANALYSES_PER_SESSION,
  MAX_ANALYSES_PER_SESSION,
} from "@domain/analysis/analysis-gate.ts";
import { AccessKeyDialog } from "@/shop/features/analysis/components/access-key-dialog.tsx";
import { AnalysisResult } from "@/shop/features/analysis/components/analysis-result.tsx";
import { ProductCard } from "@/shop/features/catalog/components/product-card.tsx";
import { PhotoStep } from "@/shop/features/analysis/components/photo-step.tsx";
import { useStyleAnalysis } from "@/shop/features/analysis/use-style-analysis.ts";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { copy } from "@/i18n/es-CL.ts";

function remainingText(made: number): string {
  if (made < FREE_ANALYSES_PER_SESSION) {
    const free = FREE_ANALYSES_PER_SESSION - made;
    return free === 1 ? "Te queda 1 análisis gratis." : `Te quedan ${free} análisis gratis.`;
  }
  const left = MAX_ANALYSES_PER_SESSION - made;
  if (left <= 0) return ANALYSIS_MESSAGES.sessionExhausted;
  return `Te ${left === 1 ? "queda 1 análisis" : `quedan ${left} análisis`} con clave de acceso.`;
}

export function Component() {
  const analysis = useStyleAnalysis();
  const { made, photo, analysing, result } = analysis;
  const online = useOnline();

  return (
    <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
      <Stack gap="3" textAlign="center" align="center" mb={{ base: "8", md: "12" }}>
        <styled.p textStyle="eyebrow" color="fg.muted">
          Colorimetría
        </styled.p>
        <styled.h1 textStyle="pageTitle">{copy.colorAnalysisQuestion}</styled.h1>
        <styled.p color="fg.muted" maxW="xl">
          Sube una foto de tu rostro y descubre tu estación de color, tu paleta y los collares de la tienda
          que mejor te acompañan.
        </styled.p>
        <HStack
          gap="2"
          color="fg.muted"
          fontSize="sm"
          bg="bg.panel"
          borderWidth="1px"
          rounded="full"
          px="4"
          py="1.5"
        >
          <ShieldCheck size={16} aria-hidden />
          <p>Tu foto no se guarda: la usamos solo para este análisis y se descarta al terminar.</p>
        </HStack>
      </Stack>

      {result ? (
        <MotionBoundary>
          <AnalysisResult result={result} ProductTile={ProductCard} onAgain={analysis.startAgain} />
        </MotionBoundary>
      ) : (
        <Stack gap="4" align="center">
          <NeedsConnection>
            El análisis de color necesita conexión a internet. Puedes elegir tu foto ahora y analizarla cuando
            vuelva la señal.
          </NeedsConnection>
          <PhotoStep
            previewUrl={photo?.previewUrl ?? null}
            analysing={analysing}
            canAnalyse={online}
            onFile={(file) => void analysis.choose(file)}
            onAnalyse={() => void analysis.analyse()}
          />
          <styled.p fontSize="sm" color="fg.muted" textAlign="center">
            {remainingText(made)}
          </styled.p>
        </Stack>
      )}

      <AccessKeyDialog
        open={analysis.askingKey}
        onClose={analysis.closeKeyDialog}
        onSubmit={analysis.submitKey}
      />
    </Container>
  );
}
