/** How wide a grid tile's photo is drawn: 2, 3 or 4 columns (product-grid.tsx), for `sizes`. */
export const TILE_SIZES = "(min-width: 80em) 25vw, (min-width: 48em) 33vw, 50vw";

/** How wide the product page's main photo is drawn (product-gallery.tsx), for `sizes`. */
export const GALLERY_SIZES = "(min-width: 64em) 45vw, 100vw";
