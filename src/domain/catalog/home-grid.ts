/** How home draws its grid: what its server-rendered page carries (page-data.ts) follows from it. */

/** Tiles home draws with its first paint (at least a screen's worth); the rest follow once it is done. */
export const HOME_FIRST_PAINT_TILES = 8;
/**
 * Tiles home's grid adds at a time after that: a shop of hundreds of pieces grows its grid as the
 * shopper scrolls, instead of laying out every card on a phone that may never reach them (at 300
 * products all cards took home's TBT from 63 to 243 ms). Above the demo's size, so a small shop
 * sees them all, and its home page carries its whole catalog.
 */
export const HOME_GRID_STEP_TILES = 48;
