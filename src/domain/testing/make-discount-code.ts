/** Builds valid discount codes for tests: 15 % off, no limits, active, unused; any field overridden. */
import type { DiscountCode, StoredDiscountCode } from "../discounts/discount-code.ts";

export function makeDiscountCode(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: "VERANO15",
    rule: { kind: "percent", percent: 15 },
    minSubtotal: 0,
    startsOn: null,
    endsOn: null,
    maxUses: null,
    maxUsesPerWhatsapp: null,
    active: true,
    uses: 0,
    revenue: 0,
    ...overrides,
  };
}

/** The same code as its document holds it, with the times the back office stamps on it. */
export function storedDiscountCode(
  overrides: Partial<DiscountCode> = {},
): StoredDiscountCode & { createdAt: Date; updatedAt: Date } {
  const { id: _id, ...stored } = makeDiscountCode(overrides);
  return { ...stored, createdAt: new Date(), updatedAt: new Date() };
}
