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
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { QuantityStepper } from "@/components/quantity-stepper.tsx";
import { toaster } from "@/components/ui/toaster.tsx";
import {
  checkMediaFile,
  isStoredMedia,
  MEDIA_REMOVED_MESSAGES,
  SLOT_LABELS,
  waitForUploadsMessage,
} from "@domain/product-media.ts";
import { MAX_STOCK, PRODUCT_TYPE_LABELS, type MediaSlot as Slot, type Product } from "@domain/product.ts";
import {
  createProduct,
  deleteProduct,
  deleteStoredMedia,
  setProductMedia,
  swapProductMedia,
  updateProduct,
  uploadProductMedia,
} from "@/lib/firebase/admin-products.ts";
import {
  colorsSavedMessage,
  draftFromProduct,
  draftToInput,
  emptyDraft,
  swapMedia,
  type ProductDraft,
} from "../product-draft.ts";
import { compressPhotoIfLarge } from "../compress-photo.ts";
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
  const [productId] = useState(() => product?.id ?? crypto.randomUUID());
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftFromProduct(product) : emptyDraft(),
  );
  const [progress, setProgress] = useState<Partial<Record<Slot, number>>>({});
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<Slot | "product" | null>(null);
  // Files uploaded by this form that no saved product points to yet: removed if it is cancelled.
  const unsaved = useRef(new Set<string>());
  const uploading = Object.keys(progress).length > 0;

  const set = (change: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setSlot = (slot: Slot, value: string | null) =>
    setDraft((current) => ({ ...current, media: { ...current.media, [slot]: value } }));

  async function upload(slot: Slot, file: File) {
    const check = checkMediaFile(slot, file);
    if (!check.ok) {
      toaster.create({ type: "error", ...check.message });
      return;
    }
    setProgress((current) => ({ ...current, [slot]: 0 }));
    try {
      const toSend = slot === "video" ? file : await compressPhotoIfLarge(file);
      const path = await uploadProductMedia(productId, slot, toSend, check.extension, (percent) =>
        setProgress((current) => ({ ...current, [slot]: percent })),
      );
      // This slot's buttons are locked while it uploads, so its value cannot change meanwhile; other
      // slots may, hence the functional update and the one-field write.
      const previous = draft.media[slot];
      setSlot(slot, path);
      if (editing) {
        await setProductMedia(productId, slot, path);
        if (isStoredMedia(previous)) await deleteStoredMedia(previous);
        toaster.create({
          type: "success",
          title: slot === "video" ? "Video actualizado" : "Imagen actualizada",
        });
      } else {
        unsaved.current.add(path);
        if (previous && unsaved.current.delete(previous)) await deleteStoredMedia(previous);
        toaster.create({ type: "success", title: slot === "video" ? "Video subido" : "Imagen subida" });
      }
    } catch (error) {
      console.error(`No se pudo subir ${slot}`, error);
      toaster.create({
        type: "error",
        title: slot === "video" ? "No se pudo subir el video" : "No se pudo subir la imagen",
      });
    } finally {
      setProgress(({ [slot]: _done, ...rest }) => rest);
    }
  }

  async function swap(a: Slot, b: Slot) {
    const [refA, refB] = [draft.media[a], draft.media[b]];
    try {
      if (editing) await swapProductMedia(productId, { slot: a, ref: refA }, { slot: b, ref: refB });
      setDraft((current) => swapMedia(current, a, b));
      toaster.create({
        type: "success",
        title: "Fotos reordenadas",
        description: `${SLOT_LABELS[a]} ↔ ${SLOT_LABELS[b]}`,
      });
    } catch (error) {
      console.error("No se pudieron reordenar las fotos", error);
      toaster.create({ type: "error", title: "No se pudo actualizar el producto" });
    }
  }

  async function removeMedia(slot: Slot) {
    const previous = draft.media[slot];
    try {
      if (editing) await setProductMedia(productId, slot, null);
      if (isStoredMedia(previous)) {
        unsaved.current.delete(previous);
        await deleteStoredMedia(previous);
      }
      setSlot(slot, null);
      toaster.create({ type: "success", title: MEDIA_REMOVED_MESSAGES[slot] });
    } catch (error) {
      console.error(`No se pudo eliminar ${slot}`, error);
      toaster.create({ type: "error", title: "No se pudo eliminar el archivo" });
    }
  }

  async function save() {
    if (uploading) {
      toaster.create({
        type: "error",
        title: waitForUploadsMessage(Object.keys(progress) as Slot[], editing),
      });
      return;
    }
    const result = draftToInput(draft);
    if (!result.ok) {
      toaster.create({ type: "error", title: result.message });
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        const { stock: _stock, ...fields } = result.input;
        await updateProduct(productId, fields);
      } else {
        await createProduct(productId, result.input);
      }
      unsaved.current.clear();
      toaster.create({
        type: "success",
        title: editing ? "Producto actualizado" : "Producto creado",
        description: colorsSavedMessage(product?.colors ?? [], result.input.colors),
      });
      onClose();
    } catch (error) {
      console.error("No se pudo guardar el producto", error);
      toaster.create({
        type: "error",
        title: editing ? "No se pudo actualizar el producto" : "No se pudo crear el producto",
      });
    } finally {
      setSaving(false);
    }
  }

  async function cancel() {
    await Promise.all([...unsaved.current].map((path) => deleteStoredMedia(path).catch(() => undefined)));
    unsaved.current.clear();
    onClose();
  }

  async function remove() {
    try {
      await deleteProduct(productId);
      toaster.create({ type: "success", title: "Producto eliminado" });
      setConfirm(null);
      onClose();
    } catch (error) {
      console.error("No se pudo eliminar el producto", error);
      toaster.create({ type: "error", title: "No se pudo eliminar el producto" });
    }
  }

  const colorCount = draft.colors.length;
  return (
    <>
      <Drawer.Header borderBottomWidth="1px">
        <Drawer.Title>{editing ? `Editar ${product.name}` : "Crear producto"}</Drawer.Title>
      </Drawer.Header>
      <Drawer.CloseTrigger asChild>
        <CloseButton aria-label="Cerrar editor" onClick={() => void cancel()} />
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
                {(["collar", "aro"] as const).map((type) => (
                  <Button
                    key={type}
                    size="sm"
                    role="radio"
                    aria-checked={draft.productType === type}
                    variant={draft.productType === type ? "solid" : "outline"}
                    colorPalette="brand"
                    onClick={() => set({ productType: type })}
                  >
                    {PRODUCT_TYPE_LABELS[type]}
                  </Button>
                ))}
              </HStack>
            </Field.Root>
            <Stack gap="1.5">
              <Text fontSize="sm" fontWeight="500">
                Stock
              </Text>
              {editing ? (
                <StockControl productId={productId} name={product.name} stock={product.stock} />
              ) : (
                <QuantityStepper
                  value={draft.stock}
                  max={MAX_STOCK}
                  min={0}
                  itemName="stock del producto nuevo"
                  onChange={(stock) => set({ stock })}
                />
              )}
            </Stack>
          </SimpleGrid>

          <EditorSection title="Fotos y video">
            <PhotoSlots
              media={draft.media}
              progress={progress}
              onFile={(slot, file) => void upload(slot, file)}
              onRemove={(slot) => setConfirm(slot)}
              onSwap={(a, b) => void swap(a, b)}
            />
          </EditorSection>

          <EditorSection title="Materiales">
            <MaterialsPicker draft={draft} onChange={setDraft} />
          </EditorSection>

          <EditorSection
            title="Colores"
            badge={
              <Badge variant="subtle" colorPalette="brand">
                {colorCount} {colorCount === 1 ? "seleccionado" : "seleccionados"}
              </Badge>
            }
          >
            <ColorPalettePicker draft={draft} onChange={setDraft} />
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
          <Button variant="outline" onClick={() => void cancel()}>
            Cancelar
          </Button>
          <Button
            colorPalette="brand"
            loading={saving}
            loadingText="Guardando..."
            onClick={() => void save()}
          >
            Guardar
          </Button>
        </Flex>
      </Drawer.Footer>

      <ConfirmDialog
        open={confirm === "product"}
        title="¿Eliminar producto?"
        onClose={() => setConfirm(null)}
        onConfirm={remove}
      >
        Esta acción no se puede deshacer. Se eliminarán también todas sus imágenes, su video y sus colores.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm !== null && confirm !== "product"}
        title={confirm === "video" ? "¿Eliminar video?" : "¿Eliminar imagen?"}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm && confirm !== "product") await removeMedia(confirm);
          setConfirm(null);
        }}
      >
        Esta acción no se puede deshacer. El archivo será eliminado permanentemente del almacenamiento.
      </ConfirmDialog>
    </>
  );
}
