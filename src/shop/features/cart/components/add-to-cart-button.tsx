import { Check, ShoppingBag } from "lucide-react";
import { useRef, useState, type MouseEvent } from "react";
import { orderableUnits } from "@domain/orders/cart.ts";
import type { Product } from "@domain/catalog/product.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";
import { IconButton } from "@/shop/components/ui/button.tsx";
import { flyToCart } from "../fly-to-cart.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { css } from "@/styled-system/css";

/** Spec: after the 800 ms flight the item is added, and the button stays locked for 1 s more. */
const LOCK_AFTER_ADD_MS = 1000;

// On every product card: the class is computed once.
const buttonStyle = css({ rounded: "full", colorPalette: "brand" });

/**
 * The photo the flight carries: one the card has already loaded (its studio photo, after its worn
 * one), so the flight starts at once, with no download and no decoding of a larger file.
 */
function shownPhoto(card: HTMLElement): string | undefined {
  const loaded = [...card.querySelectorAll("img")].filter((img) => img.complete && img.naturalWidth > 0);
  return loaded.at(-1)?.currentSrc;
}

type Props = {
  product: Product;
  /** The card's photo, where the flight starts. */
  photoRef: React.RefObject<HTMLElement | null>;
};

export function AddToCartButton({ product, photoRef }: Props) {
  const add = useCartStore((state) => state.add);
  const inCart = useCartStore(
    (state) => state.items.find((item) => item.productId === product.id)?.quantity ?? 0,
  );
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const soldOut = product.stock <= 0;
  const atLimit = inCart >= orderableUnits(product.stock);

  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busyRef.current || soldOut || atLimit) return;
    busyRef.current = true;
    setBusy(true);
    if (photoRef.current)
      await flyToCart(
        photoRef.current,
        shownPhoto(photoRef.current) ?? mediaVariantUrl(product.media.studio ?? product.media.uso),
      );
    add(product);
    setTimeout(() => {
      busyRef.current = false;
      setBusy(false);
    }, LOCK_AFTER_ADD_MS);
  };

  const label = soldOut
    ? `${product.name} sin stock`
    : atLimit
      ? `Ya tienes todo el stock de ${product.name} en el carrito`
      : `Agregar ${product.name} al carrito`;

  return (
    <IconButton
      size="sm"
      className={buttonStyle}
      aria-label={label}
      disabled={soldOut || atLimit || busy}
      onClick={onClick}
    >
      {busy ? <Check /> : <ShoppingBag />}
    </IconButton>
  );
}
