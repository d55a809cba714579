import { Flex, Stack, Text } from "@chakra-ui/react";
import type { MigrationPhase } from "@domain/catalog/media-migration.ts";
import { ProgressBar } from "@/admin/components/progress-bar.tsx";

const PHASE_LABELS: Record<MigrationPhase, string> = {
  idle: "Sin iniciar",
  uploading: "Subiendo archivos a Cloud Storage...",
  "updating-db": "Actualizando productos...",
  complete: "Completado",
  error: "Error",
};

/** The phase, a bar to 100 % (uploads fill the first half) and the counts behind it. */
export function MigrationProgress(props: {
  phase: MigrationPhase;
  preparing: boolean;
  progress: number;
  total: number;
  uploaded: number;
  updated: number;
}) {
  return (
    <Stack
      as="section"
      aria-label="Progreso"
      gap="3"
      p={{ base: "4", md: "6" }}
      rounded="xl"
      borderWidth="1px"
      bg="bg"
    >
      <Flex justify="space-between" align="baseline" gap="3">
        <Text fontWeight="600" data-phase={props.phase}>
          {props.preparing ? "Buscando imágenes externas..." : PHASE_LABELS[props.phase]}
        </Text>
        <Text fontWeight="600" fontVariantNumeric="tabular-nums">
          {props.progress}%
        </Text>
      </Flex>
      <ProgressBar
        label="Progreso de la migración"
        value={props.progress}
        h="2.5"
        fill={props.phase === "error" ? "red.600" : "brand.solid"}
        transitionMs={200}
      />
      <Flex
        visibility={props.preparing ? "hidden" : undefined}
        gap={{ base: "1", sm: "6" }}
        direction={{ base: "column", sm: "row" }}
        fontSize="sm"
        color="fg.muted"
      >
        <Text>
          Subidos a Cloud Storage: {props.uploaded} de {props.total}
        </Text>
        <Text>
          Guardados en los productos: {props.updated} de {props.total}
        </Text>
      </Flex>
    </Stack>
  );
}
