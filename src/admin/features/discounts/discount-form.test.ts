import { describe, expect, it } from "vitest";
import {
  DISCOUNT_FORM_MESSAGES,
  EMPTY_DISCOUNT_FORM,
  discountFormOf,
  readDiscountForm,
} from "./discount-form.ts";

const none = new Set<string>();

describe("readDiscountForm", () => {
  it("reads a code as the shop stores it, empty boxes as no limit", () => {
    const read = readDiscountForm(
      { ...EMPTY_DISCOUNT_FORM, code: " cyber-dia ", kind: "amount", value: "5.000", minSubtotal: "20.000" },
      none,
    );
    expect(read).toEqual({
      ok: true,
      code: "CYBER-DIA",
      fields: {
        rule: { kind: "amount", amount: 5_000 },
        minSubtotal: 20_000,
        startsOn: null,
        endsOn: null,
        maxUses: null,
        maxUsesPerWhatsapp: 1,
        active: true,
      },
    });
  });

  it("says under each field what to fix", () => {
    const read = readDiscountForm(
      {
        ...EMPTY_DISCOUNT_FORM,
        code: "VERANO15",
        value: "150",
        startsOn: "2026-12-10",
        endsOn: "2026-12-01",
        maxUses: "0",
        maxUsesPerWhatsapp: "uno",
      },
      new Set(["VERANO15"]),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        code: "Ya existe el código VERANO15. Elige otro o edita ese.",
        value: DISCOUNT_FORM_MESSAGES.percent,
        endsOn: DISCOUNT_FORM_MESSAGES.endsBeforeStart,
        maxUses: DISCOUNT_FORM_MESSAGES.uses,
        maxUsesPerWhatsapp: DISCOUNT_FORM_MESSAGES.uses,
      },
    });
    expect(readDiscountForm({ ...EMPTY_DISCOUNT_FORM, value: "10" }, none)).toMatchObject({
      errors: { code: DISCOUNT_FORM_MESSAGES.codeRequired },
    });
    expect(
      readDiscountForm({ ...EMPTY_DISCOUNT_FORM, code: "con espacio", value: "10" }, none),
    ).toMatchObject({
      errors: { code: DISCOUNT_FORM_MESSAGES.codeFormat },
    });
    expect(
      readDiscountForm({ ...EMPTY_DISCOUNT_FORM, code: "GRATIS", kind: "amount", value: "" }, none),
    ).toMatchObject({
      errors: { value: DISCOUNT_FORM_MESSAGES.amount },
    });
  });

  it("reads back what it shows for a stored code", () => {
    const stored = {
      id: "VERANO15",
      rule: { kind: "percent" as const, percent: 15 },
      minSubtotal: 19_990,
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
      maxUses: 100,
      maxUsesPerWhatsapp: null,
      active: false,
      uses: 4,
      revenue: 80_000,
    };
    const { id, uses: _uses, revenue: _revenue, ...fields } = stored;
    expect(readDiscountForm(discountFormOf(stored), none)).toEqual({ ok: true, code: id, fields });
  });
});
