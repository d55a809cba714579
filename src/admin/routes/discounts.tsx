/**
 * "Descuentos": the shop's discount codes, live, with their uses and the sales they brought; create,
 * edit, pause and delete. Checkout decides whether a code applies (discount-code.ts).
 */
import { Button, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { DiscountCode } from "@domain/discounts/discount-code.ts";
import { ConfirmDialog } from "@/admin/components/confirm-dialog.tsx";
import { DiscountCodeEditor } from "@/admin/features/discounts/components/discount-code-editor.tsx";
import { DiscountCodeRow } from "@/admin/features/discounts/components/discount-code-row.tsx";
import { useDiscountCodes } from "@/admin/features/discounts/use-discount-codes.ts";
import { deleteDiscountCode } from "@/lib/firebase/admin/discounts.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { DISCOUNTS_COPY } from "@/admin/features/discounts/copy.ts";
import { adminCopy } from "@/admin/copy.ts";
import { EmptyList, LoadingLine, PageHeader, RowList } from "@/admin/components/page-parts.tsx";

export function Component() {
  const codes = useDiscountCodes();
  const taken = useMemo(() => new Set(codes?.map((code) => code.id)), [codes]);
  // null: creating one; a code: editing it; undefined: closed.
  const [editing, setEditing] = useState<DiscountCode | null>();
  const [deleting, setDeleting] = useState<DiscountCode>();

  return (
    <Stack gap="6" maxW="5xl">
      <PageHeader title="Descuentos">
        <Button colorPalette="brand" onClick={() => setEditing(null)}>
          <Plus />
          {DISCOUNTS_COPY.create}
        </Button>
      </PageHeader>
      <Text color="fg.muted">
        Cada código descuenta las piezas, nunca el envío. Un pedido cancelado o vencido devuelve su uso.
      </Text>

      {codes === undefined ? (
        <LoadingLine>Cargando códigos...</LoadingLine>
      ) : codes.length === 0 ? (
        <EmptyList>Aún no hay códigos de descuento</EmptyList>
      ) : (
        <RowList label={adminCopy.discountCodes}>
          {codes.map((code) => (
            <DiscountCodeRow
              key={code.id}
              code={code}
              onEdit={() => setEditing(code)}
              onDelete={() => setDeleting(code)}
            />
          ))}
        </RowList>
      )}

      {editing !== undefined && (
        <DiscountCodeEditor
          key={editing?.id ?? "new"}
          editing={editing}
          taken={taken}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={`¿Eliminar ${deleting?.id ?? ""}?`}
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          try {
            await deleteDiscountCode(deleting!.id);
            setDeleting(undefined);
          } catch (error) {
            console.error("No se pudo eliminar el código", error);
            toaster.create({
              type: "error",
              title: "No se pudo eliminar el código",
              description: adminCopy.tryAgain,
            });
          }
        }}
      >
        Las clientas ya no podrán usarlo. Los pedidos que lo usaron conservan su descuento. Si solo quieres
        detenerlo por un tiempo, mejor páusalo.
      </ConfirmDialog>
    </Stack>
  );
}
