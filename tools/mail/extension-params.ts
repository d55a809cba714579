/**
 * The Trigger Email extension's parameters as `firebase deploy` installs them
 * (extensions/firestore-send-email.env): the local stand-in and the tests read the same file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../emulators/paths.ts";

export type ExtensionParams = Record<string, string>;

export function sendEmailExtensionParams(): ExtensionParams {
  const file = readFileSync(path.join(repoRoot, "extensions", "firestore-send-email.env"), "utf8");
  return Object.fromEntries(
    file
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

/** When the extension has a document deleted: `TTL_EXPIRE_VALUE` units of `TTL_EXPIRE_TYPE` after `from`. */
export function expiryAfter(from: Date, params: ExtensionParams): Date | null {
  const type = params.TTL_EXPIRE_TYPE;
  const value = Number(params.TTL_EXPIRE_VALUE ?? 1);
  if (!type || type === "never") return null;
  const at = new Date(from);
  if (type === "hour") at.setHours(at.getHours() + value);
  else if (type === "day") at.setDate(at.getDate() + value);
  else if (type === "week") at.setDate(at.getDate() + 7 * value);
  else if (type === "month") at.setMonth(at.getMonth() + value);
  else if (type === "year") at.setFullYear(at.getFullYear() + value);
  else throw new Error(`TTL_EXPIRE_TYPE desconocido: ${type}`);
  return at;
}
