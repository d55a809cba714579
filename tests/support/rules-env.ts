/**
 * A rules-unit-testing environment on the running emulators, loaded with the repository's real
 * rules files. Tests use the emulator project, one file at a time (vitest "emulated" project).
 */
import { readFileSync } from "node:fs";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { PROJECT_ID } from "../../tools/emulators/launch.ts";

export async function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync("firestore.rules", "utf8"), host: "127.0.0.1", port: 8080 },
    storage: { rules: readFileSync("storage.rules", "utf8"), host: "127.0.0.1", port: 9199 },
  });
}

/** Claims of the three kinds of caller the rules tell apart. */
export const ADMIN_TOKEN = { email: "admin@chatoyant.test", admin: true };
export const CUSTOMER_TOKEN = { email: "clienta@ejemplo.cl" };
