import { HOSTING_URL } from "./emulators/launch.ts";
import { useLocalEmulators } from "./firebase-admin.ts";
import { DEMO_ADMIN } from "./seed/demo-admin.ts";
import { growDemoShop } from "./seed/grown-shop.ts";
import { seedDemoData } from "./seed/seed.ts";
import { launchPhoneBrowser, phoneContext } from "./bench/repeat-visit.ts";

useLocalEmulators();
await seedDemoData();
await growDemoShop();
const browser = await launchPhoneBrowser();
for (let run = 0; run < 4; run++) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const net: string[] = [];
  page.on("request", (r) => { if (/firestore|Listen|Aggregat/.test(r.url())) net.push(`${Date.now()} req ${r.method()} ${r.url().slice(0, 120)}`); });
  await page.goto(`${HOSTING_URL}/admin/login`);
  await page.getByLabel("Correo electrónico").fill(DEMO_ADMIN.email);
  await page.getByLabel("Contraseña").fill(DEMO_ADMIN.password);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.getByRole("button", { name: "Ingresar" }).click();
  await page.waitForURL("**/admin/home");
  await page.waitForSelector("text=Pedidos Pendientes", { timeout: 120_000 });
  const t0 = Date.now();
  await page.goto(`${HOSTING_URL}/admin/orders`, { waitUntil: "commit" });
  await page.waitForSelector('[aria-label^="Ver pedido "]', { timeout: 180_000 });
  console.log(`PROBE run ${run} first row (goto) ${Date.now() - t0} ms`);
  await page.waitForTimeout(3000);
  await page.evaluate(`new Promise((resolve) => { const shown = () => Number(/Mostrando (\\d+)/.exec(document.querySelector("main")?.textContent ?? "")?.[1] ?? 0); const step = () => { if (shown() >= 500) return resolve(shown()); window.scrollTo(0, document.documentElement.scrollHeight); setTimeout(step, 200); }; step(); })`);
  await page.waitForTimeout(3000);
  await page.evaluate("window.scrollTo(0, 0)");
  await page.waitForTimeout(1500);
  net.length = 0;
  const log = await page.evaluate(`new Promise((resolve) => {
    const events = [];
    const start = performance.now();
    const observer = new MutationObserver((records) => {
      const t = Math.round(performance.now() - start);
      const kinds = {};
      for (const r of records) { const k = r.type + ":" + (r.target.nodeName || "") + (r.target.getAttribute ? "." + (r.target.getAttribute("class") || "").split(" ")[0] : "") + (r.type === "characterData" ? "=" + r.target.textContent.slice(0, 30) : ""); kinds[k] = (kinds[k] || 0) + 1; }
      events.push(t + "ms " + JSON.stringify(kinds).slice(0, 300));
    });
    observer.observe(document.querySelector("main"), { childList: true, subtree: true, characterData: true, attributes: true });
    const label = [...document.querySelectorAll("label")].find((element) => element.textContent.trim() === "Estado");
    const select = label && (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector("select"));
    window.__t0 = Date.now();
    select.value = "pending";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    setTimeout(() => { observer.disconnect(); resolve({ events, t0: window.__t0, text: document.querySelector("main").textContent.slice(0, 200) }); }, 4000);
  })`) as { events: string[]; t0: number; text: string };
  console.log(`PROBE run ${run} filter events:\nPROBE ${log.events.join("\nPROBE ")}`);
  console.log(`PROBE net: ${net.map((line) => `${Number(line.split(" ")[0]) - log.t0}ms ${line.split(" ").slice(1).join(" ")}`).join("\nPROBE ")}`);
  await context.close();
}
await browser.close();
