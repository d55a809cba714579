/**
 * `npm run grant-admin`, run as the deployer runs it (a child process), against the Auth emulator:
 * a new owner's account is created, verified and made admin, she chooses her password at the link
 * it prints, and her next sign-in carries the admin claim.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_HOSTS, PROJECT_ID } from "../../tools/emulators/launch.ts";
import { adminAuth, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { resetAccount } from "../support/accounts.ts";

const run = promisify(execFile);
const authHost = () => `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`;

/** The command's output and exit code (a failing exit is an answer here, not an error). */
async function grantAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "tools/grant-admin.ts", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

async function removeAccount(email: string): Promise<void> {
  const existing = await adminAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (existing) await adminAuth().deleteUser(existing.uid);
}

/** What the owner does at the printed link: choose her password (the Auth emulator's REST API). */
async function choosePassword(link: string, newPassword: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get("oobCode");
  const response = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  expect(response.status).toBe(200);
}

/** Signs in as a browser would and returns the claims of the new ID token. */
async function claimsAtSignIn(email: string, password: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, `grant-admin-${email}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, authHost(), { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return (await user.getIdTokenResult()).claims;
  } finally {
    await deleteApp(app);
  }
}

const linkAfter = (stdout: string, marker: string) =>
  stdout.slice(stdout.indexOf(marker)).match(/https?:\/\/\S+/)?.[0] ?? "";

beforeAll(() => {
  useLocalEmulators();
});

describe("npm run grant-admin (on the Auth emulator)", () => {
  it("makes a new owner a verified admin who signs in with the claim", async () => {
    const email = "nueva-duena@chatoyant.test";
    await removeAccount(email);

    const result = await grantAdminCommand(["--project", PROJECT_ID, email]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("cuenta creada");
    expect(result.stdout).toContain("ahora es administradora");
    expect(result.stdout).toContain("Siguiente paso: inicia sesión en");

    await choosePassword(linkAfter(result.stdout, "la contraseña se elige"), "clave-de-la-duena-1");
    const claims = await claimsAtSignIn(email, "clave-de-la-duena-1");
    expect(claims.admin).toBe(true);
    expect(claims.email_verified).toBe(true);
  });

  it("marks an existing unverified account verified, keeping its password and other claims", async () => {
    const account = { email: "duena-sin-verificar@chatoyant.test", password: "clave-segura-3" };
    const user = await resetAccount(account, { verified: false });
    await adminAuth().setCustomUserClaims(user.uid, { tienda: "chatoyant" });

    const result = await grantAdminCommand(["--project", PROJECT_ID, account.email]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("cuenta encontrada");
    expect(result.stdout).toContain("correo marcado como verificado");
    expect(result.stdout).not.toContain("la contraseña se elige");

    const claims = await claimsAtSignIn(account.email, account.password);
    expect(claims).toMatchObject({ admin: true, email_verified: true, tienda: "chatoyant" });
  });

  it("with --link prints the verification link and grants nothing until the address is verified", async () => {
    const account = { email: "duena-con-enlace@chatoyant.test", password: "clave-segura-4" };
    await resetAccount(account, { verified: false });

    const first = await grantAdminCommand(["--project", PROJECT_ID, "--link", account.email]);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("el correo aún no está verificado");
    const user = await adminAuth().getUserByEmail(account.email);
    expect(user.emailVerified).toBe(false);
    expect(user.customClaims?.admin).toBeUndefined();

    // The owner opens the link (the emulator's action page applies its code).
    const link = linkAfter(first.stdout, "el correo aún no está verificado");
    const oobCode = new URL(link).searchParams.get("oobCode");
    const applied = await fetch(
      `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ oobCode }),
      },
    );
    expect(applied.status).toBe(200);

    const second = await grantAdminCommand(["--project", PROJECT_ID, "--link", account.email]);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain("correo marcado como verificado");
    expect(await claimsAtSignIn(account.email, account.password)).toMatchObject({
      admin: true,
      email_verified: true,
    });
  });

  it("refuses a key file inside the repository before it talks to Google", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: "service-account.json" };
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    const result = await grantAdminCommand(["--project", "mi-tienda", "duena@ejemplo.cl"], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("dentro del repositorio");
    expect(result.stderr).toContain("gcloud auth application-default login");
  });
});
