/**
 * index.html's inline boot script (bundled and inlined by vite.config.ts): what has to start with
 * the page, before the app's code has arrived — the catalog's requests and the first photo
 * (start-catalog.ts), holding early taps for the app to replay (lib/browser/early-input.ts), and
 * on a server-rendered page, starting the app once the first photos are in (start-app.ts).
 */
import "./start-catalog.ts";
import { SERVER_RENDERED_ATTRIBUTE } from "@domain/catalog/storefront-snapshot.ts";
import { holdEarlyInput } from "@/lib/browser/early-input.ts";
import { startAppAfterFirstPhotos } from "./start-app.ts";

if (!location.pathname.startsWith("/admin")) holdEarlyInput();
if (document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) startAppAfterFirstPhotos();
