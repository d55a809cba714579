import { Badge, Box, Flex, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { Pencil } from "lucide-react";
import { formatClp } from "@domain/money.ts";
import { PRODUCT_TYPE_LABELS, type Product } from "@domain/catalog/product.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";
import { EditableName } from "./editable-name.tsx";
import { StockControl } from "./stock-control.tsx";

/**
 * One product in the list. Its name and stock are edited in place; the rest in the editor. Only the
 * first materials and colors show, the others counted in a badge whose title names them.
 */
export function ProductRow({ product, onEdit }: { product: Product; onEdit: () => void }) {
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
            <Badge variant="outline">{PRODUCT_TYPE_LABELS[product.productType].singular}</Badge>
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
