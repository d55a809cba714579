import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { createAccessKey } from "@/lib/firebase/admin/analytics.ts";
import { ACCESS_KEY_NAME_REQUIRED } from "@domain/analysis/access-keys.ts";

/** Names and creates a key; the new key goes to `onCreated`, the only time it is known. */
export function CreateAccessKeyForm({
  onCreated,
}: {
  onCreated: (created: { label: string; key: string }) => void;
}) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function create() {
    const trimmed = label.trim();
    if (!trimmed) {
      setError(ACCESS_KEY_NAME_REQUIRED);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { key } = await createAccessKey(trimmed);
      onCreated({ label: trimmed, key });
      setLabel("");
    } catch (cause) {
      console.error("No se pudo crear la clave", cause);
      toaster.create({
        type: "error",
        title: "No se pudo crear la clave",
        description: (cause as Error).message,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Flex gap="2" align="end" direction={{ base: "column", sm: "row" }}>
        <Field.Root invalid={!!error} flex="1">
          <Field.Label>Nombre de la clave</Field.Label>
          <Input
            value={label}
            maxLength={60}
            placeholder="Ej.: Clienta María"
            onChange={(event) => setLabel(event.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} w={{ base: "full", sm: "auto" }}>
          <KeyRound />
          Crear clave
        </Button>
      </Flex>
    </form>
  );
}
