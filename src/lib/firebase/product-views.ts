import { callFunction } from "./functions.ts";

/** Counts a visit to a product page (aggregated per hour and per day by the `recordProductView` function). */
export async function recordProductView(productId: string): Promise<void> {
  await callFunction<{ productId: string }, { recorded: boolean }>("recordProductView", { productId });
}
