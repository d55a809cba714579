/**
 * Chakra's accordion, statically styled: Ark's accordion with the preset's `accordion` slot
 * recipe and Chakra's parts (`Root`, `Item`, `ItemTrigger`, `ItemIndicator`, `ItemContent`,
 * `ItemBody`). The indicator is a chevron unless given children.
 */
import { Accordion } from "@ark-ui/react/accordion";
import { ChevronDown } from "lucide-react";
import { createStyleContext } from "@/styled-system/jsx";
import { accordion } from "@/styled-system/recipes";

const { withProvider, withContext } = createStyleContext(accordion);

export const Root = withProvider(Accordion.Root, "root");
export const Item = withContext(Accordion.Item, "item");
export const ItemTrigger = withContext(Accordion.ItemTrigger, "itemTrigger");
export const ItemIndicator = withContext(Accordion.ItemIndicator, "itemIndicator", {
  defaultProps: { children: <ChevronDown /> },
});
export const ItemContent = withContext(Accordion.ItemContent, "itemContent");
export const ItemBody = withContext("div", "itemBody");
