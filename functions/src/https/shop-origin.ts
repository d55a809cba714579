import type { Request } from "firebase-functions/v2/https";

/** The address the visitor asked for: Hosting passes its host on as X-Forwarded-Host. */
export function shopOrigin(request: Request): string {
  const host = request.get("X-Forwarded-Host") ?? request.get("Host") ?? "localhost";
  const protocol = request.get("X-Forwarded-Proto")?.split(",")[0]?.trim() ?? request.protocol;
  return `${protocol}://${host}`;
}
