import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** "Today" is the calendar day in Finland (ARCHITECTURE.md). */
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
