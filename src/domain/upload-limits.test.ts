import { describe, expect, it } from "vitest";
import { formatMegabytes, MB, PAYMENT_PROOF, PRODUCT_VIDEO } from "./upload-limits.ts";

describe("formatMegabytes", () => {
  it("writes a limit in whole megabytes, number and unit on one line", () => {
    expect(formatMegabytes(PAYMENT_PROOF.maxBytes)).toBe("10MB");
    expect(formatMegabytes(PRODUCT_VIDEO.maxBytes)).toBe("50MB");
  });

  it("keeps one decimal, with a Chilean decimal comma", () => {
    expect(formatMegabytes(1.5 * MB)).toBe("1,5MB");
  });
});
