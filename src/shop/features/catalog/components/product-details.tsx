import { Accordion, Text } from "@chakra-ui/react";
import type { Product } from "@domain/product.ts";
import type { ShopSettings } from "@domain/settings.ts";
import { accordionSlotRecipe } from "@chakra-ui/react/theme";

/** The four accordions of the product page; policy texts come from the shop settings. */
export function ProductDetails({
  product,
  settings,
}: {
  product: Product;
  settings: ShopSettings | null | undefined;
}) {
  const materials = product.materials.length > 0 ? `Materiales: ${product.materials.join(", ")}.` : null;
  const sections = [
    { value: "descripcion", title: "Descripción", body: [product.description, materials] },
    { value: "cuidados", title: "Cuidados", body: [settings?.policies.care] },
    {
      value: "envio",
      title: "Envío y Retiro",
      body: [settings?.policies.shipping, settings ? settings.pickup.details : null],
    },
    { value: "cambios", title: "Cambios y Devoluciones", body: [settings?.policies.returns] },
  ];

  return (
    <Accordion.Root
      recipe={accordionSlotRecipe}
      collapsible
      multiple
      defaultValue={["descripcion"]}
      variant="plain"
    >
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value} borderBottomWidth="1px">
          <Accordion.ItemTrigger py="4" cursor="pointer">
            <Text flex="1" fontWeight="500">
              {section.title}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="4" color="fg.muted">
              {section.body
                .filter((text): text is string => Boolean(text))
                .map((text) => (
                  <Text key={text} mb="2">
                    {text}
                  </Text>
                ))}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
