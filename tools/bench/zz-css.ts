// TEMPORARY: which emotion classes carry the longest CSS, and how many elements use each.
import { chromium } from "playwright-core";
import { HOSTING_URL } from "../emulators/launch.ts";
import { useLocalEmulators } from "../firebase-admin.ts";
import { seedDemoData } from "../seed/seed.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
useLocalEmulators();
await seedDemoData();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.goto(`${HOSTING_URL}/`);
await page.waitForTimeout(8000);
console.log("HASH", await page.evaluate(`JSON.stringify([window.__r, (window.__ms||[]).map(x=>x[0])])`));
console.log(await page.evaluate(`(() => {
  const byClass = new Map();
  for (const sheet of document.styleSheets) {
    let rules; try { rules = sheet.cssRules; } catch { continue; }
    const walk = (list) => { for (const r of list) {
      if (r.cssRules && !r.selectorText) { walk(r.cssRules); continue; }
      const m = (r.selectorText || "").match(/\\.(css-[a-z0-9]+)/); if (!m) continue;
      byClass.set(m[1], (byClass.get(m[1]) || 0) + r.cssText.length);
    } };
    walk(rules);
  }
  const rows = [...byClass].map(([c, len]) => { const els = document.getElementsByClassName(c); return [c, len, els.length, len * els.length, els[0] ? els[0].tagName + "." + [...els[0].classList].filter(x => !x.startsWith("css-")).slice(0,3).join(".") : ""]; });
  rows.sort((a, b) => b[3] - a[3]);
  const total = rows.reduce((s, r) => s + r[3], 0);
  const styleTags = [...document.querySelectorAll("style")].map(s => [s.dataset.emotion || "-", s.textContent.length, s.sheet?.cssRules.length]);
  return JSON.stringify({ total, classes: rows.length, top: rows.slice(0, 25), styleTags: styleTags.slice(0, 10), styleTagCount: styleTags.length }, null, 0);
})()`));
await browser.close();
