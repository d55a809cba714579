/** 'Gestión de Productos': the live list with filters, inline name and stock edits, and the editor. */
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Pencil, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { SelectInput } from "@/components/select-input.tsx";
import {
  filterAdminProducts,
  NO_PRODUCT_FILTERS,
  type AdminProductFilters,
} from "@domain/catalog/admin-product-filters.ts";
import { formatClp } from "@domain/money.ts";
import { PRODUCT_TYPE_LABELS, type Product } from "@domain/product.ts";
import { EditableName } from "@/features/admin/products/components/editable-name.tsx";
import { ProductEditor } from "@/features/admin/products/components/product-editor.tsx";
import { StockControl } from "@/features/admin/products/components/stock-control.tsx";
import { useCatalogue, useCatalogueProducts } from "@/features/catalog/hooks/use-catalogue.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";

export function Component() {
  const catalogue = useCatalogue();
  const products = useCatalogueProducts();
  const [filters, setFilters] = useState<AdminProductFilters>(NO_PRODUCT_FILTERS);
  const visible = useMemo(() => filterAdminProducts(products, filters), [products, filters]);
  // null: creating one; an id: editing it (kept live from the catalogue); undefined: closed.
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
      <Filters filters={filters} onChange={setFilters} />

      {catalogue.status === "loading" ? (
        <HStack color="fg.muted">
          <Spinner size="sm" /> <Text>Cargando productos...</Text>
        </HStack>
      ) : catalogue.status === "error" ? (
        <Text color="fg.muted">No se pudieron cargar los productos</Text>
      ) : visible.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center">
          No se encontraron productos
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

function Filters({
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
          <option value="out">Sin stock</option>
        </SelectInput>
      </Field.Root>
      <Field.Root>
        <Field.Label>Tipo</Field.Label>
        <SelectInput
          value={filters.type}
          onChange={(e) => set({ type: e.target.value as AdminProductFilters["type"] })}
        >
          <option value="all">Todos</option>
          <option value="collar">Collares</option>
          <option value="aro">Aros</option>
        </SelectInput>
      </Field.Root>
    </SimpleGrid>
  );
}

function ProductRow({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const image = mediaVariantUrl(product.media.uso, 320);
  const [firstMaterials, moreMaterials] = [product.materials.slice(0, 2), product.materials.slice(2)];
  const [firstColors, moreColors] = [product.colors.slice(0, 3), product.colors.slice(3)];

  return (
    <Flex
      as="li"
      gap="4"
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align="center"
    >
      <Box w="14" flexShrink={0} aspectRatio={3 / 4} rounded="md" overflow="hidden" bg="bg.muted">
        {image && <Image src={image} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
      </Box>
      <Flex
        flex="1"
        minW="0"
        gap={{ base: "2", lg: "4" }}
        direction={{ base: "column", lg: "row" }}
        align={{ lg: "center" }}
      >
        <Stack gap="1" flex={{ lg: "1.6" }} minW="0" align="start">
          <EditableName productId={product.id} name={product.name} />
          <HStack gap="2">
            <Badge variant="outline">{PRODUCT_TYPE_LABELS[product.productType]}</Badge>
            <Text fontWeight="600">{formatClp(product.price)}</Text>
          </HStack>
        </Stack>
        <Box flex={{ lg: "1.1" }}>
          <StockControl productId={product.id} name={product.name} stock={product.stock} />
        </Box>
        <HStack flex={{ lg: "1.4" }} gap="1" wrap="wrap" aria-label="Materiales">
          {firstMaterials.length === 0 && <Text color="fg.muted">-</Text>}
          {firstMaterials.map((material) => (
            <Badge key={material} variant="subtle">
              {material}
            </Badge>
          ))}
          {moreMaterials.length > 0 && (
            <Badge variant="surface" title={moreMaterials.join(", ")}>
              +{moreMaterials.length}
            </Badge>
          )}
        </HStack>
        <HStack flex={{ lg: "0.8" }} gap="1" aria-label="Colores">
          {firstColors.length === 0 && <Text color="fg.muted">-</Text>}
          {firstColors.map((color) => (
            <Box
              key={color.hex}
              boxSize="5"
              rounded="full"
              borderWidth="1px"
              bg={color.hex}
              title={color.name}
              role="img"
              aria-label={color.name}
            />
          ))}
          {moreColors.length > 0 && (
            <Text fontSize="sm" color="fg.muted" title={moreColors.map((color) => color.name).join(", ")}>
              +{moreColors.length}
            </Text>
          )}
        </HStack>
      </Flex>
      <IconButton size="sm" variant="ghost" aria-label={`Editar ${product.name}`} onClick={onEdit}>
        <Pencil />
      </IconButton>
    </Flex>
  );
}
