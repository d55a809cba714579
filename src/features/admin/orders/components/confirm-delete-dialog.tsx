import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useState } from "react";

/** Asks before deleting orders; stays open, busy, until the deletion has finished. */
export function ConfirmDeleteDialog(props: {
  count: number | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const many = (props.count ?? 0) > 1;
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.count !== null}
      onOpenChange={(details) => !details.open && !busy && props.onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{many ? `¿Eliminar ${props.count} pedidos?` : "¿Eliminar pedido?"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              Esta acción no se puede deshacer. Las unidades que{" "}
              {many ? "los pedidos reservaban" : "el pedido reservaba"} vuelven al stock y se borran sus
              comprobantes.
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={props.onClose}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  await props.onConfirm();
                  setBusy(false);
                }}
              >
                Eliminar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
