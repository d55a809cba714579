import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

/** Asks before something that cannot be undone; stays open, busy, until it has finished. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      role="alertdialog"
      lazyMount
      open={props.open}
      onOpenChange={(details) => !details.open && !busy && props.onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={props.onClose}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await props.onConfirm();
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {props.confirmLabel ?? "Eliminar"}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
