import type { Product } from "@domain/catalog/product.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import * as Accordion from "@/shop/components/ui/accordion.tsx";
import { styled } from "@/styled-system/jsx";

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
    <Accordion.Root collapsible multiple defaultValue={["descripcion"]} variant="plain">
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value} borderBottomWidth="[1px]">
          <Accordion.ItemTrigger py="4" cursor="[pointer]">
            <styled.span flex="1" fontWeight="medium">
              {section.title}
            </styled.span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="4" color="fg.muted">
              {section.body
                .filter((text): text is string => Boolean(text))
                .map((text) => (
                  <styled.p key={text} mb="2">
                    {text}
                  </styled.p>
                ))}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
