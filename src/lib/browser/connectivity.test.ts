import { describe, expect, it } from "vitest";
import { ConnectivityMonitor, mayBeNetworkError, PROBE_BACKOFF_MS } from "./connectivity.ts";

/** A monitor whose browser, network and clock the test controls. */
function monitorWith({
  browserOnline = true,
  networkUp = true,
  visible = true,
  wasUnreachable = false,
} = {}) {
  const world = { browserOnline, networkUp, visible, probes: 0, remembered: wasUnreachable };
  const timers: { run: () => void; ms: number }[] = [];
  const monitor = new ConnectivityMonitor({
    browserOnline: () => world.browserOnline,
    probe: async () => {
      world.probes += 1;
      return world.networkUp;
    },
    visible: () => world.visible,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    memory: {
      wasUnreachable: () => world.remembered,
      remember: (unreachable) => {
        world.remembered = unreachable;
      },
    },
  });
  /** Fires the one pending retry and waits for its probe; returns how long it had waited. */
  async function nextRetry(): Promise<number> {
    expect(timers).toHaveLength(1);
    const [timer] = timers.splice(0, 1);
    timer!.run();
    await monitor.check();
    return timer!.ms;
  }
  return { monitor, world, timers, nextRetry };
}

describe("ConnectivityMonitor", () => {
  it("trusts a working network without probing or polling", async () => {
    const { monitor, world, timers } = monitorWith();
    monitor.reportReachable();
    expect(monitor.online()).toBe(true);
    expect(world.probes).toBe(0);
    expect(timers).toHaveLength(0);
  });

  it("goes offline when a failed request is confirmed by the probe, though the browser claims online", async () => {
    const { monitor, world } = monitorWith({ networkUp: false });
    const changes: boolean[] = [];
    monitor.subscribe(() => changes.push(monitor.online()));
    monitor.reportNetworkFailure();
    expect(await monitor.check()).toBe(false);
    expect(monitor.online()).toBe(false);
    expect(changes).toEqual([false]);
    expect(world.probes).toBe(1); // the two calls shared one probe
  });

  it("stays online when the probe gets through after a failure (the server's, not the network's)", async () => {
    const { monitor, timers } = monitorWith();
    expect(await monitor.check()).toBe(true);
    expect(monitor.online()).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it("probes again with backoff while offline, and comes back when the network does", async () => {
    const { monitor, world, nextRetry, timers } = monitorWith({ networkUp: false });
    await monitor.check();
    const waits = [];
    for (let i = 0; i < PROBE_BACKOFF_MS.length + 1; i++) waits.push(await nextRetry());
    expect(waits).toEqual([...PROBE_BACKOFF_MS, PROBE_BACKOFF_MS.at(-1)]);
    expect(monitor.online()).toBe(false);

    world.networkUp = true;
    await nextRetry();
    expect(monitor.online()).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it("comes back at once when any request succeeds, and stops probing", async () => {
    const { monitor, timers } = monitorWith({ networkUp: false });
    await monitor.check();
    expect(timers).toHaveLength(1);
    monitor.reportReachable();
    expect(monitor.online()).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it("believes the browser when it says offline, and probes when it says online again", async () => {
    const { monitor, world, timers } = monitorWith({ networkUp: false });
    await monitor.check();
    world.browserOnline = false;
    monitor.browserChanged();
    expect(monitor.online()).toBe(false);
    await monitor.check();
    expect(world.probes).toBe(1); // no request is made while the browser knows it is offline
    expect(timers).toHaveLength(0); // the `online` event will probe instead

    world.browserOnline = true;
    world.networkUp = true;
    monitor.browserChanged();
    await monitor.check();
    expect(world.probes).toBe(2);
    expect(monitor.online()).toBe(true);
  });

  it("waits for a hidden page to be shown before probing again", async () => {
    const { monitor, world, timers } = monitorWith({ networkUp: false, visible: false });
    await monitor.check();
    expect(timers).toHaveLength(0);
    world.visible = true;
    world.networkUp = true;
    monitor.browserChanged();
    await monitor.check();
    expect(monitor.online()).toBe(true);
  });

  it("starts where the tab's last page left off, and checks at once", async () => {
    const stillDown = monitorWith({ wasUnreachable: true, networkUp: false });
    expect(stillDown.monitor.online()).toBe(false);
    await stillDown.monitor.check();
    expect(stillDown.world.probes).toBe(1);
    expect(stillDown.monitor.online()).toBe(false);

    const backUp = monitorWith({ wasUnreachable: true });
    await backUp.monitor.check();
    expect(backUp.monitor.online()).toBe(true);
    expect(backUp.world.remembered).toBe(false);
  });

  it("remembers being offline for the tab's next page", async () => {
    const { monitor, world } = monitorWith({ networkUp: false });
    await monitor.check();
    expect(world.remembered).toBe(true);
    monitor.reportReachable();
    expect(world.remembered).toBe(false);
  });
});

describe("mayBeNetworkError", () => {
  it("recognises failed fetches and the Firebase SDKs' network failures", () => {
    expect(mayBeNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(mayBeNetworkError({ code: "functions/internal", message: "internal" })).toBe(true);
    expect(mayBeNetworkError({ code: "functions/unavailable", message: "unavailable" })).toBe(true);
    expect(mayBeNetworkError({ code: "functions/deadline-exceeded", message: "x" })).toBe(true);
    expect(mayBeNetworkError({ code: "storage/retry-limit-exceeded", message: "x" })).toBe(true);
    expect(mayBeNetworkError({ code: "unavailable", message: "client is offline" })).toBe(true);
  });

  it("leaves the server's own answers alone", () => {
    expect(mayBeNetworkError({ code: "functions/internal", message: "INTERNAL" })).toBe(false);
    expect(mayBeNetworkError({ code: "functions/failed-precondition", message: "Stock" })).toBe(false);
    expect(mayBeNetworkError({ code: "storage/unauthorized", message: "x" })).toBe(false);
    expect(mayBeNetworkError(new Error("HTTP 500"))).toBe(false);
    expect(mayBeNetworkError(undefined)).toBe(false);
  });
});
