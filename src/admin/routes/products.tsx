/** 'Gestión de Productos': the live list with filters, inline name and stock edits, and the editor. */
import { Button, Flex, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
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
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Gestión de Productos
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing(null)}>
          <Plus />
          Crear Producto
        </Button>
      </Flex>
      <ProductFilterBar filters={filters} onChange={setFilters} />

      {catalog.status === "loading" ? (
        <HStack color="fg.muted">
          <Spinner size="sm" /> <Text>Cargando productos...</Text>
        </HStack>
      ) : catalog.status === "error" ? (
        <Text color="fg.muted">No se pudieron cargar los productos</Text>
      ) : visible.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center">
          {sharedWords.noProductsFound}
        </Text>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          borderWidth="1px"
          rounded="lg"
          bg="bg"
          aria-label="Productos"
        >
          {visible.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={() => setEditing(product.id)} />
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        Mostrando {visible.length} de {products.length} productos
      </Text>
      <ProductEditor product={edited} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
