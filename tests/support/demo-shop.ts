/**
 * The set-up every browser journey shares: the emulators' demo shop (tools/seed), as fresh as the
 * journey needs it, and one Chromium for the file. Call it at the top of a test file; its hooks
 * run around that file's tests.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { useLocalEmulators } from "../../tools/firebase-admin.ts";
import { seedDemoData } from "../../tools/seed/seed.ts";
import { launchBrowser } from "../../tools/browser/browser.ts";
import { clearAllData } from "./emulator-data.ts";

export interface DemoShop {
  /** Set before the file's first test. */
  browser: Browser;
}

/** Everything wiped, then the demo shop written again. */
export async function resetToDemoShop(): Promise<void> {
  await clearAllData();
  await seedDemoData();
}

/**
 * `fresh: "file"` seeds once for the file, for journeys whose tests leave each other room;
 * `"test"` seeds before each test, for those that change what the next one reads.
 */
export function useDemoShop({ fresh }: { fresh: "file" | "test" }): DemoShop {
  const shop = {} as DemoShop;
  beforeAll(async () => {
    useLocalEmulators();
    if (fresh === "file") await resetToDemoShop();
    shop.browser = await launchBrowser();
  });
  if (fresh === "test") beforeEach(resetToDemoShop);
  afterAll(async () => {
    await shop.browser?.close();
  });
  return shop;
}
