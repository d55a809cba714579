/**
 * The emulators' fixed ports (domain/deployment.ts), and who holds one that is busy: `npm start` checks
 * them before building, so a second start or a leftover emulator is named at once instead of
 * failing minutes later with "port taken".
 */
import { execFileSync } from "node:child_process";
import net from "node:net";
import type { EmulatorPorts } from "@domain/deployment.ts";
import { LOCAL_FINTOC, LOCAL_MAIL, SUITE_PORTS } from "./launch.ts";

const NAMES: Record<keyof EmulatorPorts, string> = {
  auth: "Authentication",
  firestore: "Firestore",
  firestoreWebSocket: "Firestore (WebSocket)",
  functions: "Functions",
  storage: "Storage",
  hosting: "Hosting",
  hub: "Emulator Hub",
  logging: "Logging",
};

/** This process's suite's ports (suite 0: firebase.json's), and the local Fintoc's and inbox's. */
export function emulatorPorts(): { name: string; port: number }[] {
  return [
    ...Object.entries(SUITE_PORTS).map(([service, port]) => ({
      name: NAMES[service as keyof EmulatorPorts],
      port,
    })),
    ...(LOCAL_FINTOC.enabled ? [{ name: "Fintoc simulado", port: LOCAL_FINTOC.port }] : []),
    ...(LOCAL_MAIL.enabled
      ? [
          { name: "Correo local (SMTP)", port: LOCAL_MAIL.smtpPort },
          { name: "Correo local (web)", port: LOCAL_MAIL.webPort },
        ]
      : []),
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
