import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idbPersistStorage, idbStateStorage } from "./idb-storage.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("idbStateStorage", () => {
  it("logs and carries on when IndexedDB fails", async () => {
    // Opened first, as idb-keyval keeps its database open whichever test file opened it before.
    await idbStateStorage.getItem("clave");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(IDBDatabase.prototype, "transaction").mockImplementation(() => {
      throw new DOMException("El navegador bloqueó el almacenamiento", "InvalidStateError");
    });
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

  it("commits each write as soon as it is queued, not when the page hears back", async () => {
    const commit = vi.spyOn(IDBTransaction.prototype, "commit");
    await idbStateStorage.setItem("clave", "{}");
    await idbStateStorage.removeItem("clave");
    expect(commit).toHaveBeenCalledTimes(2);
    await idbStateStorage.getItem("clave");
    expect(commit).toHaveBeenCalledTimes(2);
  });
});

describe("idbPersistStorage", () => {
  it("gives no storage where there is no IndexedDB (the server renderer)", () => {
    vi.stubGlobal("indexedDB", undefined);
    expect(idbPersistStorage()).toBeUndefined();
  });

  it("round-trips a persisted state as JSON", async () => {
    const storage = idbPersistStorage<{ ids: string[] }>();
    await storage?.setItem("vistos", { state: { ids: ["a", "b"] }, version: 1 });
    expect(await idbStateStorage.getItem("vistos")).toBe('{"state":{"ids":["a","b"]},"version":1}');
    expect(await storage?.getItem("vistos")).toEqual({ state: { ids: ["a", "b"] }, version: 1 });
  });
});
