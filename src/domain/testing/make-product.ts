/** Builds valid products for tests: unique UUIDs, storage-path photos, and any field overridden. */
import type { Product, ProductMedia } from "../catalog/product.ts";

type ProductOverrides = Omit<Partial<Product>, "media"> & { media?: Partial<ProductMedia> };

let sequence = 0;

export function makeProduct(overrides: ProductOverrides = {}): Product {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
  const createdAt = new Date("2026-01-15T12:00:00Z");
  return {
    name: `Collar de prueba ${sequence}`,
    price: 24990,
    stock: 5,
    productType: "collar",
    description: null,
    materials: ["Cuarzo rosa", "Plata"],
    collection: null,
    colors: [],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
    id,
    media: {
      uso: `products/${id}/uso-1700000000000.webp`,
      studio: `products/${id}/studio-1700000000000.webp`,
      extra: null,
      extra_2: null,
      video: null,
      ...overrides.media,
    },
  };
}
