/** Asks for the access key the 4th and 5th analyses of a session need (spec: color analysis). */
import { Portal } from "@ark-ui/react/portal";
import { useState, type FormEvent } from "react";
import { ANALYSIS_MESSAGES } from "@domain/analysis/analysis-gate.ts";
import { normalizeAccessKey } from "@domain/analysis/access-keys.ts";
import { styled } from "@/styled-system/jsx";
import { Button } from "@/shop/components/ui/button.tsx";
import * as Dialog from "@/shop/components/ui/dialog.tsx";
import * as Field from "@/shop/components/ui/field.tsx";
import { css } from "@/styled-system/css";

export function AccessKeyDialog({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (key: string) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = normalizeAccessKey(typed);
    if (!key) {
      setError(ANALYSIS_MESSAGES.keyEmpty);
      return;
    }
    setError(null);
    setTyped("");
    onSubmit(key);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>Clave de acceso</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <styled.p color="fg.muted" mb="4">
                  Ya usaste tus 3 análisis gratis de esta visita. Para seguir, ingresa la clave de acceso que
                  te dimos por WhatsApp o en la tienda.
                </styled.p>
                <Field.Root invalid={error !== null}>
                  <Field.Label>Clave de acceso</Field.Label>
                  <Field.Input
                    value={typed}
                    autoComplete="off"
                    autoCapitalize="characters"
                    placeholder="CHT-XXXX-XXXX"
                    onChange={(e) => setTyped(e.target.value)}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  Cancelar
                </Button>
                <Button className={css({ colorPalette: "brand" })} type="submit">
                  Continuar
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
