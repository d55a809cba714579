import { describe, expect, it } from "vitest";
import { admitCheckout, CHECKOUT_LIMIT_MESSAGES, type CheckoutLimit } from "./checkout-limits.ts";

const HOUR = 3_600_000;
const limit: CheckoutLimit = { perHour: { limit: 3, windowMs: HOUR }, openOrders: 2 };
const now = 10 * HOUR;

describe("admitCheckout", () => {
  it("admits a first checkout and records it with its order", () => {
    const admission = admitCheckout({ uses: [], openOrderIds: [] }, new Set(), now, limit);
    expect(admission.admitted && admission.history("o1")).toEqual({ uses: [now], openOrderIds: ["o1"] });
  });

  it("refuses while as many orders as allowed still wait for payment, and forgets settled ones", () => {
    const history = { uses: [now - 2 * HOUR, now - 2 * HOUR + 1], openOrderIds: ["a", "b"] };
    expect(admitCheckout(history, new Set(["a", "b"]), now, limit)).toEqual({
      admitted: false,
      message: CHECKOUT_LIMIT_MESSAGES.tooManyOpenOrders,
    });
    const afterOnePaid = admitCheckout(history, new Set(["b"]), now, limit);
    expect(afterOnePaid.admitted && afterOnePaid.history("c")).toEqual({
      uses: [now],
      openOrderIds: ["b", "c"],
    });
  });

  it("refuses more checkouts in an hour than allowed, even when none of them is open any more", () => {
    const history = { uses: [now - 30 * 60_000, now - 20 * 60_000, now - 1], openOrderIds: ["a", "b", "c"] };
    expect(admitCheckout(history, new Set(), now, limit)).toEqual({
      admitted: false,
      message: CHECKOUT_LIMIT_MESSAGES.tooManyCheckouts,
    });
    expect(admitCheckout(history, new Set(), now + 31 * 60_000, limit).admitted).toBe(true);
  });
});
