/**
 * The emulators' fixed ports (firebase.json), and who holds one that is busy: `npm start` checks
 * them before building, so a second start or a leftover emulator is named at once instead of
 * failing minutes later with "port taken".
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { LOCAL_FINTOC } from "./launch.ts";
import { repoRoot } from "./paths.ts";

const NAMES: Record<string, string> = {
  auth: "Authentication",
  firestore: "Firestore",
  functions: "Functions",
  storage: "Storage",
  hosting: "Hosting",
  hub: "Emulator Hub",
  logging: "Logging",
};
/** Not in firebase.json: the Firestore emulator's WebSocket port, fixed by the CLI. */
const FIRESTORE_WEBSOCKET_PORT = 9150;

export function emulatorPorts(): { name: string; port: number }[] {
  const config = JSON.parse(readFileSync(path.join(repoRoot, "firebase.json"), "utf8")) as {
    emulators: Record<string, { port?: number }>;
  };
  const ports = Object.entries(config.emulators)
    .filter(([, settings]) => typeof settings?.port === "number")
    .map(([key, settings]) => ({ name: NAMES[key] ?? key, port: settings.port! }));
  return [
    ...ports,
    { name: "Firestore (WebSocket)", port: FIRESTORE_WEBSOCKET_PORT },
    ...(LOCAL_FINTOC.enabled ? [{ name: "Fintoc simulado", port: LOCAL_FINTOC.port }] : []),
  ];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** "java (pid 4242)" from one line of `ss -ltnpH`, if the line names its process. */
export function holderFromSs(line: string): string | undefined {
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(line);
  return match ? `${match[1]} (pid ${match[2]})` : undefined;
}

function holderOf(port: number): string {
  try {
    const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    return holderFromSs(line) ?? "otro programa";
  } catch {
    return "otro programa";
  }
}

/** The busy ports, each with what holds it; empty when every emulator can start. */
export async function busyEmulatorPorts(): Promise<string[]> {
  const busy: string[] = [];
  for (const { name, port } of emulatorPorts()) {
    if (!(await isFree(port))) busy.push(`${port} (${name}): ocupado por ${holderOf(port)}`);
  }
  return busy;
}
