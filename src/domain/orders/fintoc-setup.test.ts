import { describe, expect, it } from "vitest";
import { fintocReady, fintocSetup, refusesFintocCheckout, usableWebhookSecret } from "./fintoc-setup.ts";

const LIVE_KEY = "sk_live_9f8e7d6c5b4a3f2e1d0c";
const TEST_KEY = "sk_test_local_chatoyant";
const WEBHOOK = "whsec_3o9rZ4xKbT1VcJzuDgpm4H";

describe("fintocSetup", () => {
  it("is off when both secrets are unset: the spec's payment link, never refused", () => {
    for (const [key, webhook] of [
      ["sin-clave", "sin-clave"],
      ["", undefined],
      [" sin-clave\n", "\n"],
    ] as const) {
      const setup = fintocSetup(key, webhook);
      expect(setup).toEqual({ state: "off" });
      expect(refusesFintocCheckout(setup, true)).toBe(false);
    }
  });

  it("tells live keys from test keys, with secrets pasted with a trailing newline", () => {
    expect(fintocSetup(`${LIVE_KEY}\n`, `${WEBHOOK}\n`)).toEqual({ state: "live" });
    expect(fintocSetup(` ${TEST_KEY}`, WEBHOOK)).toEqual({ state: "test" });
    expect(fintocReady(fintocSetup(LIVE_KEY, WEBHOOK))).toBe(true);
  });

  it("is incomplete with a key but no webhook secret, since paid orders would never be confirmed", () => {
    const setup = fintocSetup(LIVE_KEY, "sin-clave");
    expect(setup).toEqual({ state: "incomplete", problem: "missing-webhook-secret" });
    expect(fintocReady(setup)).toBe(false);
    expect(refusesFintocCheckout(setup, true)).toBe(true);
    expect(fintocSetup(LIVE_KEY, " ")).toEqual({ state: "incomplete", problem: "missing-webhook-secret" });
  });

  it("is incomplete with a webhook secret but no key", () => {
    expect(fintocSetup("sin-clave", WEBHOOK)).toEqual({ state: "incomplete", problem: "missing-secret-key" });
  });

  it("takes placeholders for what they are", () => {
    for (const key of [
      "sk_live_xxx",
      "sk_live_xxxxxxxxxxxx",
      "<FINTOC_SECRET_KEY>",
      "tu-clave",
      "sk_live_...",
      "pk_live_9f8e7d6c5b4a3f2e",
    ])
      expect(fintocSetup(key, WEBHOOK)).toEqual({ state: "incomplete", problem: "placeholder-secret-key" });
    for (const webhook of ["whsec_xxx", "<secreto del webhook>", "TODO", "whsec_…"])
      expect(fintocSetup(LIVE_KEY, webhook)).toEqual({
        state: "incomplete",
        problem: "placeholder-webhook-secret",
      });
  });

  it("refuses checkout only when deployed: the emulators keep the fallback to the settings' link", () => {
    const setup = fintocSetup(LIVE_KEY, "sin-clave");
    expect(refusesFintocCheckout(setup, false)).toBe(false);
    expect(refusesFintocCheckout(fintocSetup(LIVE_KEY, WEBHOOK), true)).toBe(false);
  });
});

describe("usableWebhookSecret", () => {
  it("is the trimmed secret, or null for an unset or placeholder one", () => {
    expect(usableWebhookSecret(`${WEBHOOK}\n`)).toBe(WEBHOOK);
    for (const value of [undefined, "", "sin-clave", " sin-clave\n", "whsec_xxx", "<secreto>"])
      expect(usableWebhookSecret(value)).toBeNull();
  });
});
