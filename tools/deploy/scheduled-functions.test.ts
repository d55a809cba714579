/**
 * Every scheduled function is placed where Cloud Scheduler can create its job. The regions are
 * read from the functions themselves (each one's `__endpoint`, which firebase-tools deploys), not
 * from a copy of the constant, so a schedule that forgets its region (and falls back to Santiago)
 * or names another one fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CLOUD_SCHEDULER_REGIONS } from "@domain/deployment.ts";
import { repoRoot } from "../emulators/paths.ts";

const functionsSource = path.join(repoRoot, "functions", "src");
const schedulerDir = path.join(functionsSource, "scheduler");

type Endpoint = { region?: string[]; scheduleTrigger?: { schedule: string } };

/** Every `functions/src` file that defines a schedule, relative to `functions/src`. */
function filesDefiningSchedules(dir = functionsSource): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesDefiningSchedules(file);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return /\bonSchedule\(/.test(readFileSync(file, "utf8")) ? [path.relative(functionsSource, file)] : [];
  });
}

/** The scheduled functions the modules under functions/src/scheduler export, with their regions. */
async function scheduledEndpoints(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const name of readdirSync(schedulerDir).filter((file) => file.endsWith(".ts"))) {
    const module = (await import(pathToFileURL(path.join(schedulerDir, name)).href)) as Record<
      string,
      { __endpoint?: Endpoint }
    >;
    for (const [exported, value] of Object.entries(module)) {
      const endpoint = value?.__endpoint;
      if (endpoint?.scheduleTrigger) found[exported] = endpoint.region ?? [];
    }
  }
  return found;
}

describe("scheduled functions", () => {
  it("are all defined under functions/src/scheduler", () => {
    expect(filesDefiningSchedules().every((file) => file.startsWith(`scheduler${path.sep}`))).toBe(true);
  });

  // Importing the functions (firebase-admin, firebase-functions) takes a few seconds on a busy machine.
  it("run in a region that has Cloud Scheduler", { timeout: 60_000 }, async () => {
    const endpoints = await scheduledEndpoints();
    expect(Object.keys(endpoints).sort()).toEqual(["scheduledAlertCheck", "scheduledHoldSweep"]);
    for (const [name, regions] of Object.entries(endpoints)) {
      expect(regions, name).not.toHaveLength(0);
      for (const region of regions) expect(CLOUD_SCHEDULER_REGIONS, `${name}: ${region}`).toContain(region);
    }
  });
});
