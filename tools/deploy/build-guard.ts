/**
 * The build's own guard for a deployment (vite.config.ts adds it to both builds):
 * - a build outside the emulators' mode stops when it would carry an App Check debug token
 *   (refusals.ts, `debugTokenRefusal`): Vite would compile it into the page for anyone to read;
 * - the app's build writes dist/.vite/build-info.json (mode, project, emulators or not), which
 *   `npm run deploy` reads back before it ships dist/, so an emulator build never reaches Hosting.
 *   Hosting skips dot folders (firebase.json), and the service worker precaches no JSON.
 */
import type { Plugin } from "vite";
import { debugTokenRefusal, type BuildInfo } from "./refusals.ts";

export const BUILD_INFO_ASSET = ".vite/build-info.json";

export function deployBuildGuard(): Plugin {
  let info: BuildInfo | undefined;
  let serverBuild = false;
  return {
    name: "deploy-build-guard",
    apply: "build",
    configResolved(config) {
      const refusal = debugTokenRefusal(config.mode, config.env);
      if (refusal) throw new Error(`vite build (modo ${config.mode}): ${refusal}`);
      serverBuild = Boolean(config.build.ssr);
      info = {
        mode: config.mode,
        projectId: (config.env.VITE_FIREBASE_PROJECT_ID as string | undefined) || null,
        usesEmulators: config.env.VITE_USE_EMULATORS === "true",
      };
    },
    generateBundle() {
      if (serverBuild || !info) return;
      this.emitFile({
        type: "asset",
        fileName: BUILD_INFO_ASSET,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
