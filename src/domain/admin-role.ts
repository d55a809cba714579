/** Admins are Firebase Auth users with this custom claim set to true (read by rules and functions). */
import { z } from "zod";

export const ADMIN_CLAIM = "admin";

export const setAdminRoleInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().email("Correo electrónico inválido"),
    admin: z.boolean(),
  })
  .strict();
export type SetAdminRoleInput = z.infer<typeof setAdminRoleInputSchema>;

export function isAdminClaims(claims: Record<string, unknown> | undefined | null): boolean {
  return claims?.[ADMIN_CLAIM] === true;
}
