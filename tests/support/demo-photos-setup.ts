/**
 * Global set-up of the emulated tests: makes the demo photos' resized variants
 * (tools/seed/photo-cache.ts) once, before the test workers start; on a fresh clone each worker's
 * first seed would otherwise make all of them at the same time.
 */
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { demoPhoto } from "../../tools/seed/photo-cache.ts";

export async function setup(): Promise<void> {
  const photos = DEMO_PRODUCTS.flatMap((product) =>
    (["uso", "studio"] as const).map((kind) => ({ product, kind })),
  );
  // Two at a time, one per core.
  const queue = [...photos];
  const renderNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await demoPhoto(next.product, next.kind);
  };
  await Promise.all([renderNext(), renderNext()]);
}
