import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeOrder } from "@domain/testing/make-order.ts";
import { useProofReceipt } from "./use-proof-receipt.ts";

describe("useProofReceipt", () => {
  it("shows a proof just sent as received, until the file is refused as unreadable or rejected", () => {
    const waiting = makeOrder({ holdUntil: new Date("2026-11-24T15:00:00Z") });
    const { result } = renderHook(() => useProofReceipt());
    act(() => result.current.markSent(waiting));
    expect(result.current.received(waiting)).toBe(true);

    // The order page then asks for another file instead of saying it was received.
    const refused = { ...waiting, proofRefusedAt: new Date("2026-11-22T16:00:00Z"), proofCount: 1 };
    expect(result.current.received(refused)).toBe(false);
    expect(result.current.received({ ...waiting, proofRejectedAt: new Date("2026-11-22T17:00:00Z") })).toBe(
      false,
    );
  });
});
