/**
 * Checkout and the color analysis consume each App Check token (functions/src/https/guards.ts), so
 * the web app must send each call to them a limited-use token of its own: the cached token would be
 * refused from the second call on. Real tokens need reCAPTCHA in a browser on the real project, so
 * this checks what the web SDK is asked for.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const callableOptions = vi.hoisted(() => new Map<string, unknown>());

vi.mock("firebase/functions", () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: (_functions: unknown, name: string, options: unknown) => {
    callableOptions.set(name, options);
    return async () => ({ data: {} });
  },
}));

const { checkDiscountCode, createOrder } = await import("./checkout.ts");
const { analyzeStyle } = await import("./analysis.ts");
const { startFintocPayment } = await import("./fintoc.ts");

beforeEach(() => callableOptions.clear());

describe("callables with replay protection", () => {
  it("send checkout, the discount check and the color analysis a limited-use App Check token each call", async () => {
    await createOrder({} as never);
    await checkDiscountCode({} as never);
    expect(callableOptions.get("checkDiscountCode")).toMatchObject({ limitedUseAppCheckTokens: true });
    await analyzeStyle({} as never);
    expect(callableOptions.get("createOrder")).toMatchObject({ limitedUseAppCheckTokens: true });
    expect(callableOptions.get("analyzeStyle")).toMatchObject({ limitedUseAppCheckTokens: true });
  });

  it("leave the other callables on the cached token", async () => {
    await startFintocPayment("order-1");
    expect(callableOptions.get("startFintocPayment")).toMatchObject({ limitedUseAppCheckTokens: false });
  });
});
