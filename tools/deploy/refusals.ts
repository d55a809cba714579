/**
 * What `npm run deploy` refuses to ship, decided from values already read (tools/deploy/inputs.ts)
 * so each rule is tested on its own (refusals.test.ts). Each refusal says, in the tools' Spanish,
 * what is wrong and what to do; the command lists them all before it builds anything.
 */

/** Firebase's prefix for projects that exist only in the emulators (the demo data's `demo-chatoyant`). */
export const EMULATOR_PROJECT_PREFIX = "demo-";

/** What the web app needs to find its project (src/lib/firebase/config.ts); the rest is optional. */
export const REQUIRED_WEB_CONFIG = [
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_STORAGE_BUCKET",
  "VITE_FIREBASE_APP_ID",
] as const;

export type Env = Record<string, string | undefined>;

/** Google's rule for project ids: 6 to 30 lowercase letters, digits and hyphens, from a letter. */
export function projectRefusals(project: string, dryRun: boolean): string[] {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project))
    return [`«${project}» no es un id de proyecto de Firebase (ej.: mi-tienda-1234, en la consola).`];
  if (project.startsWith(EMULATOR_PROJECT_PREFIX) && !dryRun)
    return [
      `«${project}» es un proyecto solo de emuladores: no existe en Google. Usa --dry-run, o el id de tu proyecto real.`,
    ];
  return [];
}

/**
 * A production build must not carry an App Check debug token: anyone who reads it from the page
 * passes App Check as if they were the shop. The emulators' build never starts App Check.
 */
export function debugTokenRefusal(mode: string, env: Env): string | null {
  if (mode === "emulator" || !env.VITE_APP_CHECK_DEBUG_TOKEN?.trim()) return null;
  return (
    "VITE_APP_CHECK_DEBUG_TOKEN tiene un valor: una compilación de producción no lleva el token de depuración de " +
    "App Check (quien lo lea en la página pasa App Check). Bórralo de .env.production.local; para probar contra el " +
    "proyecto real desde tu equipo, ponlo en .env.development.local y usa `npx vite`."
  );
}

/** The web app's config, as `vite build` (production mode) will read it. */
export function webConfigRefusals(project: string, env: Env): string[] {
  const refusals: string[] = [];
  if (env.VITE_USE_EMULATORS === "true")
    refusals.push(
      "VITE_USE_EMULATORS=true: sería una compilación para los emuladores. Quítalo de .env.production.local.",
    );
  const missing = REQUIRED_WEB_CONFIG.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    refusals.push(
      `Falta la configuración de la app web en .env.production.local: ${missing.join(", ")} (consola de Firebase → ` +
        "Configuración del proyecto → Tus apps → SDK setup and configuration → Config).",
    );
  const configured = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (configured && configured !== project)
    refusals.push(
      `.env.production.local es del proyecto «${configured}», no de «${project}»: la app hablaría con otro proyecto.`,
    );
  const debugToken = debugTokenRefusal("production", env);
  if (debugToken) refusals.push(debugToken);
  return refusals;
}

/**
 * Every secret the functions declare needs a value. `known` is null when they live in Secret
 * Manager and only Google can say (a dry run on a real project).
 */
export function secretRefusals(declared: readonly string[], known: Env | null, project: string): string[] {
  if (!known) return [];
  const where = (name: string) =>
    project.startsWith(EMULATOR_PROJECT_PREFIX)
      ? `escríbelo en functions/.secret.local (${name}=…; npm start lo escribe)`
      : `npx firebase functions:secrets:set ${name} --project ${project}`;
  return declared
    .filter((name) => !known[name]?.trim())
    .map(
      (name) =>
        `Falta el secreto ${name} de las funciones: ${where(name)} (sin-clave si no lo usas; ver docs/deploying.md).`,
    );
}

