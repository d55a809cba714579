import { Heart } from "lucide-react";
import type { MouseEvent } from "react";
import type { Product } from "@domain/catalog/product.ts";
import { selectIsFavorite, useFavoritesStore } from "@/shop/stores/favorites-store.ts";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes";

/** On every product card: Chakra's small solid IconButton, round and white, its class names computed once. */
const heart = cx(
  button({ variant: "solid", size: "sm" }),
  css({
    px: "0",
    py: "0",
    _icon: { fontSize: "[1.2em]" },
    rounded: "full",
    bg: "white/85",
    _hover: { bg: "white" },
  }),
);
const styles = {
  idle: cx(heart, css({ color: "sand.800" })),
  liked: cx(heart, css({ color: "red.600" })),
};

/** Heart toggle on product cards; lives inside a link, so it stops the click from navigating. */
export function LikeButton({ product }: { product: Product }) {
  const liked = useFavoritesStore(selectIsFavorite(product.id));
  const toggle = useFavoritesStore((state) => state.toggle);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggle(product);
  };

  return (
    <button
      type="button"
      className={liked ? styles.liked : styles.idle}
      aria-label={liked ? `Quitar ${product.name} de favoritos` : `Guardar ${product.name} en favoritos`}
      aria-pressed={liked}
      onClick={onClick}
    >
      <Heart fill={liked ? "currentColor" : "none"} />
    </button>
  );
}
