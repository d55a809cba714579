/**
 * The storefront's live Firestore reads, in a Web Worker: the products on screen, the shop's
 * settings and a shopper's own order. The Firestore SDK (about 160 KiB gzipped, and some 400 ms of a mid-range
 * phone's main thread to parse and start) is loaded, run and validated here; the page receives
 * plain, already validated data (`live-reads.ts` is its side of this).
 */
import { expose, proxy, releaseProxy } from "comlink";
import type { Order } from "@domain/orders/order.ts";
import type { Product } from "@domain/catalog/product.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import type { NetworkReports } from "./network-reports.ts";
import { watchOrder } from "./orders.ts";
import { watchEveryProduct, watchProductsById } from "./products.ts";
import { watchShopSettings } from "./settings.ts";

/** What crosses to the page of a failed read: a FirestoreError's code and message. */
export interface ReadError {
  code: string;
  message: string;
}

const toReadError = (error: Error): ReadError => ({
  code: (error as Error & { code?: string }).code ?? "unknown",
  message: error.message,
});

/** The page's callbacks arrive as proxies: released when their listener stops. */
function release(...callbacks: object[]) {
  for (const callback of callbacks) (callback as { [releaseProxy]?: () => void })[releaseProxy]?.();
}

const liveReads = {
  /** Answers once the worker's code (the SDK with it) has loaded and run. */
  ready: () => true,

  /**
   * The shop's settings, and the products the page follows (`follow`): some by id (what a
   * storefront screen shows) or every one (the back office).
   */
  watchCatalog(
    onProducts: (products: Product[], fromCache: boolean) => void,
    onProduct: (id: string, product: Product | null, fromCache: boolean) => void,
    onSettings: (settings: ShopSettings | null, fromCache: boolean) => void,
    network: NetworkReports,
    onError: (what: "products" | "settings", error: ReadError) => void,
  ) {
    const byId = watchProductsById(onProduct, (_id, error) => onError("products", toReadError(error)));
    let stopEvery: (() => void) | undefined;
    const stopSettings = watchShopSettings(
      onSettings,
      (error) => onError("settings", toReadError(error)),
      network,
    );
    return proxy({
      follow(ids: string[] | "every") {
        if (ids === "every") {
          byId.follow([]);
          stopEvery ??= watchEveryProduct(onProducts, (error) => onError("products", toReadError(error)));
        } else {
          stopEvery?.();
          stopEvery = undefined;
          byId.follow(ids);
        }
      },
      stop() {
        byId.stop();
        stopEvery?.();
        stopSettings();
        release(onProducts, onProduct, onSettings, network, onError);
      },
    });
  },

  watchOrder(orderId: string, onChange: (order: Order | null) => void, onError: (error: ReadError) => void) {
    const stop = watchOrder(orderId, onChange, (error) => onError(toReadError(error)));
    return proxy(() => {
      stop();
      release(onChange, onError);
    });
  },
};

export type LiveReads = typeof liveReads;

expose(liveReads);
