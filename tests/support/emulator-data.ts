/** Wipes emulator state through the emulators' own REST endpoints (test set-up only). */
import { PROJECT_ID } from "../../tools/emulators/launch.ts";

async function wipe(url: string) {
  const res = await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`DELETE ${url}: ${res.status} ${await res.text()}`);
}

/** Every document; accounts stay, so clients signed in before keep working. */
export async function clearFirestore(): Promise<void> {
  await wipe(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
}

export async function clearAllData(): Promise<void> {
  await clearFirestore();
  await wipe(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/accounts`);
}
