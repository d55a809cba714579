import { Badge, HStack, IconButton, Text } from "@chakra-ui/react";
import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { copy } from "@/i18n/es-CL.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { MAX_STOCK, stockStatus } from "@domain/catalog/product.ts";
import { adjustProductStock } from "@/lib/firebase/admin/products.ts";

const STATUS_BADGES = {
  out: { label: copy.soldOut, palette: "red" },
  low: { label: copy.lowStock, palette: "orange" },
  available: { label: "Disponible", palette: "green" },
} as const;

/** A thumb's target on a phone (44 px), small beside a mouse. */
const THUMB_SIZE = { base: "lg", md: "xs" } as const;

/** −/+ that save at once (spec: stock buttons save immediately), with the stock badge. */
export function StockControl({ productId, name, stock }: { productId: string; name: string; stock: number }) {
  const [saving, setSaving] = useState(false);
  const badge = STATUS_BADGES[stockStatus(stock)];

  async function change(delta: number) {
    setSaving(true);
    try {
      const result = await adjustProductStock(productId, delta);
      toaster.create({
        type: "success",
        title: "Stock actualizado",
        description: `Stock actualizado a ${result.stock} unidades`,
      });
    } catch (error) {
      console.error("No se pudo actualizar el stock", error);
      toaster.create({ type: "error", title: "No se pudo actualizar el stock" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <HStack gap="2" wrap="wrap">
      <HStack gap="1" borderWidth="1px" rounded="md" role="group" aria-label={`Stock de ${name}`}>
        <IconButton
          size={THUMB_SIZE}
          variant="ghost"
          aria-label={`Quitar una unidad del stock de ${name}`}
          disabled={saving || stock <= 0}
          onClick={() => void change(-1)}
        >
          <Minus />
        </IconButton>
        <Text minW="6" textAlign="center" aria-live="polite">
          {stock}
        </Text>
        <IconButton
          size={THUMB_SIZE}
          variant="ghost"
          aria-label={`Agregar una unidad al stock de ${name}`}
          disabled={saving || stock >= MAX_STOCK}
          onClick={() => void change(1)}
        >
          <Plus />
        </IconButton>
      </HStack>
      <Badge colorPalette={badge.palette} variant="subtle">
        {badge.label}
      </Badge>
    </HStack>
  );
}
