import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeStep, trackOffset } from "./use-swipe.ts";

describe("swipeStep", () => {
  it("moves one photo for a horizontal swipe of 50 px or more (spec 9)", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-60, 10)).toBe(1);
    expect(swipeStep(60, -10)).toBe(-1);
  });

  it("ignores shorter swipes and movements that are more vertical than horizontal", () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(-60, 70)).toBe(0);
    expect(swipeStep(0, 200)).toBe(0);
  });
});

describe("trackOffset", () => {
  it("shows the chosen photo and follows the finger", () => {
    expect(trackOffset(0, 3, 0)).toBe("calc(0% + 0px)");
    expect(trackOffset(1, 3, -20)).toBe("calc(-100% + -20px)");
    expect(trackOffset(1, 3, 35)).toBe("calc(-100% + 35px)");
  });

  it("gives way only a little past the first and last photos", () => {
    expect(trackOffset(0, 3, 40)).toBe("calc(0% + 12px)");
    expect(trackOffset(2, 3, -40)).toBe("calc(-200% + -12px)");
  });
});
