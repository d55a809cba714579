/**
 * A rules-unit-testing environment on the running emulators, loaded with the repository's real
 * rules files, in this test worker's suite of emulators.
 */
import { readFileSync } from "node:fs";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { EMULATOR_HOSTS, PROJECT_ID } from "../../tools/emulators/launch.ts";

function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(":");
  return { host: host!, port: Number(port) };
}

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
    firestore: {
      rules: readFileSync("firestore.rules", "utf8"),
      ...hostAndPort(EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST),
    },
    storage: {
      rules: readFileSync("storage.rules", "utf8"),
      ...hostAndPort(EMULATOR_HOSTS.FIREBASE_STORAGE_EMULATOR_HOST),
    },
  });
}

/** Claims of the three kinds of caller the rules tell apart. */
export const ADMIN_TOKEN = { email: "admin@chatoyant.test", email_verified: true, admin: true };
export const CUSTOMER_TOKEN = { email: "clienta@ejemplo.cl" };
