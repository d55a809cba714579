/**
 * `npm run deploy -- --dry-run` end to end on a temporary copy of the files it reads (firebase.json,
 * extensions/, functions/src, the env files), with the emulators' project id. The commands it runs
 * are recorded instead of run: the build writes what a real one writes about itself
 * (dist/.vite/build-info.json), and nothing reaches the network.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { repoRoot } from "../emulators/paths.ts";
import { deployShop, firebaseDeployArgs, type Runner } from "./deploy.ts";
import type { BuildInfo } from "./refusals.ts";

const PROJECT = "demo-chatoyant";
const FIREBASE = "/usr/local/bin/firebase";

const WEB_CONFIG = [
  `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
  "VITE_FIREBASE_API_KEY=AIzaSyExample",
  `VITE_FIREBASE_STORAGE_BUCKET=${PROJECT}.firebasestorage.app`,
  "VITE_FIREBASE_APP_ID=1:123:web:abc",
  "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6Lc-example",
].join("\n");

const SECRETS = "GEMINI_API_KEY=sin-clave\nFINTOC_SECRET_KEY=sin-clave\nFINTOC_WEBHOOK_SECRET=sin-clave\n";

const SMTP =
  "SMTP_CONNECTION_URI=smtps://avisos@mitienda.cl@smtp.sendgrid.net:465\nDEFAULT_FROM=Tienda <avisos@mitienda.cl>\n";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "deploy-dry-run-"));
  for (const file of ["firebase.json", ".firebaserc", "extensions", "functions/src"])
    cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true });
  writeFileSync(path.join(root, ".env.production.local"), WEB_CONFIG);
  writeFileSync(path.join(root, "functions", ".secret.local"), SECRETS);
  writeFileSync(path.join(root, "extensions", `firestore-send-email.env.${PROJECT}`), SMTP);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Records commands; `npm run build` leaves a dist/ that says it was built as `built` says. */
function recordingRunner(built: Partial<BuildInfo> = {}): Runner & { commands: string[] } {
  const commands: string[] = [];
  return {
    commands,
    run: async (command, args) => {
      commands.push([path.basename(command), ...args].join(" "));
      if (args.join(" ") !== "run build") return;
      mkdirSync(path.join(root, "dist", ".vite"), { recursive: true });
      writeFileSync(path.join(root, "dist", "shell.html"), "<!doctype html>");
      const info: BuildInfo = { mode: "production", projectId: PROJECT, usesEmulators: false, ...built };
      writeFileSync(path.join(root, "dist", ".vite", "build-info.json"), JSON.stringify(info));
    },
    succeeds: async (command, args) => {
      commands.push([path.basename(command), ...args].join(" "));
      return true;
    },
  };
}

async function dryRun(runner: Runner) {
  const lines: string[] = [];
  const refusals = await deployShop({
    root,
    project: PROJECT,
    dryRun: true,
    runner,
    firebase: FIREBASE,
    log: (line) => lines.push(line),
  });
  return { refusals, output: lines.join("\n") };
}

