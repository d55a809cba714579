import { IconButton } from "@chakra-ui/react";
import { Heart } from "lucide-react";
import type { MouseEvent } from "react";
import type { Product } from "@domain/product.ts";
import { selectIsFavorite, useFavoritesStore } from "@/stores/favorites-store.ts";

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
    <IconButton
      size="sm"
      rounded="full"
      variant="solid"
      bg="white/85"
      color={liked ? "red.600" : "sand.800"}
      _hover={{ bg: "white" }}
      aria-label={liked ? `Quitar ${product.name} de favoritos` : `Guardar ${product.name} en favoritos`}
      aria-pressed={liked}
      onClick={onClick}
    >
      <Heart fill={liked ? "currentColor" : "none"} />
    </IconButton>
  );
}
