/**
 * The back office as its own installable app (issue 42): its manifest (scope /admin/, opening at
 * /admin/home), its icons (the shop's gem on the back office's dark bar, so the two apps sit apart
 * on a home screen) and its page, admin.html: the app's shell naming that manifest. Hosting serves
 * it for every /admin address; the shop's service worker neither precaches nor keeps any of it.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { ManifestOptions } from "vite-plugin-pwa";
// Relative: vite.config.ts loads this file, and the @domain alias applies to the app, not the config.
import { LOCALE } from "../../src/domain/locale.ts";

/** The back office's bar (sand.900), and the shop's cream the page is drawn on. */
const DARK = "#2b241f";
const CREAM = "#f7f1ea";

export const ADMIN_MANIFEST_FILE = "admin.webmanifest";
export const ADMIN_HTML_FILE = "admin.html";

const ICONS = [
  { file: "admin-icon-192.png", size: 192, purpose: "any" },
  { file: "admin-icon-512.png", size: 512, purpose: "any" },
  { file: "admin-maskable-512.png", size: 512, purpose: "maskable" },
  { file: "admin-apple-touch-icon-180.png", size: 180, purpose: "apple" },
] as const;

export const adminManifest: Partial<ManifestOptions> = {
  id: "/admin/",
  name: "Chatoyant · Administración",
  short_name: "Chatoyant Admin",
  description: "Pedidos, productos y análisis de la tienda Chatoyant.",
  lang: LOCALE,
  dir: "ltr",
  start_url: "/admin/home",
  scope: "/admin/",
  display: "standalone",
  theme_color: DARK,
  background_color: CREAM,
  shortcuts: [
    { name: "Pedidos", url: "/admin/orders" },
    { name: "Productos", url: "/admin/products" },
  ],
  icons: ICONS.filter((icon) => icon.purpose !== "apple").map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: "image/png",
    purpose: icon.purpose,
  })),
};

/** The shop's logo (public/favicon.svg), its rounded square in the back office's dark. */
function adminLogo(): string {
  const logo = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
  const recoloured = logo.replace('fill="#6b3e2e"', `fill="${DARK}"`);
  if (recoloured === logo)
    throw new Error("admin-app.ts: public/favicon.svg changed; recolour its square again");
  return recoloured;
}

/** Each icon as PNG bytes: the logo whole ("any"), or full-bleed with room around it (maskable, Apple). */
export async function adminIcons(): Promise<{ file: string; bytes: Buffer }[]> {
  const logo = Buffer.from(adminLogo());
  return Promise.all(
    ICONS.map(async ({ file, size, purpose }) => {
      if (purpose === "any") {
        return {
          file,
          bytes: await sharp(logo, { density: 72 * (size / 64) })
            .resize(size, size)
            .png()
            .toBuffer(),
        };
      }
      // Platforms crop these to their own shape: the gem keeps to the middle 60 %.
      const inner = Math.round(size * 0.6);
      const gem = await sharp(logo, { density: 72 * (inner / 64) })
        .resize(inner, inner)
        .png()
        .toBuffer();
      const bytes = await sharp({ create: { width: size, height: size, channels: 4, background: DARK } })
        .composite([{ input: gem, gravity: "center" }])
        .png()
        .toBuffer();
      return { file, bytes };
    }),
  );
}

/**
 * The app's shell as the back office's page: its manifest, its Apple icon, its colour and its
 * title instead of the shop's. Fails the build if the shell no longer has what it replaces.
 */
export function adminHtml(shell: string): string {
  const replacements: [RegExp, string][] = [
    [
      /<link rel="manifest" href="\/manifest\.webmanifest">/,
      `<link rel="manifest" href="/${ADMIN_MANIFEST_FILE}">`,
    ],
    [
      /<link rel="apple-touch-icon" href="[^"]+">/,
      `<link rel="apple-touch-icon" href="/admin-apple-touch-icon-180.png">`,
    ],
    [/<meta name="theme-color" content="[^"]+"\s*\/?>/g, `<meta name="theme-color" content="${DARK}">`],
    [/<title>[^<]*<\/title>/, `<title>${adminManifest.name}</title>`],
  ];
  return replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`admin-app.ts: the shell has nothing matching ${pattern}`);
    pattern.lastIndex = 0;
    return html.replace(pattern, replacement);
  }, shell);
}
