import { memo, use, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatClp } from "@domain/money.ts";
import { stockStatus, type Product } from "@domain/catalog/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { copy } from "@/i18n/es-CL.ts";
import { css, cx } from "@/styled-system/css";
import { badge } from "@/styled-system/recipes";
import { CardPhotos } from "./card-photos.tsx";
import { useFollowProducts } from "@/lib/storefront/storefront-data.ts";
import { ProductCardActionsContext } from "./product-card-actions.ts";

type Props = { product: Product; eager: boolean };

/** A grid shows many cards: their class names are computed once, here. */
const stockBadge = cx(
  badge({ variant: "solid", size: "sm" }),
  css({ position: "absolute", top: "2", left: "2", zIndex: "[2]" }),
);

const styles = {
  // `group`: the studio photo shows while the card is hovered (card-photos.tsx).
  // Off screen, a card's insides get no style, layout or paint until it nears the viewport: most
  // cards are below the fold (the rest of home's grid drawn after the first paint: 522 elements
  // styled in one task of 150–190 ms at 4× CPU, now about 120). Until then it takes about its
  // height (a portrait photo in a column, its name and price), remembered once drawn. What it
  // paints is clipped to its padding box: a padding as wide as a focus ring (2px outline, 2px
  // offset), taken back by the margin, keeps its links' and buttons' rings whole.
  root: cx(
    "group",
    css({
      position: "relative",
      contentVisibility: "auto",
      containIntrinsicHeight: { base: "[auto 19rem]", md: "[auto 24rem]", xl: "[auto 29rem]" },
      p: "1",
      m: "-1",
    }),
  ),
  photo: css({
    position: "relative",
    aspectRatio: "portrait",
    bg: "bg.muted",
    rounded: "md",
    overflow: "hidden",
  }),
  // Sized by the photo box, never by what it holds: `content-visibility: auto` lets the browser
  // skip the style, layout and paint of the cards off screen (most of a grid's elements) without
  // moving anything when they come into view. It makes this box a stacking context: raised, the
  // photos, badge and like button stay above the card's link overlay, as they are inside it.
  photoInner: css({
    position: "absolute",
    inset: "0",
    zIndex: "[1]",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
    contentVisibility: "auto",
  }),
  soldOut: cx(stockBadge, css({ colorPalette: "gray" })),
  // White on orange.600 is 3.5:1; orange.700 reaches 5.2:1 (WCAG AA for small text).
  lowStock: cx(stockBadge, css({ colorPalette: "orange", bg: "orange.700" })),
  like: css({ position: "absolute", top: "2", right: "2", zIndex: "[2]" }),
  info: css({ display: "flex", mt: "3", alignItems: "start", justifyContent: "space-between", gap: "2" }),
  text: css({ display: "flex", flexDirection: "column", gap: "0.5", minW: "[0]" }),
  // The whole card is the link's target: its ::before covers the card (Chakra's LinkOverlay).
  overlay: css({
    position: "static",
    _before: {
      content: "''",
      cursor: "[inherit]",
      display: "block",
      position: "absolute",
      top: "0",
      left: "0",
      zIndex: "[0]",
      width: "full",
      height: "full",
    },
    _focusVisible: { outline: "[2px solid]", outlineColor: "brand.focusRing", outlineOffset: "[2px]" },
  }),
  name: css({ fontSize: { base: "sm", md: "md" }, lineClamp: "2" }),
  price: css({ fontWeight: "semibold", color: "brand.fg" }),
  cart: css({ position: "relative", zIndex: "[1]", flexShrink: "0" }),
};

/**
 * Grid tile. The whole card links to the product page through the name's overlay link, while the
 * like and add-to-cart buttons (slots the layout fills) sit above it: buttons may not live inside
 * a link. Its price and stock stay live while it is drawn.
 */
export const ProductCard = memo(function ProductCard({ product, eager }: Props) {
  useFollowProducts([product.id]);
  const { Like, AddToCart } = use(ProductCardActionsContext);
  const photo = useRef<HTMLDivElement>(null);
  const status = stockStatus(product.stock);
  const href = productPath(product);

  return (
    <article className={styles.root} aria-label={product.name}>
      <div ref={photo} className={styles.photo}>
        <div className={styles.photoInner}>
          <CardPhotos href={href} worn={product.media.uso} studio={product.media.studio} eager={eager} />
          {status !== "available" && (
            <span className={status === "out" ? styles.soldOut : styles.lowStock}>
              {status === "out" ? copy.soldOut : copy.lowStock}
            </span>
          )}
          <div className={styles.like}>
            <Like product={product} />
          </div>
        </div>
      </div>
      <div className={styles.info}>
        <div className={styles.text}>
          <RouterLink to={href} className={styles.overlay}>
            <span className={styles.name}>{product.name}</span>
          </RouterLink>
          <p className={styles.price}>{formatClp(product.price)}</p>
        </div>
        <div className={styles.cart}>
          <AddToCart product={product} photoRef={photo} />
        </div>
      </div>
    </article>
  );
});
