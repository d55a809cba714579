/**
 * A rules-unit-testing environment on the running emulators, loaded with the repository's real
 * rules files. Tests run one file at a time (vitest "emulated" project).
 */
import { readFileSync } from "node:fs";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { PROJECT_ID } from "../../tools/emulators/launch.ts";

/**
 * Rules tests get a project of their own in the emulators by default. Wiping it between tests then
 * leaves the shop's data alone and wakes none of its functions: clearing the shop's project deletes
 * an earlier file's catalog, and the triggers that follow (media clean-up, storefront rebuilds,
 * hundreds of Storage deletions) kept the machine busy into the next files and timed them out.
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

/**
 * `projectId`: the shop's own project only where the rules must see its data, e.g. storage rules
 * reading an order through `firestore.get()`, which the Storage emulator resolves in its project.
 */
export async function rulesTestEnvironment(projectId = RULES_PROJECT_ID): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { rules: readFileSync("firestore.rules", "utf8"), host: "127.0.0.1", port: 8080 },
    storage: { rules: readFileSync("storage.rules", "utf8"), host: "127.0.0.1", port: 9199 },
  });
}

/** Claims of the three kinds of caller the rules tell apart. */
export const ADMIN_TOKEN = { email: "admin@chatoyant.test", email_verified: true, admin: true };
export const CUSTOMER_TOKEN = { email: "clienta@ejemplo.cl" };
