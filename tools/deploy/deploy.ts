/**
 * `npm run deploy -- <project>`: ships the whole shop to a real Firebase project in one go.
 * `npm run deploy -- --dry-run <project>` does every step short of talking to Google (it works with
 * the emulators' project too) and says what it would deploy.
 *
 * It prints its plan, then refuses (listing every reason at once, see refusals.ts) an emulator
 * build, missing web config, secrets or params, placeholder SMTP values and an App Check debug
 * token; builds for that project, checks that dist/ is that build, runs `npm run check`, and
 * deploys Hosting, functions, rules, indexes and the e-mail extension in ONE `firebase deploy`:
 * the pages and the functions that render and serve them always come from the same commit.
 * (firebase deploy's functions predeploy builds once more from the same files.)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FUNCTIONS_REGION, SCHEDULER_REGION } from "@domain/deployment.ts";
import { firebaseBin } from "../emulators/launch.ts";
import { repoRoot } from "../emulators/paths.ts";
import { BUILD_INFO_FILE, readBuildInfo, readDeployInputs, SEND_EMAIL_INSTANCE } from "./inputs.ts";
import {
  buildRefusals,
  paramRefusals,
  projectRefusals,
  secretRefusals,
  smtpRefusals,
  webConfigRefusals,
} from "./refusals.ts";

/** Everything one deploy ships, together. */
export const DEPLOY_TARGETS = ["hosting", "functions", "firestore", "storage", "extensions"] as const;

export function firebaseDeployArgs(project: string): string[] {
  return ["deploy", "--project", project, "--only", DEPLOY_TARGETS.join(",")];
}

/** The commands the deploy runs, so a test can run it without building or reaching Google. */
export type Runner = {
  /** Runs a command in the checkout with its output shown; rejects when it fails. */
  run(command: string, args: string[]): Promise<void>;
  /** Runs a command quietly and says whether it succeeded. */
  succeeds(command: string, args: string[]): Promise<boolean>;
};

export type DeployOptions = {
  root: string;
  project: string;
  dryRun: boolean;
  runner: Runner;
  firebase: string;
  log: (line: string) => void;
};

/** The functions index.ts exports, each with the region it deploys to. */
function functionsByRegion(root: string): Map<string, string[]> {
  const index = readFileSync(path.join(root, "functions", "src", "index.ts"), "utf8");
  const byRegion = new Map<string, string[]>();
  for (const [, names, from] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const region = from!.startsWith("./scheduler/") ? SCHEDULER_REGION : FUNCTIONS_REGION;
    const list = byRegion.get(region) ?? [];
    list.push(
      ...names!
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    );
    byRegion.set(region, list);
  }
  return byRegion;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) =>
      entry.name.startsWith(".")
        ? count
        : count + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );
}

function plan({ project, dryRun, firebase }: DeployOptions): string[] {
  const deploy = `${path.basename(firebase)} ${firebaseDeployArgs(project).join(" ")}`;
  return [
    `Desplegar la tienda en el proyecto «${project}»${dryRun ? " — SIMULACIÓN: no se habla con Google" : ""}`,
    "  1. Revisar la configuración: .env.production.local (app web), secretos y parámetros de las funciones,",
    `     correo (extensions/${SEND_EMAIL_INSTANCE}.env y .env.${project})${dryRun ? "" : ", secretos en Secret Manager"}`,
    `  2. Compilar para ${project}: npm run build (modo production) y revisar que dist/ sea esa compilación`,
    "  3. Revisar el código: npm run check",
    `  4. ${dryRun ? "Decir qué desplegaría" : "Desplegar todo junto"}: ${deploy}`,
  ];
}

function summary({ root, project }: DeployOptions, extensionRef: string | null, smtp: string): string[] {
  const lines = [
    `Se desplegaría en «${project}»:`,
    `  Hosting:    dist/ (${countFiles(path.join(root, "dist"))} archivos)`,
  ];
  for (const [region, names] of functionsByRegion(root))
    lines.push(`  Functions:  ${region}: ${names.join(", ")}`);
  lines.push(
    "  Firestore:  firestore.rules, firestore.indexes.json (índices y TTL)",
    "  Storage:    storage.rules",
    `  Extensions: ${SEND_EMAIL_INSTANCE} → ${extensionRef ?? "(no está en firebase.json)"}, SMTP ${smtp}`,
  );
  return lines;
}

