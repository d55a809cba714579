/**
 * Where the project keeps what it generates for the emulators. Everything here is git-ignored and
 * rebuilt on demand, so a fresh clone needs nothing but `npm install`.
 */
import { fileURLToPath } from "node:url";
import path from "node:path";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const toolCacheDir = path.join(repoRoot, ".cache", "emulators");
/** Emulator data kept between runs of `npm start` (import on start, export on exit). */
export const savedDataDir = path.join(repoRoot, ".emulator-data");
/** Written while the demo seed runs (its start time), removed once it is saved complete. */
export const unfinishedSeedFile = path.join(repoRoot, ".emulator-data-seed.json");
