import { describe, expect, it } from "vitest";
import { DEFAULT_VITALS_SAMPLE_RATE, vitalsSampleRate } from "./vitals-sampling.ts";

describe("vitalsSampleRate", () => {
  it("takes a configured rate from 0 to 1", () => {
    expect(vitalsSampleRate("1")).toBe(1);
    expect(vitalsSampleRate("0")).toBe(0);
    expect(vitalsSampleRate("0.25")).toBe(0.25);
  });

  it.each([undefined, "", " ", "half", "1.5", "-0.1", "NaN"])("falls back to the default for %j", (value) => {
    expect(vitalsSampleRate(value)).toBe(DEFAULT_VITALS_SAMPLE_RATE);
  });
});
