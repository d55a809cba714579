/**
 * Debian's Chromium, for Lighthouse and for playwright-core alike (no browser download). Without
 * the background-networking flags this machine refuses Chromium's connections many at a time.
 */
import { execFileSync } from "node:child_process";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
];

const firstCommand = (names: string[]) =>
  execFileSync("sh", ["-c", names.map((name) => `command -v ${name}`).join(" || ")], {
    encoding: "utf8",
  }).trim();

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || firstCommand(["chromium", "chromium-browser"]);
}

/**
 * Debian's chromium-headless-shell where it is installed: the same engine built without the
 * browser's own layer, as Playwright runs headless Chromium. The journeys' pages cost it about a
 * third less CPU (105 → 67 CPU-s over two journey files here).
 */
export function headlessChromiumPath(): string {
  return (
    process.env.CHROMIUM_PATH || firstCommand(["chromium-headless-shell", "chromium", "chromium-browser"])
  );
}
