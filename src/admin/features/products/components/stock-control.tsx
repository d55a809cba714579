import { Badge, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { copy } from "@/i18n/es-CL.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { MAX_STOCK, stockStatus } from "@domain/catalog/product.ts";
import { adjustProductStock } from "@/lib/firebase/admin/products.ts";
import { QuantityStepper } from "@/admin/components/quantity-stepper.tsx";

const STATUS_BADGES = {
  out: { label: copy.soldOut, palette: "red" },
  low: { label: copy.lowStock, palette: "orange" },
  available: { label: "Disponible", palette: "green" },
} as const;

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
      <QuantityStepper
        value={stock}
        min={0}
        max={MAX_STOCK}
        busy={saving}
        words={{
          group: `Stock de ${name}`,
          less: `Quitar una unidad del stock de ${name}`,
          more: `Agregar una unidad al stock de ${name}`,
        }}
        onChange={(next) => void change(next - stock)}
      />
      <Badge colorPalette={badge.palette} variant="subtle">
        {badge.label}
      </Badge>
    </HStack>
  );
}
