/**
 * Global set-up of the emulated tests: renders the demo shop's photos into their cache
 * (tools/seed/photo-cache.ts) once, before the test workers start. On a fresh clone each worker's
 * first seed would otherwise render all of them at the same time, about 100 CPU-s each.
 */
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { demoPhoto } from "../../tools/seed/photo-cache.ts";

export async function setup(): Promise<void> {
  const photos = DEMO_PRODUCTS.flatMap((product) =>
    (["uso", "studio"] as const).map((kind) => ({ product, kind })),
  );
  // Two at a time: sharp renders each one on a single core.
  const queue = [...photos];
  const renderNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await demoPhoto(next.product, next.kind);
  };
  await Promise.all([renderNext(), renderNext()]);
}
