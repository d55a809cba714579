/**
 * Cart rules (spec 4 and 5, Cart): quantities stay within 1..stock (and what one order may take),
 * and out-of-stock pieces cannot be added. Every function returns a new list when something changes and the very same list when
 * nothing does, so subscribers of the cart store do not re-render (or re-save) for nothing.
 */
import { MAX_UNITS_PER_PRODUCT } from "./checkout-limits.ts";
import type { Product, ProductType } from "../catalog/product.ts";

export type CartItem = {
  productId: string;
  name: string;
  price: number;
  stock: number;
  quantity: number;
  productType: ProductType;
  /** Media ref of the worn photo (uso). */
  image: string | null;
  /** Media ref of the studio photo, used by the fly-to-cart animation. */
  studioImage: string | null;
};

export function cartItemFromProduct(product: Product, quantity: number): CartItem {
  return {
    productId: product.id,
    name: product.name,
    price: product.price,
    stock: product.stock,
    quantity,
    productType: product.productType,
    image: product.media.uso,
    studioImage: product.media.studio,
  };
}

function sameCartItem(a: CartItem, b: CartItem): boolean {
  return (
    a.productId === b.productId &&
    a.name === b.name &&
    a.price === b.price &&
    a.stock === b.stock &&
    a.quantity === b.quantity &&
    a.productType === b.productType &&
    a.image === b.image &&
    a.studioImage === b.studioImage
  );
}

function replaceAt(items: CartItem[], index: number, replacement: CartItem): CartItem[] {
  return items.map((item, at) => (at === index ? replacement : item));
}

/** Most units of a piece one order may take: its stock, and never more than checkout allows. */
export function orderableUnits(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_UNITS_PER_PRODUCT));
}

/** Adds `quantity` units, never beyond what can be ordered; the product's details refresh the item's. */
export function addToCart(items: CartItem[], product: Product, quantity = 1): CartItem[] {
  const wanted = Math.floor(quantity);
  if (product.stock <= 0 || wanted <= 0) return items;
  const index = items.findIndex((item) => item.productId === product.id);
  const most = orderableUnits(product.stock);
  if (index === -1) return [...items, cartItemFromProduct(product, Math.min(wanted, most))];

  const current = items[index]!;
  const updated = cartItemFromProduct(product, Math.min(current.quantity + wanted, most));
  return sameCartItem(current, updated) ? items : replaceAt(items, index, updated);
}

/** Sets an item's quantity: 0 or less removes it, more than can be ordered is capped. */
export function setCartQuantity(items: CartItem[], productId: string, quantity: number): CartItem[] {
  const index = items.findIndex((item) => item.productId === productId);
  if (index === -1) return items;
  const current = items[index]!;
  const capped = Math.min(Math.floor(quantity), orderableUnits(current.stock));
  if (capped <= 0) return removeFromCart(items, productId);
  return capped === current.quantity ? items : replaceAt(items, index, { ...current, quantity: capped });
}

export function removeFromCart(items: CartItem[], productId: string): CartItem[] {
  return items.some((item) => item.productId === productId)
    ? items.filter((item) => item.productId !== productId)
    : items;
}

/** Units in the cart (the header badge). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/** Integer CLP. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.price * item.quantity, 0);
}

/**
 * Brings items up to date with the live catalog: new name, price, stock and photos, quantities
 * capped to the new stock, and sold-out pieces dropped. Items whose product is not in `products`
 * (not loaded yet, or since removed) are left as they are; checkout re-checks stock anyway.
 */
export function refreshCartItems(items: CartItem[], products: readonly Product[]): CartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const refreshed: CartItem[] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) {
      refreshed.push(item);
      continue;
    }
    if (product.stock <= 0) {
      changed = true;
      continue;
    }
    const updated = cartItemFromProduct(product, Math.min(item.quantity, orderableUnits(product.stock)));
    if (sameCartItem(item, updated)) {
      refreshed.push(item);
    } else {
      changed = true;
      refreshed.push(updated);
    }
  }
  return changed ? refreshed : items;
}
