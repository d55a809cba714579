import { defineConfig, mergeConfig } from "vitest/config";
import JourneysLast from "./tests/support/journeys-last.ts";
import { appConfig } from "./vite.config.ts";

/** Suites of emulators running (tools/emulators/exec.ts sets it; one otherwise). */
const emulatorSuites = Number(process.env.EMULATOR_SUITES ?? "1");

/** The journey that counts early taps: its own project, run last and alone (see below). */
const EARLY_TAPS = "tests/journeys/early-taps.test.ts";

/** What every emulated file runs with. */
const emulatedTest = {
  environment: "node",
  maxWorkers: emulatorSuites,
  fileParallelism: emulatorSuites > 1,
  setupFiles: ["tests/support/emulator-suite.ts"],
  globalSetup: ["tests/support/demo-photos-setup.ts"],
  // One worker for all files, its modules loaded once (Firebase, Playwright, sharp): a
  // fresh worker per file spent ~2 s importing them. Files share no state but the
  // emulators, which each one resets (tests/support/emulator-data.ts).
  isolate: false,
  // Room for waiting on background triggers (tests/support/triggers.ts) and more.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // `expect.poll` waits for what a callable or a trigger does. Vitest's default of 1 s passed alone
  // but not in CI beside the other lane: a cancellation, which returns stock in a transaction, was
  // read still "verified" after 1 s. A poll still fails when its outcome never comes.
  expect: { poll: { timeout: 15_000 } },
};

export default mergeConfig(
  appConfig,
  defineConfig({
    test: {
      // Read for the whole run only, not per project; it orders the emulated files.
      sequence: { sequencer: JourneysLast },
      projects: [
        {
          extends: true,
          // Pure code, and the lint rules checked against code that breaks them.
          test: {
            name: "unit",
            include: ["src/**/*.test.ts", "tools/**/*.test.ts", "tests/lint/**/*.test.ts"],
            environment: "node",
            // Files share their workers' loaded modules: this code keeps no state between tests
            // but idb-keyval's open database, which idb-storage.test.ts allows for. Half the CPU.
            isolate: false,
            // The colour analysis decodes and measures photos: 0.3 s on an idle machine, past the
            // default 5 s once in a fresh-clone `npm test`, where this lane runs at a lower priority
            // beside two emulator suites and their browsers.
            testTimeout: 30_000,
          },
        },
        {
          // Components rendered with Testing Library in a simulated DOM; Firebase is mocked at
          // src/lib/firebase, so nothing here needs the emulators.
          extends: true,
          test: {
            name: "components",
            include: ["src/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["src/testing/setup-dom.ts"],
            // Chakra in jsdom, in development mode, is slow: each keystroke in the product editor
            // re-renders its ~200 styled elements, about 0.2 s, and one test types several fields
            // (2.6 s on an idle machine, over 20 s once in `npm test`, where this lane runs at a
            // lower priority beside the emulated one, and past 60 s once the browser journeys, which
            // now run last, were what ran beside it).
            testTimeout: 120_000,
          },
        },
        {
          // Rules, functions and browser journeys use the emulators, each file a whole suite of
          // them to itself: one file per suite at a time, two suites in `npm test`
          // (tools/emulators/exec.ts), each vitest worker on its own.
          extends: true,
          test: {
            name: "emulated",
            include: ["tests/**/*.test.ts"],
            exclude: ["tests/lint/**", EARLY_TAPS],
            ...emulatedTest,
          },
        },
        {
          // The early-tap journey counts whether taps land on a phone slowed 4×: `npm test` runs it
          // after the other emulated files, alone, so no other file's load slows that phone more.
          extends: true,
          test: { name: "early-taps", include: [EARLY_TAPS], ...emulatedTest },
        },
      ],
    },
  }),
);
