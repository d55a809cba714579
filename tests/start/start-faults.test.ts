/**
 * `npm start` against faults: busy ports are named before anything is built or started, and the
 * demo seed's writes survive dropped connections (a proxy in front of the Storage emulator resets
 * them), or name what failed when they never get through.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initializeApp, deleteApp, type App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { EMULATOR_HOSTS, LOCAL_FINTOC, PROJECT_ID, SUITE_PORTS } from "../../tools/emulators/launch.ts";
import { repoRoot } from "../../tools/emulators/paths.ts";
import { busyEmulatorPorts, holderFromSs } from "../../tools/emulators/ports.ts";
import { useLocalEmulators } from "../../tools/firebase-admin.ts";
import { isTransient, SEED_RETRIES, withRetries } from "../../tools/seed/retry.ts";

beforeAll(() => useLocalEmulators());

describe("busy ports", () => {
  it("are named with what holds them while this suite's emulators run", async () => {
    const busy = await busyEmulatorPorts();
    expect(busy).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${SUITE_PORTS.firestore} \\(Firestore\\): ocupado por \\S+`)),
        expect.stringMatching(new RegExp(`^${SUITE_PORTS.storage} \\(Storage\\): ocupado por \\S+`)),
        expect.stringMatching(new RegExp(`^${SUITE_PORTS.hosting} \\(Hosting\\): ocupado por \\S+`)),
        // The local Fintoc runs beside the emulators (tools/emulators/exec.ts).
        expect.stringMatching(new RegExp(`^${LOCAL_FINTOC.port} \\(Fintoc simulado\\): ocupado por \\S+`)),
      ]),
    );
    expect(holderFromSs('LISTEN 0 511 127.0.0.1:8080 0.0.0.0:* users:(("java",pid=4242,fd=12))')).toBe(
      "java (pid 4242)",
    );
    expect(holderFromSs("LISTEN 0 511 127.0.0.1:8080 0.0.0.0:*")).toBeUndefined();
  });

  it("stop `npm start` at once, with what to do, before it builds or starts anything", async () => {
    const started = Date.now();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn("npx", ["tsx", "tools/start.ts"], { cwd: repoRoot });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (exitCode) => resolve({ code: exitCode, output }));
    });
    expect(code).toBe(1);
    expect(output).toContain("Los emuladores no pueden iniciar: hay puertos ocupados.");
    expect(output).toContain(`${SUITE_PORTS.firestore} (Firestore): ocupado por`);
    expect(output).toContain("vuelve a ejecutar `npm start`");
    // Nothing was built or started: no Vite output, and the suite's emulators still answer.
    expect(output).not.toContain("vite");
    expect((await fetch(`http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/`)).ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe("the seed's writes", () => {
  /** A TCP proxy to the Storage emulator that resets the first `resets` connections it gets. */
  let proxy: net.Server;
  let resetsLeft = 0;
  let connections = 0;
  const open = new Set<net.Socket>();

  /** Resets the next `count` connections, and the kept-alive ones the client would reuse. */
  function dropConnections(count: number): void {
    resetsLeft = count;
    connections = 0;
    for (const socket of open) socket.resetAndDestroy();
  }
  let flakyApp: App;

  beforeAll(async () => {
    const [host, port] = EMULATOR_HOSTS.FIREBASE_STORAGE_EMULATOR_HOST.split(":") as [string, string];
    proxy = net.createServer((client) => {
      connections++;
      if (resetsLeft > 0) {
        resetsLeft--;
        client.resetAndDestroy();
        return;
      }
      open.add(client);
      client.on("close", () => open.delete(client));
      const upstream = net.connect(Number(port), host);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const proxyHost = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;

    // The Storage client reads the emulator's address when it is created.
    const saved = { ...process.env };
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = proxyHost;
    process.env.STORAGE_EMULATOR_HOST = `http://${proxyHost}`;
    flakyApp = initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, "flaky");
    getStorage(flakyApp).bucket();
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved.FIREBASE_STORAGE_EMULATOR_HOST;
    process.env.STORAGE_EMULATOR_HOST = saved.STORAGE_EMULATOR_HOST;
  });
  afterAll(async () => {
    await deleteApp(flakyApp);
    await new Promise((resolve) => proxy.close(resolve));
  });

  /** The object as the Storage emulator has it, asked directly (not through the proxy). */
  const storedObject = (file: string, query = "") =>
    `http://${EMULATOR_HOSTS.FIREBASE_STORAGE_EMULATOR_HOST}/storage/v1/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(file)}${query}`;

  let attempts = 0;
  // The seed's real backoff waits 0.5 s … 8 s between attempts; what is tested is the retrying.
  const quickly = { firstWaitMs: 20 };
  const upload = (file: string) => () => {
    attempts++;
    return getStorage(flakyApp)
      .bucket()
      .file(file)
      .save(Buffer.from("demo"), { contentType: "text/plain", resumable: false });
  };

  it("get through after dropped connections", async () => {
    const file = `seed-faults/${Date.now()}-retried.txt`;
    dropConnections(2);
    attempts = 0;
    await withRetries(`archivo ${file}`, upload(file), quickly);
    expect(connections).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeGreaterThanOrEqual(3);
    const stored = await fetch(storedObject(file, "?alt=media"));
    expect(await stored.text()).toBe("demo");
    await fetch(storedObject(file), { method: "DELETE" });
  });

  it("name what failed once every attempt is dropped", async () => {
    const file = `seed-faults/${Date.now()}-lost.txt`;
    dropConnections(Number.POSITIVE_INFINITY);
    attempts = 0;
    await expect(withRetries(`archivo ${file}`, upload(file), quickly)).rejects.toThrow(
      new RegExp(`^archivo ${file}: .*(ECONNRESET|socket hang up)`, "i"),
    );
    expect(attempts).toBe(SEED_RETRIES + 1);
    expect((await fetch(storedObject(file))).status).toBe(404);
  });

  it("are retried only when the failure is transient", async () => {
    expect(isTransient(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe(true);
    expect(isTransient(Object.assign(new Error("14 UNAVAILABLE"), { code: 14 }))).toBe(true);
    expect(isTransient(Object.assign(new Error("Service Unavailable"), { code: 503 }))).toBe(true);
    expect(isTransient(new Error("wrapped", { cause: new Error("socket hang up") }))).toBe(true);
    expect(isTransient(Object.assign(new Error("7 PERMISSION_DENIED"), { code: 7 }))).toBe(false);
    expect(isTransient(Object.assign(new Error("Not Found"), { code: 404 }))).toBe(false);

    let calls = 0;
    const refused = withRetries("ajustes", async () => {
      calls++;
      throw Object.assign(new Error("3 INVALID_ARGUMENT: campo inválido"), { code: 3 });
    });
    await expect(refused).rejects.toThrow("ajustes: 3 INVALID_ARGUMENT: campo inválido");
    expect(calls).toBe(1);
  });
});
