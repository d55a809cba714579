import { describe, expect, it } from "vitest";
import { admitUse } from "./rate-limit.ts";

const HOUR = 3_600_000;
const fivePerHour = { limit: 5, windowMs: HOUR };

describe("admitUse", () => {
  it("admits up to the limit inside the window, then refuses until the oldest use leaves it", () => {
    let uses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = admitUse(uses, 1000 + i * 60_000, fivePerHour);
      expect(result.admitted).toBe(true);
      uses = result.uses;
    }
    const refused = admitUse(uses, 1000 + 10 * 60_000, fivePerHour);
    expect(refused).toMatchObject({ admitted: false, retryAfterMs: HOUR - 10 * 60_000 });
    expect(refused.uses).toHaveLength(5);
    expect(admitUse(uses, 1000 + HOUR + 1, fivePerHour).admitted).toBe(true);
  });

  it("forgets uses older than the window", () => {
    const result = admitUse([0, 1, 2, 3, 4], HOUR + 10, fivePerHour);
    expect(result).toEqual({ admitted: true, uses: [HOUR + 10], retryAfterMs: 0 });
  });
});
