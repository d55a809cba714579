/**
 * The shop's public address, for links the functions send out (Fintoc's return pages, the owner's
 * e-mails) and those in what the CDN keeps (canonical links, structured data, the sitemap, the
 * feeds). It is configuration, never a request header: a caller could send any Origin, Host or
 * X-Forwarded-Host, and neither an e-mail to the owner nor a cached page may link wherever a
 * stranger says. SHOP_URL in functions/.env names a custom domain; without it, the project's
 * default Hosting domain.
 */
export function shopUrl(): string {
  const configured = process.env.SHOP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const project = process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? "{}").projectId;
  return `https://${project}.web.app`;
}
