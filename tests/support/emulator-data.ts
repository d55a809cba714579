/** Wipes emulator state through the emulators' own REST endpoints (test set-up only). */
import { PROJECT_ID } from "../../tools/emulators/launch.ts";

async function wipe(url: string) {
  const res = await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`DELETE ${url}: ${res.status} ${await res.text()}`);
}

export async function clearAllData(): Promise<void> {
  await wipe(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
  await wipe(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/accounts`);
}
