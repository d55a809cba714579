import { describe, expect, it } from "vitest";
import firebaseConfig from "../../firebase.json" with { type: "json" };
import { FUNCTIONS_REGION } from "./deployment.ts";

describe("FUNCTIONS_REGION", () => {
  it("is the region every Hosting rewrite to a function names", () => {
    const regions = firebaseConfig.hosting.rewrites.flatMap((rewrite) =>
      "function" in rewrite && rewrite.function ? [rewrite.function.region] : [],
    );
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set([FUNCTIONS_REGION]));
  });
});
