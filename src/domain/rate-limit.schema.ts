/**
 * `rateLimits/{key}` as stored: apart from rate-limit.ts so that the shop, which applies limits,
 * does not load zod for it.
 */
import { z } from "zod";

/**
 * The times (ms) of a key's recent uses, and when a TTL policy may remove the document (a key
 * idle that long has nothing left to limit).
 */
export const recentUsesSchema = z.object({ uses: z.array(z.number()), expiresAt: z.date() });
export type RecentUses = z.infer<typeof recentUsesSchema>;

/**
 * `rateLimits/checkout-{address|whatsapp}-{key}`: a client's recent checkouts and the orders they
 * opened (checkout-limits.ts), kept until its last hold ends.
 */
export const storedCheckoutHistorySchema = recentUsesSchema.extend({ openOrderIds: z.array(z.string()) });
export type StoredCheckoutHistory = z.infer<typeof storedCheckoutHistorySchema>;

/** The prefix of a checkout history's key among the other rate limits. */
export const CHECKOUT_HISTORY_KEY_PREFIX = "checkout-";
