/**
 * The page's side of the live reads worker (live-reads.worker.ts): the storefront's listeners,
 * with the Firestore SDK kept off the main thread. The worker starts on the first listener and
 * serves every later one; the callbacks receive plain data the worker has already validated.
 */
import { proxy, releaseProxy, wrap, type Remote } from "comlink";
import type { Order } from "@domain/orders/order.ts";
import type { Product } from "@domain/catalog/product.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import type { NetworkReports } from "./network-reports.ts";
import type { LiveReads, ReadError } from "./live-reads.worker.ts";

export type { ReadError };

let started: Promise<Remote<LiveReads>> | undefined;

/**
 * The worker, once its code has loaded and answered. Rejects if it cannot load (offline before
 * the service worker has kept its file): the next call tries again.
 */
function liveReads(): Promise<Remote<LiveReads>> {
  started ??= new Promise<Remote<LiveReads>>((resolve, reject) => {
    const worker = new Worker(new URL("./live-reads.worker.ts", import.meta.url), {
      type: "module",
      name: "live-reads",
    });
    const api = wrap<LiveReads>(worker);
    const failed = () => {
      worker.terminate();
      started = undefined;
      reject(new Error("No se pudo iniciar la lectura en vivo"));
    };
    worker.addEventListener("error", failed, { once: true });
    void api.ready().then(() => {
      worker.removeEventListener("error", failed);
      resolve(api);
    });
  });
  return started;
}

/** Stops a listener in the worker and frees the proxy that stood for it. */
async function stopRemote(stop: Promise<Remote<() => void>>): Promise<void> {
  const remote = await stop;
  await remote();
  remote[releaseProxy]();
}

/** Which products to keep live: these ids, or every product. */
export type FollowedProducts = readonly string[] | "every";

export interface LiveCatalog {
  follow(products: FollowedProducts): void;
  stop(): void;
}

/**
 * The shop's settings live, and the products `follow` names. Resolves, once listening, to the
 * catalog's controls.
 */
export async function watchCatalog(
  onProducts: (products: Product[], fromCache: boolean) => void,
  onProduct: (id: string, product: Product | null, fromCache: boolean) => void,
  onSettings: (settings: ShopSettings | null, fromCache: boolean) => void,
  network: NetworkReports,
  onError: (what: "products" | "settings", error: ReadError) => void,
): Promise<LiveCatalog> {
  const api = await liveReads();
  const remote = await api.watchCatalog(
    proxy(onProducts),
    proxy(onProduct),
    proxy(onSettings),
    proxy({ reachable: () => network.reachable(), failure: () => network.failure() }),
    proxy(onError),
  );
  return {
    follow: (products) => void remote.follow(products === "every" ? "every" : [...products]),
    stop: () => void remote.stop().then(() => remote[releaseProxy]()),
  };
}

/**
 * One order by id, live; `null` when there is no (valid) order with this id. Returns at once the
 * function that stops it, whether or not the worker has started yet.
 */
export function watchOrder(
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: ReadError) => void,
): () => void {
  let stopped = false;
  const stop = liveReads().then((api) =>
    api.watchOrder(
      orderId,
      proxy((order: Order | null) => !stopped && onChange(order)),
      proxy((error: ReadError) => !stopped && onError(error)),
    ),
  );
  stop.catch((error: Error) => !stopped && onError({ code: "unavailable", message: error.message }));
  return () => {
    stopped = true;
    void stopRemote(stop).catch(() => undefined);
  };
}
