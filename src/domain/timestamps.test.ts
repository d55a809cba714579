import { describe, expect, it } from "vitest";
import { toDates } from "./timestamps.ts";

/** Stands for a Timestamp of any of the SDKs: an object that converts itself with toDate(). */
const timestamp = (iso: string) => ({
  seconds: Date.parse(iso) / 1000,
  nanoseconds: 0,
  toDate: () => new Date(iso),
});

describe("toDates", () => {
  it("turns Timestamps into Dates at any depth, in objects and arrays", () => {
    expect(
      toDates({
        createdAt: timestamp("2026-11-01T10:00:00Z"),
        proof: { uploadedAt: timestamp("2026-11-02T11:00:00Z"), path: "p.jpg" },
        statusHistory: [{ at: timestamp("2026-11-03T12:00:00Z"), status: "verified" }],
      }),
    ).toEqual({
      createdAt: new Date("2026-11-01T10:00:00Z"),
      proof: { uploadedAt: new Date("2026-11-02T11:00:00Z"), path: "p.jpg" },
      statusHistory: [{ at: new Date("2026-11-03T12:00:00Z"), status: "verified" }],
    });
  });

  it("keeps Dates, plain values and null as they are", () => {
    const date = new Date("2026-11-01T10:00:00Z");
    expect(toDates({ date, count: 3, name: "Luna", none: null, list: [1, "a"] })).toEqual({
      date,
      count: 3,
      name: "Luna",
      none: null,
      list: [1, "a"],
    });
  });
});
