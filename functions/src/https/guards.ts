/** Shared checks for callables: who is calling, and is the payload what the domain schema says. */
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { z } from "zod";
import { ADMIN_ROLE_MESSAGES, isAdminClaims } from "@domain/admin-role.ts";
import { auth } from "../firebase/app.ts";

/**
 * The caller's uid if it is an admin now: a verified account with the claim, whose token was not
 * revoked. (A removed admin's ID token stays valid for up to an hour; checking revocation refuses
 * it at once.)
 */
export async function requireAdmin(request: CallableRequest): Promise<string> {
  if (!request.auth) throw new HttpsError("unauthenticated", "Debes iniciar sesión.");
  if (!isAdminClaims(request.auth.token)) {
    throw new HttpsError("permission-denied", "No tienes permisos de administrador");
  }
  await auth.verifyIdToken(request.auth.rawToken, true).catch(() => {
    throw new HttpsError("unauthenticated", ADMIN_ROLE_MESSAGES.sessionRevoked);
  });
  return request.auth.uid;
}

// Messages the schemas do not set themselves (unknown fields, wrong types) are in Spanish too.
z.config(z.locales.es());

/** Parses with a zod schema; the first issue's Spanish message becomes an invalid-argument error. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpsError("invalid-argument", first?.message ?? "Datos inválidos");
  }
  return result.data;
}

/**
 * Replay protection for the callables a script would repeat (checkout, the color analysis). They
 * are built with these options: App Check marks each token used once it has seen it, and the web
 * app asks for a limited-use token for each call to them (src/lib/firebase/functions.ts).
 */
export const REPLAY_PROTECTED = { consumeAppCheckToken: true } as const;

export const APP_CHECK_REPLAYED = "No pudimos verificar esta página. Recárgala e intenta de nuevo." as const;

/**
 * Refuses a token sent before. The runtime lets it through, only marked `alreadyConsumed` (its
 * enforcement refuses missing and invalid tokens alone). A token that was never checked for replay
 * has no `alreadyConsumed` at all, which means the callable lost REPLAY_PROTECTED: refused too, so
 * it fails closed. No token (enforcement off, or the emulators) is left to `enforceAppCheck`.
 */
export function refuseReplayedAppCheck(request: CallableRequest): void {
  if (request.app && request.app.alreadyConsumed !== false) {
    throw new HttpsError("aborted", APP_CHECK_REPLAYED);
  }
}
