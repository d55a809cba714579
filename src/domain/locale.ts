/**
 * The shop sells in Chile only: every date, amount and plural is shown, compared and bucketed in
 * Chilean Spanish and Santiago time, whoever runs the code (a browser abroad, a function in UTC).
 */
export const LOCALE = "es-CL";
export const TIME_ZONE = "America/Santiago";

export type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

// Made on first use: a page's first Intl formatter loads the locale's data (see money.ts).
let wallClockFormat: Intl.DateTimeFormat | undefined;

/** Santiago's wall clock at an instant: "2026", "11", "22", "14" (00–23), "05", "09". */
export function santiagoWallClock(at: Date): WallClock {
  wallClockFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(
    wallClockFormat.formatToParts(at).map((part) => [part.type, part.value]),
  ) as WallClock;
}

/** "20261122": the Santiago calendar day, as order numbers and the analytics buckets key it. */
export function santiagoDayKey(at: Date): string {
  const { year, month, day } = santiagoWallClock(at);
  return `${year}${month}${day}`;
}
