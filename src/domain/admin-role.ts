/**
 * Admins are Firebase Auth users with this custom claim set to true and a verified e-mail address
 * (read by rules and functions): an address anyone could have registered proves nobody's identity.
 */
import { z } from "zod";

export const ADMIN_CLAIM = "admin";

/**
 * `adminRevocations/{uid}`: when a removed admin's tokens stop counting, in seconds since the
 * epoch, as the rules compare it with a token's `auth_time`.
 */
export const adminRevocationSchema = z.object({ revokedAt: z.number().int().min(0) });
export type AdminRevocation = z.infer<typeof adminRevocationSchema>;

export const setAdminRoleInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().email("Correo electrónico inválido"),
    admin: z.boolean(),
  })
  .strict();
export type SetAdminRoleInput = z.infer<typeof setAdminRoleInputSchema>;

export function isAdminClaims(claims: Record<string, unknown> | undefined | null): boolean {
  return claims?.[ADMIN_CLAIM] === true && claims.email_verified === true;
}

export const ADMIN_ROLE_MESSAGES = {
  unverified:
    "Esa cuenta aún no verifica su correo electrónico: solo una cuenta verificada puede ser administradora.",
  sessionRevoked: "Tu sesión ya no es válida. Vuelve a iniciar sesión.",
} as const;

/** What the history of an order names an admin by: the account's name, never its e-mail. */
export function adminLabel(accountName: unknown): string {
  return typeof accountName === "string" && accountName.trim() ? accountName.trim() : "Administración";
}
