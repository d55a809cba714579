/**
 * Access keys open the color analysis beyond the free analyses of a session. The key is shown to
 * the admin once and only its SHA-256 hash is stored (`accessKeys/{id}.hash`), so a leaked
 * database does not leak usable keys; the analysis looks a typed key up by
 * `accessKeyHash(normalizeAccessKey(typed))`.
 *
 * Hashing uses the Web Crypto API (`globalThis.crypto`, present in Node 20+ and browsers) so the
 * domain stays free of Node imports; it is therefore async.
 */
import { z } from "zod";

/** Letters and digits without the look-alikes 0/O and 1/I: 32 symbols, 5 random bits each. */
export const ACCESS_KEY_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const ACCESS_KEY_PREFIX = "CHT";
const GROUPS = 2;
const GROUP_LENGTH = 4;

/** What an admin or a shopper typed, as it is hashed: without surrounding spaces, in upper case. */
export function normalizeAccessKey(input: string): string {
  return input.trim().toUpperCase();
}

/** Hex SHA-256 of an already normalised key. */
export async function accessKeyHash(normalized: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A new key such as `CHT-7KQ2-M9XD` (40 random bits). `randomBytes` is injectable for tests; by
 * default it is the platform's cryptographic generator. 32 symbols divide 256, so `byte % 32` is
 * unbiased.
 */
export function generateAccessKey(
  randomBytes: (length: number) => Uint8Array = (length) =>
    globalThis.crypto.getRandomValues(new Uint8Array(length)),
): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const symbols = Array.from(bytes, (byte) => ACCESS_KEY_ALPHABET[byte % ACCESS_KEY_ALPHABET.length]!).join(
    "",
  );
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    symbols.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH),
  );
  return [ACCESS_KEY_PREFIX, ...groups].join("-");
}

export const ACCESS_KEY_NAME_REQUIRED = "Ingresa un nombre para la clave";

/** Admins name a key after whom it was given to ("Clienta María", "Feria de mayo"). */
export const createAccessKeyInputSchema = z
  .object({
    label: z
      .string({ error: ACCESS_KEY_NAME_REQUIRED })
      .trim()
      .min(1, ACCESS_KEY_NAME_REQUIRED)
      .max(60, "Máximo 60 caracteres"),
  })
  .strict();

export type CreateAccessKeyInput = z.infer<typeof createAccessKeyInputSchema>;

export const revokeAccessKeyInputSchema = z
  .object({ id: z.string({ error: "Clave inválida" }).min(1, "Clave inválida").max(128, "Clave inválida") })
  .strict();
export type RevokeAccessKeyInput = z.infer<typeof revokeAccessKeyInputSchema>;

/** `accessKeys/{id}`: a key's hash (never the key), its name, and who made it when. */
export const accessKeySchema = z.object({
  label: z.string().min(1),
  hash: z.string().min(1),
  active: z.boolean(),
  createdAt: z.date(),
  createdBy: z.string().min(1),
});
export type AccessKey = z.infer<typeof accessKeySchema>;

/**
 * An access key as the back office lists it. A key just created has no server time yet; reading it
 * with estimated server times gives one, and a missing one counts as now, keeping it at the top.
 */
export const accessKeySummarySchema = z.object({
  id: z.string(),
  label: z.string().catch(""),
  active: z.boolean().catch(false),
  createdAt: z.date().catch(() => new Date()),
});
export type AccessKeySummary = z.infer<typeof accessKeySummarySchema>;
