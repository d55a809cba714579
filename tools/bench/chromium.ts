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

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
    encoding: "utf8",
  }).trim();
}
