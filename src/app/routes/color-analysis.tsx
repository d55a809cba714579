/**
 * Colorimetría (spec: colour analysis): no photo → photo ready → analysing → result. The session
 * gate (3 free, a key from the 4th, 5 at most) is checked here for comfort and again by the server.
 */
import { Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { MotionBoundary } from "@/components/motion/motion-boundary.tsx";
import { NeedsConnection } from "@/components/needs-connection.tsx";
import { toaster } from "@/components/ui/toaster.tsx";
import {
  ANALYSIS_MESSAGES,
  FREE_ANALYSES_PER_SESSION,
  MAX_ANALYSES_PER_SESSION,
  sessionGate,
} from "@domain/analysis/analysis-gate.ts";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { analysisErrorMessage, ANALYSIS_ERROR_TEXT } from "@/features/analysis/analysis-errors.ts";
import { AccessKeyDialog } from "@/features/analysis/components/access-key-dialog.tsx";
import { AnalysisResult } from "@/features/analysis/components/analysis-result.tsx";
import { PhotoStep } from "@/features/analysis/components/photo-step.tsx";
import { preparePhoto } from "@/features/analysis/prepare-photo.ts";
import { useAnalysisSession } from "@/features/analysis/stores/analysis-session-store.ts";
import { connectivity, useOnline } from "@/lib/browser/connectivity.ts";
import { analyzeStyle } from "@/lib/firebase/analysis.ts";

type Photo = { base64: string; previewUrl: string };

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
  const { sessionId, made, accessKey, recordAnalysis, setAccessKey } = useAnalysisSession();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [result, setResult] = useState<StyleAnalysis | null>(null);
  const [askingKey, setAskingKey] = useState(false);
  const online = useOnline();

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.previewUrl)), [photo]);

  async function choose(file: File) {
    const prepared = await preparePhoto(file);
    if (!prepared.ok) {
      toaster.create({ type: "error", title: prepared.message });
      return;
    }
    setResult(null);
    setPhoto({ base64: prepared.base64, previewUrl: prepared.previewUrl });
  }

  async function analyse(key = accessKey) {
    if (!photo) return;
    const gate = sessionGate(made);
    if (gate === "exhausted") {
      toaster.create({ type: "error", title: ANALYSIS_MESSAGES.sessionExhausted });
      return;
    }
    if (gate === "needs-key" && !key) {
      setAskingKey(true);
      return;
    }
    setAnalysing(true);
    try {
      const { sessionId: issued, ...answer } = await analyzeStyle({
        ...(sessionId ? { sessionId } : {}),
        imageBase64: photo.base64,
        ...(key ? { accessKey: key } : {}),
      });
      recordAnalysis(issued);
      setResult(answer);
    } catch (error) {
      const message = analysisErrorMessage(error, connectivity.online());
      if (message === ANALYSIS_ERROR_TEXT.wrongKey || message === ANALYSIS_ERROR_TEXT.keyRequired)
        setAccessKey(null);
      toaster.create({ type: "error", title: message });
    } finally {
      setAnalysing(false);
    }
  }

  return (
    <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
      <Stack gap="3" textAlign="center" align="center" mb={{ base: "8", md: "12" }}>
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="fg.muted">
          Colorimetría
        </Text>
        <Heading
          as="h1"
          fontFamily="heading"
          fontWeight="500"
          fontSize={{ base: "4xl", md: "5xl" }}
          lineHeight="1.1"
        >
          ¿Qué colores te favorecen más?
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Sube una foto de tu rostro y descubre tu estación de color, tu paleta y los collares de la tienda
          que mejor te acompañan.
        </Text>
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
          <Text>Tu foto no se guarda: la usamos solo para este análisis y se descarta al terminar.</Text>
        </HStack>
      </Stack>

      {result ? (
        <MotionBoundary>
          <AnalysisResult
            result={result}
            onAgain={() => {
              setResult(null);
              setPhoto(null);
            }}
          />
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
            onFile={(file) => void choose(file)}
            onAnalyse={() => void analyse()}
          />
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {remainingText(made)}
          </Text>
        </Stack>
      )}

      <AccessKeyDialog
        open={askingKey}
        onClose={() => setAskingKey(false)}
        onSubmit={(key) => {
          setAskingKey(false);
          setAccessKey(key);
          void analyse(key);
        }}
      />
    </Container>
  );
}
