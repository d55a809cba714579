import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from "firebase/functions";
import { firebaseApp } from "./app.ts";
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from "./config.ts";

/** Same region as the functions (functions/src/firebase/app.ts). */
const FUNCTIONS_REGION = "southamerica-west1";

let functions: Functions | undefined;

function cloudFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    if (usesEmulators) connectFunctionsEmulator(functions, emulatorHost(), EMULATOR_PORTS.functions);
  }
  return functions;
}

export async function callFunction<Input, Output>(name: string, input: Input): Promise<Output> {
  const result = await httpsCallable<Input, Output>(cloudFunctions(), name)(input);
  return result.data;
}
