import { describe, expect, it } from "vitest";
import { formatClp, formatClpInput, parseClpInput } from "./money.ts";

describe("formatClp", () => {
  it("uses Chilean grouping with a $ prefix and no decimals", () => {
    expect(formatClp(0)).toBe("$0");
    expect(formatClp(990)).toBe("$990");
    expect(formatClp(12990)).toBe("$12.990");
    expect(formatClp(1250000)).toBe("$1.250.000");
  });
  it('writes what Intl\'s es-CL currency format writes, rounding to whole pesos (never "$-0")', () => {
    const intl = new Intl.NumberFormat("es-CL", {
      style: "currency",
      currency: "CLP",
      maximumFractionDigits: 0,
    });
    const amounts = [0, 7, 99, 100, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000, 100_000_000];
    const samples = [...amounts, ...amounts.map((amount) => -amount), 12_990.4, 12_990.5, -0.4, 2 ** 40];
    for (const amount of samples)
      expect(formatClp(amount), String(amount)).toBe(intl.format(Math.round(amount) || 0));
    expect(formatClp(-0.4)).toBe("$0");
  });
});

describe("parseClpInput", () => {
  it("drops thousand-separator dots and reads an integer", () => {
    expect(parseClpInput("12.990")).toBe(12990);
    expect(parseClpInput("$ 1.250.000")).toBe(1250000);
  });
  it("reads empty or non-numeric text as 0", () => {
    expect(parseClpInput("")).toBe(0);
    expect(parseClpInput("abc")).toBe(0);
  });
});

describe("formatClpInput", () => {
  it("groups the digits typed so far with dots, as the admin types", () => {
    expect(["2", "24", "249", "2499", "24990"].map(formatClpInput)).toEqual([
      "2",
      "24",
      "249",
      "2.499",
      "24.990",
    ]);
    expect(formatClpInput("1.250.0000")).toBe("12.500.000");
  });
  it("drops what is not a digit, keeps an empty field empty and reads back the same price", () => {
    expect(formatClpInput("$ 34.990")).toBe("34.990");
    expect(formatClpInput("")).toBe("");
    expect(formatClpInput("abc")).toBe("");
    expect(formatClpInput("007")).toBe("7");
    expect(parseClpInput(formatClpInput("24990"))).toBe(24990);
  });
  it("stops at the largest price the shop accepts", () => {
    expect(formatClpInput("999999999999")).toBe("100.000.000");
  });
});
