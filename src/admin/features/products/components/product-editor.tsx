/**
 * The product editor (spec: Admin products, Admin product editor): a bottom sheet on phones and a
 * wide side panel on desktops. Media go straight to Storage with their progress; in edit mode each
 * upload or removal is saved at once, in create mode it waits in the form for 'Guardar'.
 */
import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Field,
  Flex,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { ConfirmDialog } from "@/admin/components/confirm-dialog.tsx";
import { QuantityStepper } from "@/admin/components/quantity-stepper.tsx";
import { quantityWords } from "@/lib/ui/headless.ts";
import { MAX_STOCK, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type Product } from "@domain/catalog/product.ts";
import { useProductEditorActions } from "../use-product-editor-actions.ts";
import { ColorPalettePicker } from "./color-palette-picker.tsx";
import { DescriptionField } from "./description-field.tsx";
import { EditorSection } from "./editor-section.tsx";
import { MaterialsPicker } from "./materials-picker.tsx";
import { PhotoSlots } from "./photo-slots.tsx";
import { PriceInput } from "./price-input.tsx";
import { StockControl } from "./stock-control.tsx";

/** `product` null: create a new one; `undefined`: closed. */
export function ProductEditor({
  product,
  onClose,
}: {
  product: Product | null | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer.Root
      open={product !== undefined}
      onOpenChange={(details) => !details.open && onClose()}
      placement={{ base: "bottom", md: "end" }}
      size={{ base: "full", md: "xl" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            h={{ base: "95dvh", md: "full" }}
            maxW={{ md: "85vw" }}
            w={{ md: "85vw" }}
            roundedTop={{ base: "xl", md: "none" }}
          >
            {product !== undefined && (
              // A new id for every new product: its media are stored under it from the first upload.
              <EditorForm key={product?.id ?? "new"} product={product} onClose={onClose} />
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function EditorForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const editing = product !== null;
  const actions = useProductEditorActions(product, onClose);
  const { draft, set, confirm, setConfirm } = actions;

  const colorCount = draft.colors.length;
  return (
    <>
      <Drawer.Header borderBottomWidth="1px">
        <Drawer.Title>{editing ? `Editar ${product.name}` : "Crear producto"}</Drawer.Title>
      </Drawer.Header>
      <Drawer.CloseTrigger asChild>
        <CloseButton aria-label="Cerrar editor" onClick={() => void actions.cancel()} />
      </Drawer.CloseTrigger>
      <Drawer.Body>
        <Stack gap="8" py="2">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>
                Nombre <Field.RequiredIndicator />
              </Field.Label>
              <Input value={draft.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Precio (CLP)</Field.Label>
              <PriceInput value={draft.priceText} onValueChange={(priceText) => set({ priceText })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Tipo</Field.Label>
              <HStack gap="2" role="radiogroup" aria-label="Tipo">
                {PRODUCT_TYPES.map((type) => (
                  <Button
                    key={type}
                    size="sm"
                    role="radio"
                    aria-checked={draft.productType === type}
                    variant={draft.productType === type ? "solid" : "outline"}
                    colorPalette="brand"
                    onClick={() => set({ productType: type })}
                  >
                    {PRODUCT_TYPE_LABELS[type].singular}
                  </Button>
                ))}
              </HStack>
            </Field.Root>
            <Stack gap="1.5">
              <Text fontSize="sm" fontWeight="500">
                Stock
              </Text>
              {editing ? (
                <StockControl productId={actions.productId} name={product.name} stock={product.stock} />
              ) : (
                <QuantityStepper
                  value={draft.stock}
                  max={MAX_STOCK}
                  min={0}
                  words={quantityWords("stock del producto nuevo")}
                  onChange={(stock) => set({ stock })}
                />
              )}
            </Stack>
          </SimpleGrid>

          <EditorSection title="Fotos y video">
            <PhotoSlots
              media={draft.media}
              progress={actions.progress}
              onFile={(slot, file) => void actions.upload(slot, file)}
              onRemove={(slot) => setConfirm(slot)}
              onSwap={(a, b) => void actions.swap(a, b)}
            />
          </EditorSection>

          <EditorSection title="Materiales">
            <MaterialsPicker draft={draft} onChange={actions.setDraft} />
          </EditorSection>

          <EditorSection
            title="Colores"
            badge={
              <Badge variant="subtle" colorPalette="brand">
                {colorCount} {colorCount === 1 ? "seleccionado" : "seleccionados"}
              </Badge>
            }
          >
            <ColorPalettePicker draft={draft} onChange={actions.setDraft} />
          </EditorSection>

          <EditorSection title="Descripción">
            <DescriptionField draft={draft} onChange={(description) => set({ description })} />
          </EditorSection>
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" gap="3" flexWrap="wrap">
        {editing ? (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirm("product")}>
            Eliminar producto
          </Button>
        ) : (
          <span />
        )}
        <Flex gap="3">
          <Button variant="outline" onClick={() => void actions.cancel()}>
            Cancelar
          </Button>
          <Button
            colorPalette="brand"
            loading={actions.saving}
            loadingText="Guardando..."
            onClick={() => void actions.save()}
          >
            Guardar
          </Button>
        </Flex>
      </Drawer.Footer>

      <ConfirmDialog
        open={confirm === "product"}
        title="¿Eliminar producto?"
        onClose={() => setConfirm(null)}
        onConfirm={actions.remove}
      >
        Esta acción no se puede deshacer. Se eliminarán también todas sus imágenes, su video y sus colores.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm !== null && confirm !== "product"}
        title={confirm === "video" ? "¿Eliminar video?" : "¿Eliminar imagen?"}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm && confirm !== "product") await actions.removeMedia(confirm);
          setConfirm(null);
        }}
      >
        Esta acción no se puede deshacer. El archivo será eliminado permanentemente del almacenamiento.
      </ConfirmDialog>
    </>
  );
}