describe("npm run deploy -- --dry-run", () => {
  it("prints its plan, builds, checks, and says what it would deploy, without deploying", async () => {
    const runner = recordingRunner();
    const { refusals, output } = await dryRun(runner);
    expect(refusals).toEqual([]);
    expect(runner.commands).toEqual(["npm run build", "npm run check"]);
    expect(output.indexOf("SIMULACIÓN")).toBeLessThan(output.indexOf("[1/4]"));
    expect(output).toContain(`firebase ${firebaseDeployArgs(PROJECT).join(" ")}`);
    expect(firebaseDeployArgs(PROJECT)).toEqual([
      "deploy",
      "--project",
      PROJECT,
      "--only",
      "hosting,functions,firestore,storage,extensions",
    ]);
    expect(output).toMatch(/Functions: {2}southamerica-west1: .*createOrder/);
    expect(output).toMatch(/Functions: {2}southamerica-east1: scheduledAlertCheck, scheduledHoldSweep/);
    expect(output).toContain(
      "firestore-send-email → firebase/firestore-send-email@0.2.8, SMTP smtp.sendgrid.net:465",
    );
    expect(output).toContain("Simulación completa: no se desplegó nada");
  });

  it("refuses the repository's placeholder SMTP values before building", async () => {
    rmSync(path.join(root, "extensions", `firestore-send-email.env.${PROJECT}`));
    const runner = recordingRunner();
    const { refusals } = await dryRun(runner);
    expect(refusals).toEqual([expect.stringContaining("«smtp.example.com», un ejemplo")]);
    expect(runner.commands).toEqual([]);
  });

  it("refuses a missing secret", async () => {
    writeFileSync(
      path.join(root, "functions", ".secret.local"),
      "GEMINI_API_KEY=sin-clave\nFINTOC_SECRET_KEY=sin-clave\n",
    );
    const runner = recordingRunner();
    const { refusals } = await dryRun(runner);
    expect(refusals).toEqual([expect.stringContaining("Falta el secreto FINTOC_WEBHOOK_SECRET")]);
    expect(runner.commands).toEqual([]);
  });

  it("refuses an App Check debug token", async () => {
    writeFileSync(
      path.join(root, ".env.production.local"),
      `${WEB_CONFIG}\nVITE_APP_CHECK_DEBUG_TOKEN=0f3c-debug`,
    );
    const runner = recordingRunner();
    const { refusals } = await dryRun(runner);
    expect(refusals).toEqual([expect.stringContaining("VITE_APP_CHECK_DEBUG_TOKEN")]);
    expect(runner.commands).toEqual([]);
  });

  it("refuses an emulator build, whether the config asks for one or dist/ is one", async () => {
    writeFileSync(path.join(root, ".env.production.local"), `${WEB_CONFIG}\nVITE_USE_EMULATORS=true`);
    expect((await dryRun(recordingRunner())).refusals).toEqual([
      expect.stringContaining("para los emuladores"),
    ]);

    writeFileSync(path.join(root, ".env.production.local"), WEB_CONFIG);
    const runner = recordingRunner({ mode: "emulator", usesEmulators: true });
    const { refusals } = await dryRun(runner);
    expect(refusals).toEqual([expect.stringContaining("dist/ es una compilación para los emuladores")]);
    expect(runner.commands).toEqual(["npm run build"]);
  });

  it("lists every reason at once", async () => {
    rmSync(path.join(root, "extensions", `firestore-send-email.env.${PROJECT}`));
    rmSync(path.join(root, "functions", ".secret.local"));
    rmSync(path.join(root, ".env.production.local"));
    const { refusals, output } = await dryRun(recordingRunner());
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    expect(output).toContain(`No se despliega (${refusals.length} motivos)`);
  });
});

describe("npm run deploy (for real)", () => {
  it("refuses the emulators' project", async () => {
    const runner = recordingRunner();
    const refusals = await deployShop({
      root,
      project: PROJECT,
      dryRun: false,
      runner,
      firebase: FIREBASE,
      log: () => {},
    });
    expect(refusals).toEqual([expect.stringContaining("solo de emuladores")]);
    expect(runner.commands).toEqual([]);
  });

  it("refuses a secret Secret Manager does not have, before building", async () => {
    const project = "mi-tienda-1234";
    writeFileSync(path.join(root, ".env.production.local"), WEB_CONFIG.replaceAll(PROJECT, project));
    writeFileSync(path.join(root, "extensions", `firestore-send-email.env.${project}`), SMTP);
    const runner = recordingRunner({ projectId: project });
    runner.succeeds = async (_command, args) => args[1] !== "GEMINI_API_KEY";
    const refusals = await deployShop({
      root,
      project,
      dryRun: false,
      runner,
      firebase: FIREBASE,
      log: () => {},
    });
    expect(refusals).toEqual([
      expect.stringMatching(
        /functions:secrets:set GEMINI_API_KEY --project mi-tienda-1234.*npx firebase login/,
      ),
    ]);
    expect(runner.commands).toEqual([]);
  });

  it("checks the secrets at Google, then deploys everything in one firebase deploy", async () => {
    const project = "mi-tienda-1234";
    writeFileSync(path.join(root, ".env.production.local"), WEB_CONFIG.replaceAll(PROJECT, project));
    writeFileSync(path.join(root, "extensions", `firestore-send-email.env.${project}`), SMTP);
    const runner = recordingRunner({ projectId: project });
    const refusals = await deployShop({
      root,
      project,
      dryRun: false,
      runner,
      firebase: FIREBASE,
      log: () => {},
    });
    expect(refusals).toEqual([]);
    expect(runner.commands).toEqual([
      `firebase functions:secrets:get FINTOC_SECRET_KEY --project ${project}`,
      `firebase functions:secrets:get FINTOC_WEBHOOK_SECRET --project ${project}`,
      `firebase functions:secrets:get GEMINI_API_KEY --project ${project}`,
      "npm run build",
      "npm run check",
      `firebase deploy --project ${project} --only hosting,functions,firestore,storage,extensions`,
    ]);
  });
});
