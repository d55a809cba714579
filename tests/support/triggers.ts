/**
 * How long a test waits for a background trigger (a Firestore or Storage event) to have run. The
 * Functions emulator runs events behind whatever earlier test files set off (wiping a seeded
 * catalogue sets off some 40 s of media clean-up and storefront rebuilds) and starts a new process
 * for each event that finds its trigger's workers busy, so on a busy two-core machine a trigger may
 * take more than 30 s to run: once in CI a variants deletion did. This bounds only how long a
 * broken trigger takes to fail its test; what the test checks stays the same.
 */
export const TRIGGER_WAIT_MS = 90_000;
