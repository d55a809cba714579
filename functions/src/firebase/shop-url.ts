/**
 * The shop's public address, for links the functions send out (Fintoc's return pages, the owner's
 * e-mails). It is configuration, never a request header: a caller could send any Origin, and an
 * e-mail to the owner must not link wherever a stranger says. SHOP_URL in functions/.env names a
 * custom domain; without it, the project's default Hosting domain.
 */
export function shopUrl(): string {
  const configured = process.env.SHOP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const project = process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? "{}").projectId;
  return `https://${project}.web.app`;
}
