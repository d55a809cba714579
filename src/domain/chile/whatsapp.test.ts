import { describe, expect, it } from "vitest";
import { formatWhatsapp, isValidWhatsapp, normalizeWhatsapp, whatsappChatNumber } from "./whatsapp.ts";

describe("normalizeWhatsapp", () => {
  it.each([
    "9 8765 4321",
    "987654321",
    "+56 9 8765 4321",
    "56987654321",
    "+56987654321",
    "56 9 8765 4321",
    "+569 8765 4321",
    "  9 8765 4321  ",
  ])("reads %j as the Chilean mobile +56987654321", (typed) => {
    expect(normalizeWhatsapp(typed)).toBe("+56987654321");
  });

  it("reads Chilean landlines and other countries' numbers", () => {
    expect(normalizeWhatsapp("2 2345 6789")).toBe("+56223456789");
    expect(normalizeWhatsapp("+54 9 11 2345 6789")).toBe("+5491123456789");
    expect(normalizeWhatsapp("+1 202 555 0123")).toBe("+12025550123");
  });

  it.each([
    ["empty", ""],
    ["too short", "9 8765 432"],
    ["too long", "9 8765 43210"],
    ["no Chilean number starts with 1", "1 2345 6789"],
    ["a leading 0", "0987654321"],
    ["a few digits", "12345"],
    ["dashes", "9-8765-4321"],
    ["letters", "llámame al 987654321"],
    ["a + inside", "56+987654321"],
    ["an unknown country code", "+999 1234 5678"],
  ])("refuses %s (%j)", (_, typed) => {
    expect(normalizeWhatsapp(typed)).toBeNull();
    expect(isValidWhatsapp(typed)).toBe(false);
  });
});

describe("formatWhatsapp", () => {
  it("writes a stored E.164 number the way people read it", () => {
    expect(formatWhatsapp("+56987654321")).toBe("+56 9 8765 4321");
    expect(formatWhatsapp("+56912345678")).toBe("+56 9 1234 5678");
    expect(formatWhatsapp("+56223456789")).toBe("+56 2 2345 6789");
    expect(formatWhatsapp("+5491123456789")).toBe("+54 9 11 2345 6789");
  });

  it("reads numbers stored before they were normalised: digits as typed", () => {
    expect(formatWhatsapp("56987654321")).toBe("+56 9 8765 4321");
    expect(formatWhatsapp("987654321")).toBe("+56 9 8765 4321");
    expect(formatWhatsapp("5491123456789")).toBe("+54 9 11 2345 6789");
  });

  it("shows a stored value that is no phone number as it is", () => {
    expect(formatWhatsapp("12345")).toBe("12345");
  });
});

describe("whatsappChatNumber", () => {
  it("gives wa.me the full international number, also for old orders", () => {
    expect(whatsappChatNumber("+56987654321")).toBe("+56987654321");
    expect(whatsappChatNumber("987654321")).toBe("+56987654321");
    expect(whatsappChatNumber("12345")).toBe("12345");
  });
});
