import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idbPersistStorage, idbStateStorage } from "./idb-storage.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("idbStateStorage", () => {
  // First on purpose: idb-keyval keeps its database open once it has opened it.
  it("logs and carries on when IndexedDB is unavailable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("indexedDB", undefined);
    await expect(idbStateStorage.getItem("clave")).resolves.toBeNull();
    await expect(idbStateStorage.setItem("clave", "{}")).resolves.toBeUndefined();
    await expect(idbStateStorage.removeItem("clave")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("stores, reads and removes strings by key", async () => {
    expect(await idbStateStorage.getItem("clave")).toBeNull();
    await idbStateStorage.setItem("clave", '{"a":1}');
    expect(await idbStateStorage.getItem("clave")).toBe('{"a":1}');
    await idbStateStorage.removeItem("clave");
    expect(await idbStateStorage.getItem("clave")).toBeNull();
  });
});

describe("idbPersistStorage", () => {
  it("round-trips a persisted state as JSON", async () => {
    const storage = idbPersistStorage<{ ids: string[] }>();
    await storage?.setItem("vistos", { state: { ids: ["a", "b"] }, version: 1 });
    expect(await idbStateStorage.getItem("vistos")).toBe('{"state":{"ids":["a","b"]},"version":1}');
    expect(await storage?.getItem("vistos")).toEqual({ state: { ids: ["a", "b"] }, version: 1 });
  });
});
