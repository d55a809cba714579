/**
 * How a shipping order left the shop (issue 42): the courier, its tracking number and when. The
 * couriers are one table, with the public page where a shopper follows each number (those pages
 * take the number in their address; "otro" has none, so the number alone is shown).
 */
import { z } from "zod";

export const COURIERS = {
  chilexpress: {
    label: "Chilexpress",
    tracking: (code: string) => `https://centrodeayuda.chilexpress.cl/seguimiento/${code}`,
  },
  starken: {
    label: "Starken",
    tracking: (code: string) => `https://www.starken.cl/seguimiento?codigo=${code}`,
  },
  blueExpress: {
    label: "Blue Express",
    tracking: (code: string) => `https://www.blue.cl/seguimiento/?n_seguimiento=${code}`,
  },
  correosChile: {
    label: "Correos de Chile",
    tracking: (code: string) => `https://www.correos.cl/web/guest/seguimiento-en-linea?codigos=${code}`,
  },
  other: { label: "Otro", tracking: null },
} as const satisfies Record<string, { label: string; tracking: ((code: string) => string) | null }>;

export type Courier = keyof typeof COURIERS;
export const COURIER_IDS = Object.keys(COURIERS) as [Courier, ...Courier[]];

export const MAX_TRACKING_NUMBER_LENGTH = 40;
export const MAX_COURIER_NAME_LENGTH = 40;

/** "99 123-45 " → "9912345": couriers print numbers with spaces and dashes, their pages want none. */
export function normaliseTrackingNumber(typed: string): string {
  return typed.replace(/[\s.-]+/g, "").toUpperCase();
}

/** What the admin sends to mark an order "Despachado". */
export const dispatchInputSchema = z
  .strictObject({
    courier: z.enum(COURIER_IDS, { error: "Elige el courier." }),
    /** The courier's name when it is none of the table's ("otro"). */
    courierName: z
      .string()
      .trim()
      .max(
        MAX_COURIER_NAME_LENGTH,
        `El nombre del courier admite hasta ${MAX_COURIER_NAME_LENGTH} caracteres.`,
      )
      .nullable()
      .default(null)
      .transform((name) => name || null),
    trackingNumber: z
      .string({ error: "Escribe el número de seguimiento." })
      .transform(normaliseTrackingNumber)
      .pipe(
        z
          .string()
          .min(1, "Escribe el número de seguimiento.")
          .max(
            MAX_TRACKING_NUMBER_LENGTH,
            `El número de seguimiento admite hasta ${MAX_TRACKING_NUMBER_LENGTH} caracteres.`,
          )
          .regex(/^[A-Z0-9]+$/, "El número de seguimiento lleva solo letras y números."),
      ),
  })
  .refine((dispatch) => dispatch.courier !== "other" || dispatch.courierName !== null, {
    path: ["courierName"],
    error: "Escribe el nombre del courier.",
  });
export type DispatchInput = z.input<typeof dispatchInputSchema>;

/** As the order keeps it: what the admin gave, and when the order was marked "Despachado". */
export const dispatchSchema = z.object({
  courier: z.enum(COURIER_IDS),
  courierName: z.string().nullable(),
  trackingNumber: z.string().min(1),
  at: z.date(),
});
export type Dispatch = z.infer<typeof dispatchSchema>;

/** "Starken", or the name the admin wrote for another courier. */
export function courierLabel(dispatch: Pick<Dispatch, "courier" | "courierName">): string {
  return dispatch.courier === "other"
    ? (dispatch.courierName ?? COURIERS.other.label)
    : COURIERS[dispatch.courier].label;
}

/** The courier's public page for this number; null for a courier the table does not know. */
export function trackingUrl(dispatch: Pick<Dispatch, "courier" | "trackingNumber">): string | null {
  return COURIERS[dispatch.courier].tracking?.(encodeURIComponent(dispatch.trackingNumber)) ?? null;
}

/** "Starken, número 991234567": how messages and pages name a shipment. */
export function describeDispatch(dispatch: Omit<Dispatch, "at">): string {
  return `${courierLabel(dispatch)}, número ${dispatch.trackingNumber}`;
}