/** Every param (defineString, defineInt…) needs a value in functions/.env or functions/.env.<project>. */
export function paramRefusals(declared: readonly string[], functionsEnv: Env, project: string): string[] {
  return declared
    .filter((name) => !functionsEnv[name]?.trim())
    .map(
      (name) =>
        `Falta el parámetro ${name} de las funciones: escríbelo en functions/.env.${project} (${name}=…).`,
    );
}

/** Hosts that can only be placeholders: the reserved example and test domains, this machine. */
const PLACEHOLDER_HOST =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$|^127\.|^0\.0\.0\.0$/i;

/** The extension's own check of SMTP_CONNECTION_URI (its extension.yaml, 0.2.8), less the blank it allows. */
const SMTP_URI = /^smtps?:\/\/(.*?(:[^:@]*)?@)?[^:@]+:[0-9]+(\?[^ ]*)?$/;

/** An SMTP URI's user and host, split at the last `@` (the user may be an e-mail address). */
function smtpParts(uri: string): { user: string; host: string } {
  const rest = uri.replace(/^smtps?:\/\//, "");
  const at = rest.lastIndexOf("@");
  return { user: at < 0 ? "" : rest.slice(0, at), host: rest.slice(at + 1).replace(/[:?].*$/, "") };
}

/** The Trigger Email extension's parameters, as firebase-tools merges them for this project. */
export function smtpRefusals(params: Env, project: string): string[] {
  const where = `extensions/firestore-send-email.env.${project}`;
  const refusals: string[] = [];
  const uri = params.SMTP_CONNECTION_URI?.trim() ?? "";
  if ((params.AUTH_TYPE ?? "UsernamePassword") === "UsernamePassword") {
    const { user, host } = smtpParts(uri);
    if (!SMTP_URI.test(uri))
      refusals.push(
        `SMTP_CONNECTION_URI «${uri}» no es una dirección SMTP (smtps://usuario@servidor:465): escríbela en ${where}.`,
      );
    else if (PLACEHOLDER_HOST.test(host))
      refusals.push(
        `SMTP_CONNECTION_URI apunta a «${host}», un ejemplo: sin un servidor SMTP real no sale ningún aviso ` +
          `al dueño. Escribe el de tu proveedor en ${where}.`,
      );
    if (user.includes(":"))
      refusals.push(
        "SMTP_CONNECTION_URI lleva la contraseña: quítala; va en el secreto SMTP_PASSWORD, que firebase deploy pide.",
      );
  }
  const password = params.SMTP_PASSWORD?.trim() ?? "";
  if (password && !password.startsWith("projects/"))
    refusals.push(
      "SMTP_PASSWORD tiene una contraseña escrita en el archivo: déjalo como la referencia al secreto " +
        "(projects/${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest).",
    );
  const from = params.DEFAULT_FROM?.trim() ?? "";
  const fromDomain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? "";
  if (!fromDomain || PLACEHOLDER_HOST.test(fromDomain))
    refusals.push(
      `DEFAULT_FROM «${from}» no es un remitente real (Tienda <avisos@tu-dominio.cl>): escríbelo en ${where}.`,
    );
  return refusals;
}

/** What the build wrote about itself (dist/.vite/build-info.json, tools/deploy/build-guard.ts). */
export type BuildInfo = { mode: string; projectId: string | null; usesEmulators: boolean };

/** The dist/ about to be deployed must be a production build for this very project. */
export function buildRefusals(info: BuildInfo | null, project: string): string[] {
  if (!info)
    return [
      "dist/ no dice cómo se compiló (falta dist/.vite/build-info.json): vuelve a ejecutar npm run deploy.",
    ];
  if (info.mode === "emulator" || info.usesEmulators)
    return [
      "dist/ es una compilación para los emuladores (npm start, --mode emulator): no se despliega. Vuelve a ejecutar npm run deploy.",
    ];
  if (info.projectId !== project)
    return [`dist/ se compiló para «${info.projectId ?? "ningún proyecto"}», no para «${project}».`];
  return [];
}
