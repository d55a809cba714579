/**
 * Tests the project's storage rules runtime (tools/storage-rules-runtime) the way the Firebase CLI
 * uses it: spawned like firebase-tools 14.18 spawns its closed jar, spoken to over stdin/stdout, with
 * the test playing the CLI (including the Firestore look-ups behind `firestore.get()` in rules).
 * Request variables are built exactly like lib/emulator/storage/rules/runtime.js builds them.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedCliJar, sdkFirestoreJar } from "../../tools/emulators/firestore-binary.ts";
import { buildStorageRulesAdapter } from "../../tools/emulators/storage-binary.ts";

const TIMEOUT = 60_000;
const BUCKET = "demo-chatoyant.appspot.com";

// ---------------------------------------------------------------------------------------------
// Values as the CLI builds them (ports of toExpressionValue / createRequestExpressionValue).

type ExpressionValue = Record<string, unknown>;

function toExpressionValue(value: unknown): ExpressionValue {
  if (typeof value === "string") return { string_value: value };
  if (typeof value === "boolean") return { bool_value: value };
  if (typeof value === "number") {
    return Number.isInteger(value) ? { int_value: value } : { float_value: value };
  }
  // The CLI's toSerializedDate prints the same "YYYY-MM-DDTHH:MM:SS.mmmZ" as toISOString.
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  if (Array.isArray(value)) return { list_value: { values: value.map(toExpressionValue) } };
  if (value == null) return { null_value: null };
  if (typeof value === "object") {
    const fields: Record<string, ExpressionValue> = {};
    for (const [key, field] of Object.entries(value)) fields[key] = toExpressionValue(field);
    return { map_value: { fields } };
  }
  throw new Error(`cannot convert ${String(value)}`);
}

/** What StoredFileMetadata.asRulesResource() gives for an object (the CLI's `resource`). */
function storedFile(name: string, size: number, contentType: string) {
  const now = new Date();
  return {
    name,
    bucket: BUCKET,
    generation: Date.now(),
    metageneration: 1,
    size,
    timeCreated: now,
    updated: now,
    md5Hash: "1B2M2Y8AsgTpgAmY7PhCfg==",
    crc32c: "0",
    etag: "etag",
    contentDisposition: undefined,
    contentEncoding: undefined,
    contentType,
    metadata: {},
  };
}

/** A decoded Auth emulator ID token: the CLI turns it into request.auth = {uid, token}. */
function idToken(uid: string) {
  return { user_id: uid, sub: uid, email: `${uid}@example.com`, firebase: { sign_in_provider: "password" } };
}

type Method = "get" | "list" | "create" | "update" | "delete" | "read" | "write";

interface VerifyOptions {
  token?: ReturnType<typeof idToken>;
  before?: ReturnType<typeof storedFile>; // the stored object, if any
  after?: ReturnType<typeof storedFile>; // the object as it would be after the write
}

/** The `verify` context runtime.js sends for a request on gs://BUCKET/objectName. */
function verifyContext(rulesetName: string, method: Method, objectName: string, opts: VerifyOptions = {}) {
  const path = `/b/${BUCKET}/o/${objectName}`;
  const request = {
    map_value: {
      fields: {
        path: {
          path_value: {
            segments: path
              .split("/")
              .filter((s) => s)
              .map((simple) => ({ simple })),
          },
        },
        time: toExpressionValue(new Date()),
        resource: toExpressionValue(opts.after ?? null),
        auth: opts.token
          ? toExpressionValue({ uid: opts.token.user_id, token: opts.token })
          : { null_value: null },
      },
    },
  };
  return {
    rulesetName,
    service: "firebase.storage",
    path,
    method,
    delimiter: undefined,
    variables: { resource: toExpressionValue(opts.before ?? null), request },
  };
}

// ---------------------------------------------------------------------------------------------
// The CLI side of the protocol.

interface Message {
  id?: number;
  server_request_id?: number;
  action?: string;
  status?: string;
  context?: { path: string };
  result?: { permit?: boolean; rulesVersion?: number };
  errors?: string[];
  warnings?: string[];
}

/** Answers a fetch_firestore_document like fetchFirestoreDocument() in runtime.js. */
type FirestoreAnswer = { status: "ok"; result: { name: string; fields: object } } | { status: "not_found" };
type FetchDocument = (path: string) => Promise<FirestoreAnswer>;

class RulesRuntimeClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly ready: Promise<Message>;
  /** Every message received, in order. */
  readonly received: Message[] = [];
  /** Messages nobody was waiting for: the CLI would drop them and the request would hang. */
  readonly unhandled: Message[] = [];
  /** stdout after its last newline: a message the runtime left unterminated. */
  unterminated = "";
  /** Free-text stdout lines (the CLI logs them at INFO). */
  readonly textLines: string[] = [];
  stderr = "";
  private nextId = 0;
  private writes = Promise.resolve();
  private readonly handlers = new Map<number, (message: Message) => void>();

  constructor(jar: string) {
    // Exactly how the CLI starts its runtime jar.
    this.child = spawn(
      "java",
      ["-Djava.security.manager=disallow", "-Duser.language=en", "-jar", jar, "serve"],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    this.ready = new Promise((resolve) => this.handlers.set(-1, resolve));
    this.child.stdout.on("data", (buf: Buffer) => this.onChunk(buf.toString("utf8")));
    this.child.stderr.on("data", (buf: Buffer) => (this.stderr += buf.toString("utf8")));
  }

  /**
   * Reads stdout as the patched CLI does: one read may hold several messages, or part of one (the
   * OS promises nothing about how a pipe's writes are grouped, and a busy machine merges them), so
   * messages are split on newlines.
   */
  private onChunk(chunk: string): void {
    const lines = (this.unterminated + chunk).split("\n");
    this.unterminated = lines.pop()!;
    for (const line of lines.filter((text) => text.trim())) {
      let message: Message;
      try {
        message = JSON.parse(line) as Message;
      } catch {
        this.textLines.push(line);
        continue;
      }
      this.received.push(message);
      const id = message.id ?? message.server_request_id;
      const handler = id === undefined ? undefined : this.handlers.get(id);
      if (id === undefined || !handler) {
        this.unhandled.push(message);
        continue;
      }
      this.handlers.delete(id); // one reply per registration, as the CLI effectively has
      handler(message);
    }
  }

  /** Like runtime.js: one request per write, writes 15 ms apart. */
  private exchange(id: number, message: object): Promise<Message> {
    return new Promise((resolve) => {
      this.handlers.set(id, resolve);
      this.writes = this.writes.then(
        () =>
          new Promise((done) => {
            this.child.stdin.write(JSON.stringify({ ...message, id }) + "\n");
            setTimeout(done, 15);
          }),
      );
    });
  }

  loadRuleset(rulesetName: string, content: string, fileName = "storage.rules"): Promise<Message> {
    return this.exchange(this.nextId++, {
      action: "load_ruleset",
      context: { rulesetName, source: { files: [{ name: fileName, content }] } },
    });
  }

  /** Like _completeVerifyWithRuleset: answer each fetch under the verify's id until the verdict comes. */
  async verify(context: object, fetchDocument?: FetchDocument): Promise<Message> {
    const id = this.nextId++;
    let response = await this.exchange(id, { action: "verify", context });
    while (response.action === "fetch_firestore_document") {
      const answer: FirestoreAnswer = fetchDocument
        ? await fetchDocument(response.context!.path)
        : { status: "not_found" };
      response = await this.exchange(id, { ...answer, warnings: [], errors: [] });
    }
    return response;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once("exit", () => resolve());
      this.child.kill("SIGINT"); // what the CLI's stop() sends
    });
  }
}

// ---------------------------------------------------------------------------------------------

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /products/{file=**} {
      allow read: if true;
      allow write: if request.auth != null
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
    match /invoices/{orderId}/{file} {
      allow read: if firestore.get(/databases/(default)/documents/orders/$(orderId)).data.status == 'pending';
    }
    match /receipts/{orderId}/{file} {
      function order() { return firestore.get(/databases/(default)/documents/orders/$(orderId)); }
      allow read: if order().id == orderId
        && order().data.total > 100
        && order().data.shipping == 4.5
        && order().data.items.size() == 2
        && order().data.address.city == 'Lima'
        && order().data.createdAt < request.time
        && order().data.customer == /databases/(default)/documents/customers/$(request.auth.uid)
        && order().data.note == null;
    }
    match /debug/{file} {
      allow read: if debug(request.auth.uid) == 'dave';
    }
    match /shared/{orderId}/{file} {
      allow read: if firestore.exists(/databases/(default)/documents/orders/$(orderId))
        && firestore.get(/databases/(default)/documents/customers/$(request.auth.uid)).data.vip == true;
    }
  }
}
`;

const BROKEN_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    allow read: if request.auth.uid ==;
  }
}
`;

/** A Firestore REST document, as the Firestore emulator returns it. */
function document(path: string, fields: object): FirestoreAnswer {
  return {
    status: "ok",
    result: { name: `projects/demo-chatoyant/databases/(default)/documents/${path}`, fields },
  };
}

