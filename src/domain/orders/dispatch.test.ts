import { describe, expect, it } from "vitest";
import { courierLabel, describeDispatch, dispatchInputSchema, trackingUrl } from "./dispatch.ts";

const parse = (input: unknown) => dispatchInputSchema.safeParse(input);
const firstMessage = (input: unknown) => parse(input).error?.issues[0]?.message;

describe("dispatch", () => {
  it("keeps the tracking number as the courier's page wants it", () => {
    expect(parse({ courier: "starken", trackingNumber: " 991 234-567 " }).data).toEqual({
      courier: "starken",
      courierName: null,
      trackingNumber: "991234567",
    });
    expect(parse({ courier: "correosChile", trackingNumber: "rr123456789cl" }).data?.trackingNumber).toBe(
      "RR123456789CL",
    );
  });

  it("refuses a missing or odd number, an unknown courier, and 'otro' without its name", () => {
    expect(firstMessage({ courier: "starken", trackingNumber: "  " })).toBe(
      "Escribe el número de seguimiento.",
    );
    expect(firstMessage({ courier: "starken" })).toBe("Escribe el número de seguimiento.");
    expect(firstMessage({ courier: "starken", trackingNumber: "99<script>" })).toBe(
      "El número de seguimiento lleva solo letras y números.",
    );
    expect(firstMessage({ courier: "starken", trackingNumber: "9".repeat(41) })).toBe(
      "El número de seguimiento admite hasta 40 caracteres.",
    );
    expect(firstMessage({ courier: "dhl", trackingNumber: "1" })).toBe("Elige el courier.");
    expect(firstMessage({ courier: "other", trackingNumber: "1", courierName: " " })).toBe(
      "Escribe el nombre del courier.",
    );
    expect(firstMessage({ courier: "starken", trackingNumber: "1", extra: true })).toBeDefined();
  });

  it("links each known courier's public tracking page, and names another by what the admin wrote", () => {
    const urls = (["chilexpress", "starken", "blueExpress", "correosChile"] as const).map((courier) =>
      trackingUrl({ courier, trackingNumber: "ABC123" }),
    );
    expect(urls).toEqual([
      "https://centrodeayuda.chilexpress.cl/seguimiento/ABC123",
      "https://www.starken.cl/seguimiento?codigo=ABC123",
      "https://www.blue.cl/seguimiento/?n_seguimiento=ABC123",
      "https://www.correos.cl/web/guest/seguimiento-en-linea?codigos=ABC123",
    ]);
    expect(trackingUrl({ courier: "other", trackingNumber: "ABC123" })).toBeNull();
    expect(courierLabel({ courier: "other", courierName: "Moova" })).toBe("Moova");
    expect(describeDispatch({ courier: "blueExpress", courierName: null, trackingNumber: "77" })).toBe(
      "Blue Express, número 77",
    );
  });
});
