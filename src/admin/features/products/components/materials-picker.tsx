/** The fixed list of materials plus the admin's own; a chosen material brings its suggested colors. */
import { Button, chakra, HStack, Input, SimpleGrid } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { STANDARD_MATERIALS } from "@domain/catalog/materials.ts";
import { addCustomMaterial, toggleMaterial, type ProductDraft } from "../product-draft.ts";

export function MaterialsPicker({
  draft,
  onChange,
}: {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
}) {
  const [customMaterial, setCustomMaterial] = useState("");
  const custom = draft.materials.filter((m) => !(STANDARD_MATERIALS as readonly string[]).includes(m));
  const addCustom = () => {
    onChange(addCustomMaterial(draft, customMaterial));
    setCustomMaterial("");
  };

  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="2">
        {[...STANDARD_MATERIALS, ...custom].map((material) => (
          <chakra.label key={material} display="flex" gap="2" alignItems="center" fontSize="sm">
            <chakra.input
              type="checkbox"
              boxSize="4"
              accentColor="brand.solid"
              checked={draft.materials.includes(material)}
              onChange={() => {
                const { draft: next, addedColors } = toggleMaterial(draft, material);
                onChange(next);
                if (addedColors > 0)
                  toaster.create({ type: "success", title: "Colores sugeridos agregados" });
              }}
            />
            {material}
          </chakra.label>
        ))}
      </SimpleGrid>
      <HStack mt="3" gap="2" maxW="md">
        <Input
          size="sm"
          placeholder="Otro material"
          aria-label="Otro material"
          value={customMaterial}
          onChange={(e) => setCustomMaterial(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            addCustom();
          }}
        />
        <Button size="sm" variant="outline" onClick={addCustom}>
          Agregar
        </Button>
      </HStack>
    </>
  );
}
