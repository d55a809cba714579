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
 * `timeoutMs` for functions that may run longer than the SDK's default 70 s. A call that fails for
 * lack of a connection throws an `OfflineError`.
 */
export async function callFunction<Input, Output>(
  name: string,
  input: Input,
  options?: { timeoutMs?: number },
): Promise<Output> {
  await appCheckReady();
  const call = httpsCallable<Input, Output>(cloudFunctions(), name, { timeout: options?.timeoutMs });
  const result = await observeRequest(() => call(input));
  return result.data;
}
