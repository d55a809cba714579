import { describe, expect, it } from "vitest";
import { formatClp, parseClpInput } from "./money.ts";

describe("formatClp", () => {
  it("uses Chilean grouping with a $ prefix and no decimals", () => {
    expect(formatClp(0)).toBe("$0");
    expect(formatClp(990)).toBe("$990");
    expect(formatClp(12990)).toBe("$12.990");
    expect(formatClp(1250000)).toBe("$1.250.000");
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
