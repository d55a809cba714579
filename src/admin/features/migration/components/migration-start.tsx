import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { CloudUpload } from "lucide-react";
import { NOTHING_TO_MIGRATE } from "@domain/catalog/media-migration.ts";

/**
 * What the tool does, how much is left (from the live catalog) and 'Iniciar Migración'. Once a
 * run has ended, 'nothing left' is said by its result instead.
 */
export function MigrationStart(props: {
  pending: number | undefined;
  running: boolean;
  finished: boolean;
  onStart: () => void;
}) {
  const showPending = props.pending !== undefined && !props.running && (props.pending > 0 || !props.finished);
  return (
    <Stack gap="4" p={{ base: "4", md: "6" }} rounded="xl" borderWidth="1px" bg="bg">
      <Text color="fg.muted">
        Copia a Cloud Storage las fotos y videos de los productos que todavía se cargan desde otra web (una
        URL externa) y actualiza cada producto para que use su copia. Los archivos ya guardados en la tienda
        no se tocan, así que puedes repetirla sin riesgo.
      </Text>
      <Flex gap="3" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }}>
        <Button
          colorPalette="brand"
          onClick={props.onStart}
          loading={props.running}
          loadingText="Migrando..."
        >
          <CloudUpload />
          Iniciar Migración
        </Button>
        {showPending && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {props.pending === 0
              ? NOTHING_TO_MIGRATE
              : `${props.pending} ${props.pending === 1 ? "archivo externo" : "archivos externos"} por migrar`}
          </Text>
        )}
      </Flex>
    </Stack>
  );
}
