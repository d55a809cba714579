/**
 * The shop's first admin, in one command: finds the owner's account by e-mail (or creates it, and
 * prints the link where she chooses her password), marks its e-mail verified (or prints the
 * verification link instead), and grants the admin claim. Later admins are granted from the back
 * office (the `setAdminRole` function).
 *
 *   npm run grant-admin -- dueña@ejemplo.cl                      # the local emulators (npm start)
 *   npm run grant-admin -- --project my-shop dueña@ejemplo.cl    # a real Firebase project
 *
 * Why marking the address verified is safe here: an admin must have a verified e-mail because an
 * address anyone could register proves nobody's identity. This command is not anyone: it runs with
 * the credentials of a person who owns the Google Cloud project (Application Default Credentials,
 * `gcloud auth application-default login`), who could change any account and any rule anyway. The
 * owner of the project vouching for the address is the root the verification would prove to.
 *
 * Credentials: Application Default Credentials, never a key file kept in the repository (a key
 * there is one `git add .` from being published), so GOOGLE_APPLICATION_CREDENTIALS pointing
 * inside the repository is refused.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { UserRecord } from "firebase-admin/auth";
import { ADMIN_CLAIM, ADMIN_ROLE_MESSAGES } from "@domain/admin-role.ts";
import { HOSTING_URL } from "./emulators/launch.ts";
import { repoRoot } from "./emulators/paths.ts";
import { adminAuth, useLocalEmulators } from "./firebase-admin.ts";

/** Only an account whose e-mail is verified may be an admin (the rules and functions check it too). */
export async function grantAdmin(email: string): Promise<string> {
  const user = await adminAuth().getUserByEmail(email);
  if (!user.emailVerified) throw new Error(ADMIN_ROLE_MESSAGES.unverified);
  await adminAuth().setCustomUserClaims(user.uid, { ...user.customClaims, [ADMIN_CLAIM]: true });
  return user.uid;
}

export interface FirstAdmin {
  uid: string;
  /** The account did not exist: it was created without a password, to be chosen at `passwordLink`. */
  created: boolean;
  passwordLink: string | null;
  /** The e-mail was marked verified by this run. */
  markedVerified: boolean;
  /** With `verification: "link"` and an unverified address: where to verify it; nothing granted yet. */
  verificationLink: string | null;
  granted: boolean;
}

/**
 * Finds or creates the account and makes it admin. `verification`: "mark" sets the e-mail verified
 * (see the module head for why the person running this may vouch for it); "link" leaves an
 * unverified address as it is, returns the link that verifies it, and grants nothing until then.
 */
export async function setUpFirstAdmin(
  rawEmail: string,
  { verification = "mark" }: { verification?: "mark" | "link" } = {},
): Promise<FirstAdmin> {
  const email = rawEmail.trim().toLowerCase();
  const auth = adminAuth();
  let user: UserRecord | null = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === "auth/user-not-found") return null;
    throw error;
  });
  const created = user === null;
  // No password is typed into a terminal: the owner chooses hers at the link printed below.
  user ??= await auth.createUser({ email, emailVerified: verification === "mark" });
  const passwordLink = created ? await auth.generatePasswordResetLink(email) : null;

  let markedVerified = created && user.emailVerified;
  if (!user.emailVerified) {
    if (verification === "link") {
      const verificationLink = await auth.generateEmailVerificationLink(email);
      return { uid: user.uid, created, passwordLink, markedVerified, verificationLink, granted: false };
    }
    user = await auth.updateUser(user.uid, { emailVerified: true });
    markedVerified = true;
  }
  await grantAdmin(email);
  return { uid: user.uid, created, passwordLink, markedVerified, verificationLink: null, granted: true };
}

/** Is this credentials file inside the repository (where `git add` could publish it)? */
export function keyFileInRepository(credentialsPath: string, root = repoRoot): boolean {
  const relative = path.relative(root, path.resolve(credentialsPath));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

const USAGE = `Uso: npm run grant-admin -- [--project <id-del-proyecto>] [--link] correo@ejemplo.cl

Deja lista la cuenta de la dueña de la tienda como administradora:
  1. busca la cuenta con ese correo, o la crea (sin contraseña: imprime el enlace para elegirla);
  2. marca el correo como verificado (con --link, en cambio, imprime el enlace de verificación y no
     da el permiso hasta que vuelvas a ejecutar el comando después de abrirlo);
  3. le da el permiso de administradora.

Sin --project trabaja con los emuladores locales (npm start). Con --project usa tus credenciales de
Google (gcloud auth application-default login), nunca un archivo de clave dentro del repositorio.
Marcar el correo como verificado es seguro porque solo quien es dueño del proyecto en Google Cloud
puede ejecutar esto, y ese dueño ya puede cambiar cualquier cuenta: es él quien responde por el correo.`;

async function main(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  if (args.includes("--production")) {
    console.error("✖ --production ya no existe: usa --project <id-del-proyecto>.\n\n" + USAGE);
    return 2;
  }
  const projectAt = args.indexOf("--project");
  const project = projectAt === -1 ? null : args[projectAt + 1];
  const rest = args.filter((_, index) => index !== projectAt && index !== projectAt + 1);
  const email = rest.find((arg) => !arg.startsWith("--"));
  if (project === undefined || project?.startsWith("--") || !email) {
    console.error(USAGE);
    return 2;
  }

  const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST) || project === null;
  if (project === null) useLocalEmulators();
  else {
    process.env.GCLOUD_PROJECT = project;
    // Credentials from `gcloud auth application-default login` name no project to bill the
    // Identity Toolkit calls to; the shop's own project is the one.
    process.env.GOOGLE_CLOUD_QUOTA_PROJECT ??= project;
  }
  const keyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!emulated && keyFile && keyFileInRepository(keyFile)) {
    console.error(
      `✖ GOOGLE_APPLICATION_CREDENTIALS apunta a ${keyFile}, dentro del repositorio: un archivo de clave ahí ` +
        "queda a un `git add` de publicarse. Bórralo (y revoca la clave en la consola de Google Cloud), " +
        "quita la variable y usa `gcloud auth application-default login`.",
    );
    return 2;
  }

  const result = await setUpFirstAdmin(email, { verification: args.includes("--link") ? "link" : "mark" });
  const where = emulated ? ` en los emuladores (${process.env.GCLOUD_PROJECT})` : ` en ${project}`;
  console.log(`${email} (${result.uid})${where}:`);
  console.log(result.created ? "  · cuenta creada" : "  · cuenta encontrada");
  if (result.markedVerified) console.log("  · correo marcado como verificado");
  if (result.passwordLink) {
    console.log(
      `  · la contraseña se elige en este enlace (ábrelo tú o envíaselo a la dueña):\n\n${result.passwordLink}\n`,
    );
  }
  if (!result.granted) {
    console.log(
      `  · el correo aún no está verificado. Abre este enlace (o envíaselo a la dueña) y vuelve a ejecutar el comando:\n\n${result.verificationLink}\n`,
    );
    return 1;
  }
  const admin = emulated
    ? `${HOSTING_URL}/admin`
    : `https://${project}.web.app/admin (o /admin en tu dominio)`;
  console.log("  · ahora es administradora");
  console.log(
    `\nSiguiente paso: inicia sesión en ${admin}. El permiso vale desde el próximo inicio de sesión ` +
      "(o cuando la sesión se renueve, en menos de una hora): si ya estabas dentro, cierra sesión y vuelve a entrar.",
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`✖ ${error.message}`);
    return 1;
  });
}
