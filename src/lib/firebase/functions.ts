import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from "firebase/functions";
import { FUNCTIONS_REGION } from "@domain/deployment.ts";
import { observeRequest } from "@/lib/browser/connectivity.ts";
import { appCheckReady } from "./app-check.ts";
import { firebaseApp } from "./app.ts";
import { emulatorAddress, usesEmulators } from "./config.ts";

let functions: Functions | undefined;

function cloudFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    if (usesEmulators) {
      const { host, port } = emulatorAddress("functions");
      connectFunctionsEmulator(functions, host, port);
    }
  }
  return functions;
}

/**
 * `timeoutMs` for functions that may run longer than the SDK's default 70 s. `replayProtected` for
 * functions that consume each App Check token (functions/src/https/guards.ts, REPLAY_PROTECTED):
 * they refuse a token seen before, so each call gets a limited-use token of its own instead of the
 * cached one. A call that fails for lack of a connection throws an `OfflineError`.
 */
export async function callFunction<Input, Output>(
  name: string,
  input: Input,
  options?: { timeoutMs?: number; replayProtected?: boolean },
): Promise<Output> {
  await appCheckReady();
  const call = httpsCallable<Input, Output>(cloudFunctions(), name, {
    timeout: options?.timeoutMs,
    limitedUseAppCheckTokens: options?.replayProtected ?? false,
  });
  const result = await observeRequest(() => call(input));
  return result.data;
}
