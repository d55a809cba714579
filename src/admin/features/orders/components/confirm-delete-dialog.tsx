import { ConfirmDialog } from "@/admin/components/confirm-dialog.tsx";

/** Asks before deleting one order or several. */
export function ConfirmDeleteDialog(props: {
  count: number | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const many = (props.count ?? 0) > 1;
  return (
    <ConfirmDialog
      open={props.count !== null}
      title={many ? `¿Eliminar ${props.count} pedidos?` : "¿Eliminar pedido?"}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      Esta acción no se puede deshacer. Las unidades que{" "}
      {many ? "los pedidos reservaban" : "el pedido reservaba"} vuelven al stock y se borran sus comprobantes.
    </ConfirmDialog>
  );
}
