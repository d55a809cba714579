/** The description, typed or generated from the name, type, materials and colors. */
import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { generateProductDescription } from "@/lib/firebase/admin/products.ts";
import { descriptionGeneration, type ProductDraft } from "../product-draft.ts";

export function DescriptionField({
  draft,
  onChange,
}: {
  draft: ProductDraft;
  onChange: (description: string) => void;
}) {
  const [generating, setGenerating] = useState(false);
  const { enabled, hint } = descriptionGeneration(draft);

  async function generate() {
    setGenerating(true);
    try {
      const description = await generateProductDescription({
        name: draft.name,
        productType: draft.productType,
        materials: draft.materials,
        colors: draft.colors,
      });
      onChange(description);
      toaster.create({ type: "success", title: "¡Descripción generada!" });
    } catch (error) {
      console.error("No se pudo generar la descripción", error);
      toaster.create({ type: "error", title: "No se pudo generar la descripción. Intenta nuevamente." });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Stack gap="2">
      <Input asChild h="auto" minH="28" py="2" lineHeight="1.5">
        <textarea
          aria-label="Descripción"
          rows={5}
          maxLength={4000}
          value={draft.description}
          onChange={(e) => onChange(e.target.value)}
        />
      </Input>
      <HStack gap="3" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={!enabled || generating}
          loading={generating}
          loadingText="Generando..."
          onClick={() => void generate()}
        >
          <Sparkles /> Generar descripción con IA
        </Button>
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
