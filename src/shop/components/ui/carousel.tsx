/**
 * Chakra's carousel, statically styled: Ark's carousel with the preset's `carousel` slot recipe
 * and Chakra's parts. The previous and next buttons are chevrons unless given children.
 */
import { Carousel } from "@ark-ui/react/carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { createStyleContext } from "@/styled-system/jsx";
import { carousel } from "@/styled-system/recipes";

const { withProvider, withContext } = createStyleContext(carousel);

export const Root = withProvider(Carousel.Root, "root");
export const ItemGroup = withContext(Carousel.ItemGroup, "itemGroup");
export const Item = withContext(Carousel.Item, "item");
export const Control = withContext(Carousel.Control, "control");
export const PrevTrigger = withContext(Carousel.PrevTrigger, "prevTrigger", {
  defaultProps: { children: <ChevronLeft /> },
});
export const NextTrigger = withContext(Carousel.NextTrigger, "nextTrigger", {
  defaultProps: { children: <ChevronRight /> },
});
export const IndicatorGroup = withContext(Carousel.IndicatorGroup, "indicatorGroup");
export const Indicator = withContext(Carousel.Indicator, "indicator");
