/**
 * App Check: in production the callables and Storage accept only requests from this app, proven by
 * a reCAPTCHA Enterprise token the SDK attaches by itself once App Check is started. It starts only
 * when the build has a site key (never in the emulators), and lazily, before the first call that
 * needs it, so the first paint never waits for reCAPTCHA's script.
 */
import { firebaseApp } from "./app.ts";

const env = import.meta.env;

let started: Promise<void> | undefined;

/** Resolves once App Check is running (at once when the build has no site key). */
export function appCheckReady(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) return;
  // A debug token registered in the console lets a local build talk to the real project.
  if (env.VITE_APP_CHECK_DEBUG_TOKEN) {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      env.VITE_APP_CHECK_DEBUG_TOKEN;
  }
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
  initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
