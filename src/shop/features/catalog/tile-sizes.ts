/** How wide a grid tile's photo is drawn: 2, 3 or 4 columns (product-grid.tsx), for `sizes`. */
export const TILE_SIZES = "(min-width: 80em) 25vw, (min-width: 48em) 33vw, 50vw";

/**
 * How wide the product page's main photo is drawn (product-gallery.tsx, in product.tsx's container
 * and grid), for `sizes`: the browser then takes the smallest variant sharp on the screen, 960 px
 * on a 390–412 px phone at 1.75–2× (a column of 33 rem at most beside the details on desktop).
 */
export const GALLERY_SIZES =
  "(min-width: 72em) 33rem, (min-width: 64em) calc(50vw - 3rem), (min-width: 48em) calc(100vw - 3rem), calc(100vw - 2rem)";
