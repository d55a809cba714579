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
