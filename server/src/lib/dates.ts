import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** "Today" is the calendar day in Finland, wherever the server runs (docs/architecture.md). */
export const TIME_ZONE = 'Europe/Helsinki';

/** The server's notion of now; tests pass their own. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Today's calendar day in Helsinki as YYYY-MM-DD. */
export function todayInHelsinki(now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
}

/** A calendar day moved by whole days (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  return dayjs.utc(isoDate).add(days, 'day').format('YYYY-MM-DD');
}

export function addMonths(isoDate: string, months: number): string {
  return dayjs.utc(isoDate).add(months, 'month').format('YYYY-MM-DD');
}

/** DD.MM.YYYY for documents. */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

export { dayjs };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Finnish banks' non-business weekdays of a year: New Year's Day, Epiphany, Good Friday, Easter
 * Monday, May Day, Ascension Day, Midsummer Eve (the Friday from 19 to 25 June), Independence
 * Day, Christmas Eve, Christmas Day and Boxing Day. No payment falls due on them.
 */
export function finnishBankHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const midsummerEve = Array.from({ length: 7 }, (_, i) => `${year}-06-${19 + i}`).find(
    (day) => dayjs.utc(day).day() === 5,
  )!;
  return new Set([
    `${year}-01-01`,
    `${year}-01-06`,
    addDays(easter, -2),
    addDays(easter, 1),
    `${year}-05-01`,
    addDays(easter, 39),
    midsummerEve,
    `${year}-12-06`,
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

/** Saturday or Sunday: no payment falls due on a weekend either. */
export function isWeekend(day: string): boolean {
  return [0, 6].includes(dayjs.utc(day).day());
}

export function isFinnishBankHoliday(day: string): boolean {
  return finnishBankHolidays(Number(day.slice(0, 4))).has(day);
}
