/**
 * Captures the manifest's screenshots (public/screenshots/) from the running shop, at the phone and
 * desktop sizes the manifest declares. Run with the shop up (`npm start`):
 *   npx tsx tools/pwa/capture-screenshots.ts
 */
import sharp from "sharp";
import { launchBrowser, openPage, VIEWPORTS } from "../browser/browser.ts";
import { HOSTING_URL } from "../emulators/launch.ts";

const targets = [
  { viewport: "phone", file: "public/screenshots/inicio-telefono.webp" },
  { viewport: "desktop", file: "public/screenshots/inicio-escritorio.webp" },
] as const;

const browser = await launchBrowser();
for (const { viewport, file } of targets) {
  const page = await openPage(browser, viewport);
  await page.goto(HOSTING_URL);
  await page.locator('main article img[data-photo="worn"]').first().waitFor();
  // Wait for the photos on screen (the others are lazy and never load here).
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
  const { width, height } = VIEWPORTS[viewport];
  // A device scale of 1, so the image is exactly the size the manifest states.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  await sharp(png).webp({ quality: 80 }).toFile(file);
  console.log(`${file} (${width}x${height})`);
  await page.context().close();
}
await browser.close();
