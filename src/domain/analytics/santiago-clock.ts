/**
 * Calendar keys in the shop's time zone (Santiago, see ../locale.ts), for the analytics buckets and the
 * alert ids. Hours are stepped as real elapsed time (so a DST change never skips a view), days as
 * calendar days (so a 23- or 25-hour day is still one day).
 */
import { santiagoDayKey, santiagoWallClock } from "../locale.ts";

const HOUR_MS = 3_600_000;

/** "2026112214": the Santiago calendar day and hour (00–23). */
export function santiagoHourKey(at: Date): string {
  const { year, month, day, hour } = santiagoWallClock(at);
  return `${year}${month}${day}${hour}`;
}

/**
 * The hour keys of the last `hours` hours up to `now` (its own hour first). When clocks go back, two
 * elapsed hours share a key; it is listed once.
 */
export function lastHourKeys(now: Date, hours: number): string[] {
  const keys = Array.from({ length: hours }, (_, i) =>
    santiagoHourKey(new Date(now.getTime() - i * HOUR_MS)),
  );
  return [...new Set(keys)];
}

/** Today's Santiago day key and the `days - 1` calendar days before it, newest first. */
export function lastDayKeys(now: Date, days: number): string[] {
  const today = santiagoDayKey(now);
  const [year, month, day] = [today.slice(0, 4), today.slice(4, 6), today.slice(6, 8)].map(Number);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(year!, month! - 1, day! - i));
    return date.toISOString().slice(0, 10).replaceAll("-", "");
  });
}

/** Milliseconds Santiago's wall clock is ahead of UTC at `at` (negative: −3 h or −4 h). */
function santiagoOffsetMs(at: Date): number {
  const { year, month, day, hour, minute, second } = santiagoWallClock(at);
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the current Santiago calendar month began (midnight on the 1st, Santiago time). */
export function startOfSantiagoMonth(now: Date): Date {
  const today = santiagoDayKey(now);
  const wallMidnight = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(4, 6)) - 1, 1);
  // The offset at the guess, then again at the result, in case the first guess fell across a DST change.
  const guess = wallMidnight - santiagoOffsetMs(new Date(wallMidnight));
  return new Date(wallMidnight - santiagoOffsetMs(new Date(guess)));
}

/** The instant the current Santiago day began (its midnight). */
export function startOfSantiagoDay(now: Date): Date {
  const today = santiagoDayKey(now);
  const wallMidnight = Date.UTC(
    Number(today.slice(0, 4)),
    Number(today.slice(4, 6)) - 1,
    Number(today.slice(6)),
  );
  const guess = wallMidnight - santiagoOffsetMs(new Date(wallMidnight));
  return new Date(wallMidnight - santiagoOffsetMs(new Date(guess)));
}
