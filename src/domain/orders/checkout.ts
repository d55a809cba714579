/**
 * Checkout rules shared by the cart page (comfort) and the createOrder function (truth): the
 * contact and address checks with the spec's messages, and the plan of an order from the current
 * products — items, server prices, totals, and the stock each line takes.
 */
import { MAX_UNITS_PER_PRODUCT, tooManyUnitsMessage } from "./checkout-limits.ts";
import { findComuna, findRegion } from "../chile/regions.ts";
import type { Delivery, OrderItem, PaymentMethod } from "./order.ts";
import type { Product } from "../catalog/product.ts";
import { isValidWhatsapp } from "../chile/whatsapp.ts";

/** Most lines a single order may have (units per piece: see checkout-limits). */
export const MAX_CHECKOUT_LINES = 30;

const REQUIRED_FIELD = "Campo requerido";

export const CHECKOUT_MESSAGES = {
  fieldRequired: REQUIRED_FIELD,
  whatsappRequired: { title: REQUIRED_FIELD, description: "Por favor completa tu WhatsApp" },
  whatsappInvalid: {
    title: "WhatsApp no válido",
    description: "Revisa tu WhatsApp: escribe un celular o teléfono válido, por ejemplo +56 9 1234 5678",
  },
  addressIncomplete: {
    title: "Dirección incompleta",
    description: "Por favor completa tu dirección de envío (calle y número son obligatorios)",
  },
  insufficientStock: "Stock insuficiente",
  orderFailed: { title: "Error", description: "No se pudo crear el pedido. Por favor intenta nuevamente." },
  productGone: "Uno de los productos ya no está disponible.",
} as const;

export function notEnoughStockMessage(available: number, name: string): string {
  return `Solo quedan ${available} unidades de ${name}`;
}

export function productNotFoundMessage(name: string): string {
  return `Producto ${name} no encontrado`;
}

/** Why a typed WhatsApp number cannot be sent, or undefined when it can. */
export function whatsappProblem(
  typed: string,
): (typeof CHECKOUT_MESSAGES)["whatsappRequired" | "whatsappInvalid"] | undefined {
  if (typed.trim() === "") return CHECKOUT_MESSAGES.whatsappRequired;
  return isValidWhatsapp(typed) ? undefined : CHECKOUT_MESSAGES.whatsappInvalid;
}

export type CheckoutDelivery =
  | { type: "pickup" }
  | {
      type: "shipping";
      regionCode: string;
      comunaCode: string;
      street: string;
      number: string;
      apartment?: string | null;
    };

export interface CheckoutLine {
  productId: string;
  quantity: number;
  /** The name the shopper saw, used only to name a product that no longer exists. */
  name: string;
}

export interface CheckoutInput {
  /** Random UUID made once per checkout attempt: a retry with it returns the same order. */
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  whatsapp: string;
  delivery: CheckoutDelivery;
  items: CheckoutLine[];
  discountCode?: string;
}

/** What checkout answers: the order's id (its key) and what the payment pages show first. */
export interface CreatedOrder {
  orderId: string;
  orderNumber: string;
  totalAmount: number;
}

/** The address as the order stores it, or `null` when region or comuna codes do not match. */
export function resolveDelivery(delivery: CheckoutDelivery): Delivery | null {
  if (delivery.type === "pickup") return { type: "pickup" };
  const region = findRegion(delivery.regionCode);
  const comuna = region && findComuna(region, delivery.comunaCode);
  if (!region || !comuna) return null;
  return {
    type: "shipping",
    region: region.name,
    comuna: comuna[1],
    street: delivery.street.trim(),
    number: delivery.number.trim(),
    apartment: delivery.apartment?.trim() || null,
  };
}

/** Is the shipping address complete (the pay buttons stay disabled until it is)? */
export function isCompleteDelivery(delivery: CheckoutDelivery): boolean {
  if (delivery.type === "pickup") return true;
  return resolveDelivery(delivery) !== null && delivery.street.trim() !== "" && delivery.number.trim() !== "";
}

/** Lines for the same product are merged, keeping the first name. */
export function mergeLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<string, CheckoutLine>();
  for (const line of lines) {
    const existing = merged.get(line.productId);
    merged.set(
      line.productId,
      existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line },
    );
  }
  return [...merged.values()];
}

export type OrderPlan =
  | {
      ok: true;
      items: OrderItem[];
      totalAmount: number;
      /** New stock per product id. */
      stock: Map<string, number>;
    }
  | { ok: false; reason: "not-found" | "insufficient-stock" | "too-many-units"; message: string };

/**
 * Prices, names and images come from `products` (read at the same snapshot as the rest), never from the
 * client; the first line that cannot be served rejects the whole order, and so does a piece asked
 * for more times than an order may take (lines of one piece are added up first).
 */
export function planOrder(
  lines: readonly CheckoutLine[],
  products: ReadonlyMap<string, Product | undefined>,
): OrderPlan {
  const items: OrderItem[] = [];
  const stock = new Map<string, number>();
  for (const line of mergeLines(lines)) {
    const product = products.get(line.productId);
    if (!product) return { ok: false, reason: "not-found", message: productNotFoundMessage(line.name) };
    if (line.quantity > MAX_UNITS_PER_PRODUCT) {
      return { ok: false, reason: "too-many-units", message: tooManyUnitsMessage(product.name) };
    }
    if (product.stock < line.quantity) {
      return {
        ok: false,
        reason: "insufficient-stock",
        message: notEnoughStockMessage(product.stock, product.name),
      };
    }
    items.push({
      productId: product.id,
      name: product.name,
      price: product.price,
      imageUrl: product.media.uso,
      quantity: line.quantity,
      subtotal: product.price * line.quantity,
    });
    stock.set(product.id, product.stock - line.quantity);
  }
  return { ok: true, items, totalAmount: items.reduce((sum, item) => sum + item.subtotal, 0), stock };
}
