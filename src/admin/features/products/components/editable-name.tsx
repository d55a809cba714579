import { chakra, Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { renameProduct } from "@/lib/firebase/admin/products.ts";

/** A product name that becomes a text box on click: Enter or leaving the box saves, Escape cancels. */
export function EditableName({ productId, name }: { productId: string; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);

  async function save() {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next === name) return;
    if (next === "") {
      toaster.create({ type: "error", title: "El nombre no puede estar vacío" });
      return;
    }
    try {
      await renameProduct(productId, next);
      toaster.create({ type: "success", title: "Nombre actualizado" });
    } catch (error) {
      console.error("No se pudo actualizar el nombre", error);
      toaster.create({ type: "error", title: "No se pudo actualizar el nombre" });
    }
  }

  if (draft === null) {
    return (
      <chakra.button
        type="button"
        textAlign="start"
        fontWeight="500"
        rounded="sm"
        _hover={{ textDecoration: "underline dotted" }}
        title="Editar nombre"
        aria-label={`Editar nombre de ${name}`}
        onClick={() => setDraft(name)}
      >
        <Text as="span">{name}</Text>
      </chakra.button>
    );
  }
  return (
    <Input
      size="sm"
      // The admin just chose to rename: the field they opened takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-label={`Nombre de ${name}`}
      value={draft}
      maxLength={120}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.currentTarget.blur();
        if (event.key === "Escape") setDraft(null);
      }}
    />
  );
}
