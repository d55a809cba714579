import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { NOTHING_TO_MIGRATE } from "@domain/catalog/media-migration.ts";

function outcome(props: {
  phase: "complete" | "error";
  total: number;
  updated: number;
  failed: number;
  failedToStart: boolean;
}) {
  const files = (n: number) => `${n} ${n === 1 ? "archivo" : "archivos"}`;
  if (props.failedToStart) {
    return {
      ok: false,
      title: "No se pudo iniciar la migración",
      text: "No se pudieron cargar los productos. Intenta nuevamente.",
    };
  }
  if (props.total === 0) {
    return {
      ok: true,
      title: NOTHING_TO_MIGRATE,
      text: "Todas las fotos y videos de los productos ya están en Cloud Storage.",
    };
  }
  const retry = "Corrige los que fallaron y vuelve a iniciar la migración: solo se copiará lo que falte.";
  if (props.phase === "error") {
    return {
      ok: false,
      title: "No se pudo migrar ningún archivo",
      text: `${files(props.failed)} con error. ${retry}`,
    };
  }
  if (props.failed > 0) {
    return {
      ok: false,
      title: "Migración completada con errores",
      text: `${files(props.updated)} ${props.updated === 1 ? "migrado" : "migrados"}, ${props.failed} con error. ${retry}`,
    };
  }
  return {
    ok: true,
    title: "Migración completada",
    text: `${files(props.updated)} ${props.updated === 1 ? "copiado" : "copiados"} a Cloud Storage; los productos ya los usan.`,
  };
}

/** How the run ended, in one sentence, with what to do next. */
export function MigrationResult(props: {
  phase: "complete" | "error";
  total: number;
  updated: number;
  failed: number;
  failedToStart: boolean;
}) {
  const { ok, title, text } = outcome(props);
  return (
    <Flex
      role="status"
      gap="3"
      p={{ base: "4", md: "5" }}
      rounded="xl"
      borderWidth="1px"
      borderColor={ok ? "green.300" : "orange.300"}
      bg={ok ? "green.50" : "orange.50"}
    >
      <Box
        color={ok ? "green.700" : "orange.700"}
        aria-hidden
        pt="0.5"
        css={{ "& svg": { width: "5", height: "5" } }}
      >
        {ok ? <CircleCheck /> : <CircleAlert />}
      </Box>
      <Stack gap="1">
        <Text fontWeight="600">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Stack>
    </Flex>
  );
}
