/**
 * Waiting for what the Functions emulator does in the background (Firestore and Storage events).
 * The wipe between test files fires no triggers (tests/support/emulator-data.ts), so an event
 * waits only behind its own file's work; on a busy two-core machine the emulator may still start
 * a new process for it, which takes seconds. This bounds only how long a broken trigger takes to
 * fail its test; what the test checks stays the same.
 */
import { expect } from "vitest";

export const TRIGGER_WAIT_MS = 30_000;

/** Polls `done` every 250 ms until it holds, failing after `timeout` with what was awaited. */
export async function waitUntil(
  what: string,
  done: () => Promise<boolean>,
  timeout = TRIGGER_WAIT_MS,
): Promise<void> {
  await expect
    .poll(done, { timeout, interval: 250, message: `Tiempo agotado esperando: ${what}` })
    .toBe(true);
}
