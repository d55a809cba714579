/** The filters of the admin's product list (spec: Admin products). */
import { LOW_STOCK_THRESHOLD, type Product, type ProductType } from "./product.ts";
import { foldText } from "./search.ts";

export interface AdminProductFilters {
  name: string;
  stock: "all" | "low" | "out";
  type: ProductType | "all";
}

export const NO_PRODUCT_FILTERS: AdminProductFilters = { name: "", stock: "all", type: "all" };

export function filterAdminProducts(products: readonly Product[], filters: AdminProductFilters): Product[] {
  const query = foldText(filters.name.trim());
  return products.filter(
    (product) =>
      (query === "" || foldText(product.name).includes(query)) &&
      (filters.type === "all" || product.productType === filters.type) &&
      (filters.stock === "all" ||
        (filters.stock === "out"
          ? product.stock <= 0
          : product.stock > 0 && product.stock < LOW_STOCK_THRESHOLD)),
  );
}
