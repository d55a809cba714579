import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { SelectInput } from "@/admin/components/select-input.tsx";
import type { AdminProductFilters } from "@domain/catalog/admin-product-filters.ts";
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from "@domain/catalog/product.ts";
import { copy } from "@/i18n/es-CL.ts";

/** The product list's filters: part of the name, low or no stock, and the type. */
export function ProductFilterBar({
  filters,
  onChange,
}: {
  filters: AdminProductFilters;
  onChange: (filters: AdminProductFilters) => void;
}) {
  const set = (change: Partial<AdminProductFilters>) => onChange({ ...filters, ...change });
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
      <Field.Root>
        <Field.Label>Nombre</Field.Label>
        <Input
          type="search"
          placeholder="Buscar por nombre..."
          value={filters.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Stock</Field.Label>
        <SelectInput
          value={filters.stock}
          onChange={(e) => set({ stock: e.target.value as AdminProductFilters["stock"] })}
        >
          <option value="all">Todos</option>
          <option value="low">Stock bajo (1 o 2)</option>
          <option value="out">{copy.soldOut}</option>
        </SelectInput>
      </Field.Root>
      <Field.Root>
        <Field.Label>Tipo</Field.Label>
        <SelectInput
          value={filters.type}
          onChange={(e) => set({ type: e.target.value as AdminProductFilters["type"] })}
        >
          <option value="all">Todos</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type].plural}
            </option>
          ))}
        </SelectInput>
      </Field.Root>
    </SimpleGrid>
  );
}