const engineJar = cachedCliJar("cloud-firestore-emulator-") ?? sdkFirestoreJar();

describe.skipIf(!engineJar)("storage rules runtime adapter", () => {
  let runtime: RulesRuntimeClient;

  beforeAll(async () => {
    runtime = new RulesRuntimeClient(buildStorageRulesAdapter(engineJar!));
    await runtime.ready;
    const loaded = await runtime.loadRuleset("0", RULES);
    expect(loaded.errors).toEqual([]);
  }, TIMEOUT);

  afterAll(async () => {
    await runtime?.stop();
  });

  it("answers the ready handshake first", { timeout: TIMEOUT }, () => {
    expect(runtime.received[0]).toEqual({ id: -1, status: "ok" });
  });

  it("compiles a ruleset and reports its rules version", { timeout: TIMEOUT }, async () => {
    const loaded = await runtime.loadRuleset("ok", RULES);
    expect(loaded).toMatchObject({ status: "ok", result: { rulesVersion: 2 }, errors: [] });
    const v1 = await runtime.loadRuleset("v1", RULES.replace("rules_version = '2';", ""));
    expect(v1.result?.rulesVersion).toBe(1);
  });

  it("reports syntax errors in the shape the CLI prints", { timeout: TIMEOUT }, async () => {
    const loaded = await runtime.loadRuleset("broken", BROKEN_RULES, "broken.rules");
    expect(loaded.status).toBe("ok");
    expect(loaded.errors!.length).toBeGreaterThan(0);
    const issue = JSON.parse(loaded.errors![0]!);
    expect(issue).toMatchObject({
      description_: expect.any(String),
      severity_: 3, // ERROR
      sourcePosition_: { fileName_: "broken.rules", line_: 4 },
    });
    // A ruleset that did not compile is not kept: verifying against it is an error, not a grant.
    const verdict = await runtime.verify(verifyContext("broken", "get", "products/a.png"));
    expect(verdict.result?.permit).toBe(false);
    expect(verdict.errors!.length).toBeGreaterThan(0);
  });

  it("allows public reads, and read/list like get", { timeout: TIMEOUT }, async () => {
    const image = storedFile("products/ring.png", 1000, "image/png");
    for (const method of ["get", "read", "list"] as const) {
      const verdict = await runtime.verify(
        verifyContext("0", method, "products/ring.png", { before: image }),
      );
      expect(verdict, method).toMatchObject({ status: "ok", result: { permit: true }, errors: [] });
    }
  });

  it("allows writes only by signed-in users, for images under 5 MiB", { timeout: TIMEOUT }, async () => {
    const upload = (method: Method, opts: VerifyOptions) =>
      runtime.verify(verifyContext("0", method, "products/ring.png", opts)).then((v) => v.result?.permit);
    const user = idToken("alice");
    const image = storedFile("products/ring.png", 200_000, "image/png");
    expect(await upload("create", { token: user, after: image })).toBe(true);
    expect(await upload("write", { token: user, after: image })).toBe(true); // write is treated as create
    expect(await upload("update", { token: user, before: image, after: image })).toBe(true);
    expect(await upload("create", { after: image })).toBe(false); // not signed in
    const huge = storedFile("products/ring.png", 5 * 1024 * 1024, "image/png");
    expect(await upload("create", { token: user, after: huge })).toBe(false);
    const pdf = storedFile("products/ring.png", 1000, "application/pdf");
    expect(await upload("create", { token: user, after: pdf })).toBe(false);
    // delete has no request.resource: request.resource.size is an error, and errors deny.
    const deletion = await runtime.verify(
      verifyContext("0", "delete", "products/ring.png", { token: user, before: image }),
    );
    expect(deletion.result?.permit).toBe(false);
    expect(deletion.warnings!.length).toBeGreaterThan(0);
  });

  it("reads Firestore through the CLI for firestore.get()", { timeout: TIMEOUT }, async () => {
    const asked: string[] = [];
    const orders: Record<string, string> = { o1: "pending", o2: "shipped" };
    const fetchDocument: FetchDocument = async (path) => {
      asked.push(path);
      const id = path.split("/").at(-1)!;
      const status = orders[id];
      return status ? document(`orders/${id}`, { status: { stringValue: status } }) : { status: "not_found" };
    };
    const read = (order: string) =>
      runtime.verify(verifyContext("0", "get", `invoices/${order}/invoice.pdf`), fetchDocument);

    expect((await read("o1")).result?.permit).toBe(true);
    expect(asked).toEqual(["/databases/(default)/documents/orders/o1"]);
    expect((await read("o2")).result?.permit).toBe(false);

    const missing = await read("o3"); // not_found: get() is null, `.data` of null is an error → deny
    expect(missing.result?.permit).toBe(false);
    expect(missing.errors).toEqual([]);
    expect(missing.warnings!.join(" ")).toMatch(/null/i);
  });

  it("converts every kind of Firestore field the CLI hands over", { timeout: TIMEOUT }, async () => {
    const order =
      (customer: string, total: string): FetchDocument =>
      async () =>
        document("orders/o7", {
          total: { integerValue: total }, // int64 travels as a string in REST JSON
          shipping: { doubleValue: 4.5 },
          items: { arrayValue: { values: [{ stringValue: "ring" }, { stringValue: "earrings" }] } },
          address: { mapValue: { fields: { city: { stringValue: "Lima" } } } },
          createdAt: { timestampValue: "2024-05-01T10:00:00.123456Z" },
          customer: {
            referenceValue: `projects/demo-chatoyant/databases/(default)/documents/customers/${customer}`,
          },
          note: { nullValue: null },
        });
    const read = (fetchDocument: FetchDocument) =>
      runtime
        .verify(verifyContext("0", "get", "receipts/o7/r.pdf", { token: idToken("erin") }), fetchDocument)
        .then((verdict) => verdict.result?.permit);
    expect(await read(order("erin", "120"))).toBe(true);
    expect(await read(order("frank", "120"))).toBe(false);
    expect(await read(order("erin", "99"))).toBe(false);
  });

  it("sends a verify's Firestore fetches one at a time", { timeout: TIMEOUT }, async () => {
    let outstanding = 0;
    let maxOutstanding = 0;
    const asked: string[] = [];
    const fetchDocument: FetchDocument = async (path) => {
      asked.push(path);
      maxOutstanding = Math.max(maxOutstanding, ++outstanding);
      await new Promise((resolve) => setTimeout(resolve, 50));
      outstanding--;
      return path.includes("/orders/")
        ? document("orders/o9", { status: { stringValue: "pending" } })
        : document("customers/bob", { vip: { booleanValue: true } });
    };
    const verdict = await runtime.verify(
      verifyContext("0", "get", "shared/o9/photo.jpg", { token: idToken("bob") }),
      fetchDocument,
    );
    expect(verdict.result?.permit).toBe(true);
    expect(asked.sort()).toEqual([
      "/databases/(default)/documents/customers/bob",
      "/databases/(default)/documents/orders/o9",
    ]);
    expect(maxOutstanding).toBe(1);
  });

  it("returns debug() output with the verdict, as warnings the CLI logs", { timeout: TIMEOUT }, async () => {
    const verdict = await runtime.verify(
      verifyContext("0", "get", "debug/x.txt", { token: idToken("dave") }),
    );
    expect(verdict.result?.permit).toBe(true);
    expect(verdict.warnings).toEqual(['debug(string_value: "dave")']);
  });

  it("answers 100 concurrent verify requests", { timeout: TIMEOUT }, async () => {
    const user = idToken("carol");
    const cases = Array.from({ length: 100 }, (_, i) => {
      if (i % 4 === 0) {
        // Invoices: a Firestore round-trip, answered after a random delay, so answers interleave.
        const status = ["pending", "shipped", undefined][i % 3];
        const fetchDocument: FetchDocument = async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
          return status
            ? document(`orders/o${i}`, { status: { stringValue: status } })
            : { status: "not_found" };
        };
        return {
          expected: status === "pending",
          verdict: runtime.verify(verifyContext("0", "get", `invoices/o${i}/invoice.pdf`), fetchDocument),
        };
      }
      const size = i % 3 === 0 ? 6 * 1024 * 1024 : 1000 + i;
      const signedIn = i % 5 !== 0;
      const file = storedFile(`products/p${i}.png`, size, "image/png");
      return {
        expected: signedIn && size < 5 * 1024 * 1024,
        verdict: runtime.verify(
          verifyContext("0", "create", `products/p${i}.png`, {
            token: signedIn ? user : undefined,
            after: file,
          }),
        ),
      };
    });
    const verdicts = await Promise.all(cases.map((c) => c.verdict));
    expect(verdicts.map((v) => v.result?.permit)).toEqual(cases.map((c) => c.expected));
  });

  it("kept stdout parseable the way the CLI reads it, and stderr quiet", { timeout: TIMEOUT }, () => {
    expect(runtime.unterminated).toBe("");
    expect(runtime.unhandled).toEqual([]);
    expect(runtime.textLines).toEqual([]);
    expect(runtime.stderr).toBe("");
  });
});
