import { describe, expect, it } from "vitest";
import firebaseConfig from "../../firebase.json" with { type: "json" };
import {
  CLOUD_SCHEDULER_REGIONS,
  EMULATOR_PORTS,
  EMULATOR_SUITE_COUNT,
  EMULATOR_SUITE_STEP,
  emulatorPortsOfSuite,
  FUNCTIONS_REGION,
  SCHEDULER_REGION,
  suiteServedFrom,
} from "./deployment.ts";

describe("FUNCTIONS_REGION", () => {
  it("is the region every Hosting rewrite to a function names", () => {
    const regions = firebaseConfig.hosting.rewrites.flatMap((rewrite) =>
      "function" in rewrite && rewrite.function ? [rewrite.function.region] : [],
    );
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set([FUNCTIONS_REGION]));
  });
});

// The scheduled functions' own regions are read from their code in tools/deploy/scheduled-functions.test.ts.
describe("SCHEDULER_REGION", () => {
  it("has Cloud Scheduler, which Santiago, where everything else runs, has not", () => {
    expect(CLOUD_SCHEDULER_REGIONS).toContain(SCHEDULER_REGION);
    expect(CLOUD_SCHEDULER_REGIONS).not.toContain(FUNCTIONS_REGION);
  });
});

describe("EMULATOR_PORTS", () => {
  it("are firebase.json's", () => {
    const { emulators } = firebaseConfig;
    const { firestoreWebSocket, ...configured } = EMULATOR_PORTS;
    expect(firestoreWebSocket).toBe(9150);
    expect(configured).toEqual({
      hosting: emulators.hosting.port,
      functions: emulators.functions.port,
      firestore: emulators.firestore.port,
      auth: emulators.auth.port,
      storage: emulators.storage.port,
      hub: emulators.hub.port,
      logging: emulators.logging.port,
    });
  });

  it("give every suite ports no other suite uses", () => {
    const all = Array.from({ length: EMULATOR_SUITE_COUNT }, (_, suite) =>
      Object.values(emulatorPortsOfSuite(suite)),
    ).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(emulatorPortsOfSuite(0)).toEqual(EMULATOR_PORTS);
  });

  it("are ports browsers open (Chromium refuses some, such as SIP's 5060)", () => {
    const refused = [4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080];
    for (let suite = 0; suite < EMULATOR_SUITE_COUNT; suite++) {
      for (const port of Object.values(emulatorPortsOfSuite(suite))) expect(refused).not.toContain(port);
    }
  });

  it("tell a page which suite served it", () => {
    expect(suiteServedFrom(5050)).toBe(0);
    expect(suiteServedFrom(emulatorPortsOfSuite(1).hosting)).toBe(1);
    // Vite's dev server, and a port between two suites'.
    expect(suiteServedFrom(5173)).toBe(0);
    expect(suiteServedFrom(5050 + EMULATOR_SUITE_STEP / 2)).toBe(0);
  });
});
