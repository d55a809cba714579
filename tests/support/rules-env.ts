/**
 * A rules-unit-testing environment on the running emulators, loaded with the repository's real
 * rules files, in this test worker's suite of emulators.
 */
import { readFileSync } from "node:fs";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import type { Firestore } from "firebase/firestore";
import type { FirebaseStorage } from "firebase/storage";
import { afterAll, beforeAll, beforeEach } from "vitest";
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

/** One caller's Firestore and Storage, as the modular SDK's functions take them. */
export interface Caller {
  db: Firestore;
  storage: FirebaseStorage;
}

// rules-unit-testing hands out compat instances; the modular functions accept them at run time.
export const callerOf = (context: RulesTestContext): Caller => ({
  db: context.firestore() as unknown as Firestore,
  storage: context.storage() as unknown as FirebaseStorage,
});

/**
 * A test file's rules environment: made before its tests and cleaned up after them. Before each
 * test it wipes what `clear` names (Firestore unless told otherwise) and writes `seed` with the
 * rules off. `anonymous`, `customer` and `admin` are the three callers the rules tell apart.
 */
export function useRulesEnvironment(options: {
  seed: (rulesOff: Caller) => Promise<void>;
  clear?: { firestore: boolean; storage: boolean };
  projectId?: string;
}) {
  const clear = options.clear ?? { firestore: true, storage: false };
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await rulesTestEnvironment(options.projectId);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    if (clear.firestore) await env!.clearFirestore();
    if (clear.storage) await env!.clearStorage();
    await env!.withSecurityRulesDisabled((context) => options.seed(callerOf(context)));
  });
  return {
    get env() {
      return env!;
    },
    anonymous: () => callerOf(env!.unauthenticatedContext()),
    customer: () => callerOf(env!.authenticatedContext("customer", CUSTOMER_TOKEN)),
    admin: () => callerOf(env!.authenticatedContext("admin", ADMIN_TOKEN)),
  };
}
