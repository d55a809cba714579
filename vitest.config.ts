import { defineConfig, mergeConfig } from "vitest/config";
import { appConfig } from "./vite.config.ts";

export default mergeConfig(
  appConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: "unit", include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
        },
        {
          // Rules, functions and browser journeys share the emulators: one file at a time.
          extends: true,
          test: {
            name: "emulated",
            include: ["tests/**/*.test.ts"],
            environment: "node",
            fileParallelism: false,
            // Room for waiting on background triggers (tests/support/triggers.ts) and more.
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
