/**
 * What a product card offers besides its link: a like button on the photo and an add-to-cart
 * button beside the price. Those belong to the favorites and cart features, which the catalog does
 * not import: the storefront layout fills these slots, so every card in the shop gets them.
 */
import { createContext, type ComponentType, type RefObject } from "react";
import type { Product } from "@domain/catalog/product.ts";

export interface ProductCardActions {
  Like: ComponentType<{ product: Product }>;
  AddToCart: ComponentType<{ product: Product; photoRef: RefObject<HTMLElement | null> }>;
}

const nothing = () => null;

export const ProductCardActionsContext = createContext<ProductCardActions>({
  Like: nothing,
  AddToCart: nothing,
});
