import { describe, expect, it } from "vitest";
import { ACCESS_KEY_ALPHABET, accessKeyHash, generateAccessKey, normalizeAccessKey } from "./access-keys.ts";

describe("normalizeAccessKey", () => {
  it("trims and upper-cases what was typed", () => {
    expect(normalizeAccessKey("  cht-7kq2-m9xd \n")).toBe("CHT-7KQ2-M9XD");
    expect(normalizeAccessKey("CHT-7KQ2-M9XD")).toBe("CHT-7KQ2-M9XD");
  });
});

describe("accessKeyHash", () => {
  it("is the hex SHA-256 of the text (known vectors)", async () => {
    expect(await accessKeyHash("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await accessKeyHash("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("gives the same hash for a key however it was typed once normalised, and differs between keys", async () => {
    const stored = await accessKeyHash(normalizeAccessKey("CHT-7KQ2-M9XD"));
    expect(await accessKeyHash(normalizeAccessKey(" cht-7kq2-m9xd "))).toBe(stored);
    expect(await accessKeyHash(normalizeAccessKey("CHT-7KQ2-M9XE"))).not.toBe(stored);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("generateAccessKey", () => {
  it("formats random bytes as CHT-XXXX-XXXX from the easy-to-type alphabet", () => {
    const key = generateAccessKey(() => Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 40]));
    expect(key).toBe("CHT-2345-Z2ZA");
  });

  it("makes different, well-formed keys with the platform's generator", () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateAccessKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^CHT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(normalizeAccessKey(key)).toBe(key);
    }
    expect(ACCESS_KEY_ALPHABET).toHaveLength(32);
    expect(ACCESS_KEY_ALPHABET).not.toMatch(/[01IO]/);
  });
});
