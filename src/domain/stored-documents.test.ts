import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseStored, toDates } from "./stored-documents.ts";

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

describe("parseStored", () => {
  it("reads a document's data with its id and Dates, through the schema", () => {
    const withId = z.object({ id: z.string(), at: z.date() });
    expect(parseStored(withId, { at: timestamp("2026-11-01T10:00:00Z"), extra: 1 }, "doc-1").data).toEqual({
      id: "doc-1",
      at: new Date("2026-11-01T10:00:00Z"),
    });
    // A schema of some fields reads those alone, and says when one is wrong.
    const stock = z.object({ stock: z.number().int() });
    expect(parseStored(stock, { stock: 3, name: "Luna" }, "doc-2").data).toEqual({ stock: 3 });
    expect(parseStored(stock, { stock: "tres" }, "doc-3").success).toBe(false);
  });
});
