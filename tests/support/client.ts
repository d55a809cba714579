/**
 * A browser-like Firebase client for tests: the web SDK, connected to the emulators, signed in as
 * whoever the test needs. Each call makes its own app so sessions never leak between tests.
 *
 * The SDK keeps a signed-in user in one in-memory store for the whole process, keyed by app name,
 * and deleting an app does not clear it. Emulated files share a worker (isolate: false), so a name
 * reused by a later file would bring back an earlier file's user: an "anonymous" client that calls
 * as the admin. Names are therefore unique per process, and closing signs out first.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { FUNCTIONS_REGION } from "@domain/deployment.ts";
import { EMULATOR_HOSTS, FUNCTIONS_URL, PROJECT_ID } from "../../tools/emulators/launch.ts";

export type TestClient = {
  call: <Result = unknown>(name: string, data: unknown) => Promise<Result>;
  close: () => Promise<void>;
};

export async function testClient(credentials?: { email: string; password: string }): Promise<TestClient> {
  const app: FirebaseApp = initializeApp(
    { projectId: PROJECT_ID, apiKey: "demo-api-key" },
    `test-${randomUUID()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const { hostname, port } = new URL(FUNCTIONS_URL);
  connectFunctionsEmulator(functions, hostname, Number(port));
  return {
    call: async (name, data) =>
      (await httpsCallable(functions, name, { timeout: 300_000 })(data)).data as never,
    close: async () => {
      await signOut(auth);
      await deleteApp(app);
    },
  };
}

/** Resolves to the callable error's code and message, or fails the test. */
export async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error("Se esperaba un error y la llamada tuvo éxito");
}

/** Resolves to the callable error's code ("functions/permission-denied"…), or fails the test. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  return (await errorOf(promise)).code;
}

/** The emulated function's plain HTTPS address, for calls the web SDK cannot make. */
export function functionUrl(name: string): string {
  return `${FUNCTIONS_URL}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
}

/**
 * Calls a callable as a browser at `address` would reach it in production: Google's front end puts
 * the client's address last in X-Forwarded-For. Errors are thrown as the web SDK throws them
 * (`functions/resource-exhausted`…); a request that got no answer is `functions/internal`.
 */
export async function callFrom<Result = unknown>(
  address: string,
  name: string,
  data: unknown,
): Promise<Result> {
  const endpoint = functionUrl(name);
  let answer: { result?: Result; error?: { status: string; message: string } };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({ data }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw Object.assign(new Error("internal"), { code: "functions/internal" });
  }
  if (answer.error) {
    const code = `functions/${answer.error.status.toLowerCase().replaceAll("_", "-")}`;
    throw Object.assign(new Error(answer.error.message), { code });
  }
  return answer.result as Result;
}

let addressCount = 0;
/** A client address no other call in this run has used. */
export function newClientAddress(): string {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}
