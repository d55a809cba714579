/** 'Gestión de Productos': the live list with filters, inline name and stock edits, and the editor. */
import { Button, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import {
  filterAdminProducts,
  NO_PRODUCT_FILTERS,
  type AdminProductFilters,
} from "@domain/catalog/admin-product-filters.ts";
import { ProductEditor } from "@/admin/features/products/components/product-editor.tsx";
import { ProductFilterBar } from "@/admin/features/products/components/product-filter-bar.tsx";
import { ProductRow } from "@/admin/features/products/components/product-row.tsx";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { useAdminCatalog } from "@/admin/features/products/use-admin-catalog.ts";
import { sharedWords } from "@/i18n/shared-words.ts";
import { EmptyList, LoadingLine, PageHeader, RowList } from "@/admin/components/page-parts.tsx";

export function Component() {
  const catalog = useAdminCatalog();
  const products = useCatalogProducts();
  const [filters, setFilters] = useState<AdminProductFilters>(NO_PRODUCT_FILTERS);
  const visible = useMemo(() => filterAdminProducts(products, filters), [products, filters]);
  // null: creating one; an id: editing it (kept live from the catalog); undefined: closed.
  const [editing, setEditing] = useState<string | null>();
  const edited = typeof editing === "string" ? products.find((product) => product.id === editing) : editing;

  return (
    <Stack gap="6">
      <PageHeader title="Gestión de Productos">
        <Button colorPalette="brand" onClick={() => setEditing(null)}>
          <Plus />
          Crear Producto
        </Button>
      </PageHeader>
      <ProductFilterBar filters={filters} onChange={setFilters} />

      {catalog.status === "loading" ? (
        <LoadingLine>Cargando productos...</LoadingLine>
      ) : catalog.status === "error" ? (
        <Text color="fg.muted">No se pudieron cargar los productos</Text>
      ) : visible.length === 0 ? (
        <EmptyList>{sharedWords.noProductsFound}</EmptyList>
      ) : (
        <RowList label="Productos">
          {visible.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={() => setEditing(product.id)} />
          ))}
        </RowList>
      )}
      <Text fontSize="sm" color="fg.muted">
        Mostrando {visible.length} de {products.length} productos
      </Text>
      <ProductEditor product={edited} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
