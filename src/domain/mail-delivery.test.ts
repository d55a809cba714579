import { describe, expect, it } from "vitest";
import { mailErrorSummary } from "./mail-delivery.ts";

describe("mailErrorSummary", () => {
  it("keeps the first line of the server's answer, shortened", () => {
    expect(mailErrorSummary("Error: Invalid login: 535 Authentication failed\n    at SMTPConnection")).toBe(
      "Error: Invalid login: 535 Authentication failed",
    );
    expect(mailErrorSummary("x".repeat(300))).toHaveLength(200);
    expect(mailErrorSummary(null)).toBe("sin detalle del servidor de correo");
  });
});
