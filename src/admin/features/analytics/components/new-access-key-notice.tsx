import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Copy } from "lucide-react";
import { useCopy } from "@/lib/ui/use-copy.ts";
import { WarningNote } from "./warning-note.tsx";

/** The key just created, shown this once with a copy button. */
export function NewAccessKeyNotice(props: { label: string; newKey: string; onDone: () => void }) {
  const { copy } = useCopy();

  return (
    <Stack
      gap="3"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      role="status"
    >
      <Text fontSize="sm" fontWeight="600">
        Clave creada para «{props.label}»
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <Text
          fontFamily="mono"
          fontSize="xl"
          fontWeight="600"
          px="3"
          py="1.5"
          rounded="md"
          borderWidth="1px"
          letterSpacing="wider"
          bg="bg"
          userSelect="all"
          aria-label="Nueva clave de acceso"
        >
          {props.newKey}
        </Text>
        <Button size="sm" variant="outline" bg="bg" onClick={() => void copy("clave", props.newKey)}>
          <Copy />
          Copiar
        </Button>
      </Flex>
      <WarningNote title="Cópiala y entrégala ahora: por seguridad no se guarda y no se volverá a mostrar." />
      <Flex justify="end">
        <Button size="sm" variant="ghost" onClick={props.onDone}>
          Listo, ya la guardé
        </Button>
      </Flex>
    </Stack>
  );
}
