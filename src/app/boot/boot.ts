/**
 * index.html's inline boot script (bundled and inlined by vite.config.ts): what has to start with
 * the page, before the app's code has arrived — the catalog's requests and the first photo
 * (start-catalog.ts), and holding early taps for the app to replay (lib/browser/early-input.ts).
 */
import "./start-catalog.ts";
import { holdEarlyInput } from "@/lib/browser/early-input.ts";

if (!location.pathname.startsWith("/admin")) holdEarlyInput();