/** Runs the deploy; resolves to the reasons it refused (empty when it went through). */
export async function deployShop(options: DeployOptions): Promise<string[]> {
  const { root, project, dryRun, runner, firebase, log } = options;
  plan(options).forEach((line) => log(line));
  const refuse = (reasons: string[]) => {
    log(`\n✖ No se despliega${reasons.length > 1 ? ` (${reasons.length} motivos)` : ""}:`);
    for (const reason of reasons) log(`  - ${reason}`);
    return reasons;
  };

  const invalidProject = projectRefusals(project, dryRun);
  if (invalidProject.length > 0) return refuse(invalidProject);

  log("\n[1/4] Revisando la configuración…");
  const inputs = readDeployInputs(root, project);
  const reasons = [
    ...webConfigRefusals(project, inputs.webEnv),
    ...secretRefusals(inputs.declaredSecrets, inputs.localSecrets, project),
    ...paramRefusals(inputs.declaredParams, inputs.functionsEnv, project),
    ...smtpRefusals(inputs.extensionParams, project),
  ];
  if (!inputs.extensionRef?.match(/@\d+\.\d+\.\d+$/))
    reasons.push(`firebase.json no fija la versión de ${SEND_EMAIL_INSTANCE} (…@0.2.8): fíjala.`);
  if (!dryRun) {
    for (const name of inputs.declaredSecrets) {
      if (!(await runner.succeeds(firebase, ["functions:secrets:get", name, "--project", project])))
        reasons.push(
          ...secretRefusals([name], {}, project).map(
            (reason) => `${reason} Si ya lo creaste: ¿npx firebase login tiene acceso a «${project}»?`,
          ),
        );
    }
  } else if (!inputs.localSecrets) {
    log(
      `  Secretos (${inputs.declaredSecrets.join(", ")}): están en Secret Manager; se revisan al desplegar.`,
    );
  }
  if (reasons.length > 0) return refuse(reasons);

  log(`\n[2/4] Compilando para ${project}…`);
  await runner.run("npm", ["run", "build"]);
  const wrongBuild = buildRefusals(readBuildInfo(root), project);
  if (wrongBuild.length > 0) return refuse(wrongBuild);

  log("\n[3/4] Revisando el código (npm run check)…");
  await runner.run("npm", ["run", "check"]);

  const smtp = inputs.extensionParams.SMTP_CONNECTION_URI?.replace(/^.*@/, "") ?? "";
  log("");
  summary(options, inputs.extensionRef, smtp).forEach((line) => log(line));
  if (dryRun) {
    log(`\n✔ Simulación completa: no se desplegó nada. Sin --dry-run se ejecutaría:`);
    log(`  ${path.basename(firebase)} ${firebaseDeployArgs(project).join(" ")}`);
    return [];
  }
  log(`\n[4/4] Desplegando (${BUILD_INFO_FILE} dice: producción, ${project})…`);
  await runner.run(firebase, firebaseDeployArgs(project));
  log(
    `\n✔ Desplegado en «${project}». Prueba la tienda y un pedido (docs/deploying.md, "First order paid").`,
  );
  return [];
}

/** Commands run in the checkout, their output on this terminal (firebase deploy may ask questions). */
export function shellRunner(root: string): Runner {
  return {
    run: (command, args) =>
      new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd: root, stdio: "inherit" });
        child.on("error", reject);
        child.on("exit", (code) =>
          code === 0
            ? resolve()
            : reject(new Error(`${path.basename(command)} ${args.join(" ")} falló (${code}).`)),
        );
      }),
    succeeds: async (command, args) => spawnSync(command, args, { cwd: root, stdio: "ignore" }).status === 0,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dryRun = args.includes("--dry-run");
  const project = args.find((arg) => !arg.startsWith("--"));
  if (!project) {
    console.error("Uso: npm run deploy -- [--dry-run] <id-del-proyecto>");
    process.exit(2);
  }
  const refusals = await deployShop({
    root: repoRoot,
    project,
    dryRun,
    runner: shellRunner(repoRoot),
    firebase: firebaseBin(),
    log: (line) => console.log(line),
  }).catch((error: Error) => {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  });
  if (refusals.length > 0) process.exit(1);
}
