/**
 * index.html's inline boot script (bundled and inlined by vite.config.ts): what has to start with
 * the page, before the app's code has arrived — the catalog's requests and the first photo
 * (start-catalog.ts); holding early taps and Chrome's install prompt for the app to take over
 * (lib/browser/early-input.ts, shop/features/pwa/install-prompt.ts); and the app itself, at once
 * or, on a page the server rendered, once its first screen is shown (start-app.ts).
 */
import "./start-catalog.ts";
import { SERVER_RENDERED_ATTRIBUTE } from "@domain/catalog/storefront-snapshot.ts";
import { matchRoute } from "@domain/shop-paths.ts";
import { holdEarlyInput } from "@/lib/browser/early-input.ts";
import { holdInstallPrompt } from "@/shop/features/pwa/install-prompt.ts";
import { startApp } from "./start-app.ts";

holdInstallPrompt();
if (matchRoute(location.pathname) !== "admin") holdEarlyInput();
startApp({ afterFirstScreen: document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE) });
