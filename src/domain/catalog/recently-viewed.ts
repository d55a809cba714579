/** Product ids the shopper opened, kept in the browser: newest first, unique, at most 6 (spec 4). */
export const RECENTLY_VIEWED_LIMIT = 6;

/** The list with `id` moved or added to the front; the same list when it is already there. */
export function pushRecentlyViewed(ids: string[], id: string): string[] {
  if (ids[0] === id && ids.length <= RECENTLY_VIEWED_LIMIT) return ids;
  return [id, ...ids.filter((viewed) => viewed !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
