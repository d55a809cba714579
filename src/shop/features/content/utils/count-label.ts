import { LOCALE } from "@domain/locale.ts";

const pluralRules = new Intl.PluralRules(LOCALE);

/** The unit for a count: policy periods come from the settings and may be 1 ("1 mes", "3 meses"). */
export function countUnit(count: number, one: string, other: string): string {
  return pluralRules.select(count) === "one" ? one : other;
}

/** 1 → "1 mes", 3 → "3 meses". */
export function countLabel(count: number, one: string, other: string): string {
  return `${count} ${countUnit(count, one, other)}`;
}
