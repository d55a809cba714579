import { describe, expect, it } from "vitest";
import { lastDayKeys, lastHourKeys, santiagoHourKey, startOfSantiagoMonth } from "./santiago-clock.ts";
import { santiagoDayKey } from "../locale.ts";

describe("santiagoHourKey", () => {
  it("names the Santiago day and hour, in summer (UTC−3) and winter (UTC−4)", () => {
    expect(santiagoHourKey(new Date("2026-01-15T12:30:00Z"))).toBe("2026011509");
    expect(santiagoHourKey(new Date("2026-07-15T12:30:00Z"))).toBe("2026071508");
    expect(santiagoHourKey(new Date("2026-01-15T03:00:00Z"))).toBe("2026011500");
    expect(santiagoHourKey(new Date("2026-01-15T02:59:59Z"))).toBe("2026011423");
  });

  it("starts with the day key", () => {
    const at = new Date("2026-11-22T18:00:00Z");
    expect(santiagoHourKey(at).slice(0, 8)).toBe(santiagoDayKey(at));
  });
});

describe("lastHourKeys", () => {
  it("lists this hour and the 23 before it", () => {
    const keys = lastHourKeys(new Date("2026-01-15T12:30:00Z"), 24);
    expect(keys).toHaveLength(24);
    expect(keys[0]).toBe("2026011509");
    expect(keys[9]).toBe("2026011500");
    expect(keys[10]).toBe("2026011423");
    expect(keys[23]).toBe("2026011410");
  });

  it("lists a repeated hour once when clocks go back (first Sunday of April)", () => {
    const keys = lastHourKeys(new Date("2026-04-05T12:00:00Z"), 24);
    expect(keys).toHaveLength(23);
    expect(keys.filter((key) => key === "2026040423")).toHaveLength(1);
  });
});

describe("lastDayKeys", () => {
  it("lists calendar days back across a month end", () => {
    expect(lastDayKeys(new Date("2026-03-02T15:00:00Z"), 4)).toEqual([
      "20260302",
      "20260301",
      "20260228",
      "20260227",
    ]);
  });

  it("uses the Santiago day, not the UTC one", () => {
    expect(lastDayKeys(new Date("2026-03-02T02:00:00Z"), 1)).toEqual(["20260301"]);
  });

  it("gives 30 distinct days across a DST change", () => {
    const keys = lastDayKeys(new Date("2026-04-20T12:00:00Z"), 30);
    expect(new Set(keys).size).toBe(30);
    expect(keys.at(-1)).toBe("20260322");
  });
});

describe("startOfSantiagoMonth", () => {
  it("is midnight on the 1st in Santiago", () => {
    expect(startOfSantiagoMonth(new Date("2026-01-20T12:00:00Z")).toISOString()).toBe(
      "2026-01-01T03:00:00.000Z",
    );
    expect(startOfSantiagoMonth(new Date("2026-07-20T12:00:00Z")).toISOString()).toBe(
      "2026-07-01T04:00:00.000Z",
    );
  });

  it("counts the first hours of the 1st in Santiago (still the previous month in UTC) as this month", () => {
    expect(startOfSantiagoMonth(new Date("2026-08-01T01:00:00Z")).toISOString()).toBe(
      "2026-07-01T04:00:00.000Z",
    );
    expect(startOfSantiagoMonth(new Date("2026-08-01T05:00:00Z")).toISOString()).toBe(
      "2026-08-01T04:00:00.000Z",
    );
  });
});
