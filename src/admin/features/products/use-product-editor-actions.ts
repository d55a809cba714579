import { useRef, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import {
  checkMediaFile,
  isStoredMedia,
  MEDIA_REMOVED_MESSAGES,
  SLOT_LABELS,
  waitForUploadsMessage,
} from "@domain/catalog/product-media.ts";
import type { MediaSlot as Slot, Product } from "@domain/catalog/product.ts";
import {
  createProduct,
  deleteProduct,
  deleteStoredMedia,
  setProductMedia,
  swapProductMedia,
  updateProduct,
  uploadProductMedia,
} from "@/lib/firebase/admin/products.ts";
import {
  colorsSavedMessage,
  draftFromProduct,
  draftToInput,
  emptyDraft,
  swapMedia,
  type ProductDraft,
} from "./product-draft.ts";
import { compressPhotoIfLarge } from "./compress-photo.ts";
import { PRODUCT_UPDATE_FAILED } from "@domain/catalog/media-migration.ts";

/**
 * The product editor's draft and what it does with it, each with the spec's toasts. In edit mode
 * each upload, reorder or removal of a medium is saved at once; in create mode it waits in the
 * draft for 'Guardar', and the files uploaded meanwhile are removed if the editor is cancelled.
 * `confirm` is the deletion awaiting the owner's confirmation: the product's, or one medium's.
 */
export function useProductEditorActions(product: Product | null, onClose: () => void) {
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
      toaster.create({ type: "error", title: PRODUCT_UPDATE_FAILED });
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
        title: editing ? PRODUCT_UPDATE_FAILED : "No se pudo crear el producto",
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

  return {
    productId,
    draft,
    setDraft,
    set,
    progress,
    saving,
    confirm,
    setConfirm,
    upload,
    swap,
    removeMedia,
    save,
    cancel,
    remove,
  };
}
