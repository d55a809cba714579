/** How wide a grid tile's photo is drawn: 2, 3 or 4 columns (product-grid.tsx), for `sizes`. */
export const TILE_SIZES = "(min-width: 80em) 25vw, (min-width: 48em) 33vw, 50vw";
