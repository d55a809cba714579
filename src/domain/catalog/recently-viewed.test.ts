import { describe, expect, it } from "vitest";
import { pushRecentlyViewed, RECENTLY_VIEWED_LIMIT } from "./recently-viewed.ts";

describe("pushRecentlyViewed", () => {
  it("puts the newest first", () => {
    expect(pushRecentlyViewed([], "a")).toEqual(["a"]);
    expect(pushRecentlyViewed(["a", "b"], "c")).toEqual(["c", "a", "b"]);
  });

  it("moves a product seen again to the front instead of repeating it", () => {
    expect(pushRecentlyViewed(["a", "b", "c"], "c")).toEqual(["c", "a", "b"]);
  });

  it("keeps at most 6, dropping the oldest", () => {
    const six = ["f", "e", "d", "c", "b", "a"];
    expect(RECENTLY_VIEWED_LIMIT).toBe(6);
    expect(pushRecentlyViewed(six, "g")).toEqual(["g", "f", "e", "d", "c", "b"]);
  });

  it("returns the same list when the product is already the newest", () => {
    const ids = ["a", "b"];
    expect(pushRecentlyViewed(ids, "a")).toBe(ids);
  });
});
