import { dayjs, type FormatLocale } from '../../format';

/** Calendar arithmetic on ISO days (`YYYY-MM-DD`): no time zones, no clock. */
export const ISO = 'YYYY-MM-DD';

const day = (iso: string) => dayjs(iso, ISO, true);

export function addDays(iso: string, days: number): string {
  return day(iso).add(days, 'day').format(ISO);
}

export function addMonths(iso: string, months: number): string {
  return day(iso).add(months, 'month').format(ISO);
}

/** Monday = 0 … Sunday = 6 (the week starts on Monday in Finland). */
export function weekdayIndex(iso: string): number {
  return (day(iso).day() + 6) % 7;
}

export function isWeekend(iso: string): boolean {
  return weekdayIndex(iso) >= 5;
}

export function startOfMonth(iso: string): string {
  return day(iso).startOf('month').format(ISO);
}

export function endOfMonth(iso: string): string {
  return day(iso).endOf('month').format(ISO);
}

/** The weeks of the month of `iso`, Monday first; `null` pads days outside the month. */
export function monthGrid(iso: string): (string | null)[][] {
  const first = startOfMonth(iso);
  const days = day(iso).daysInMonth();
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let i = 0; i < days; i += 1) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export interface DateLimits {
  /** First choosable date (ISO `YYYY-MM-DD`). */
  min?: string;
  /** Last choosable date (ISO `YYYY-MM-DD`). */
  max?: string;
  /** Saturdays and Sundays cannot be chosen. */
  weekdaysOnly?: boolean;
  /** Further dates that cannot be chosen (ISO), e.g. bank holidays. */
  disabledDates?: readonly string[];
}

/** Whether a day can be chosen under the limits (weekdays only, excluded days, min, max). */
export function isSelectable(iso: string, limits: DateLimits): boolean {
  if (limits.min && iso < limits.min) return false;
  if (limits.max && iso > limits.max) return false;
  if (limits.weekdaysOnly && isWeekend(iso)) return false;
  if (limits.disabledDates?.includes(iso)) return false;
  return true;
}

/** Reads DD.MM.YYYY (also D.M.YYYY) to an ISO day, or `null`. */
export function parseDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), ['DD.MM.YYYY', 'D.M.YYYY'], true);
  return parsed.isValid() ? parsed.format(ISO) : null;
}

export function monthTitle(iso: string, locale: FormatLocale): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fullDateLabel(iso: string, locale: FormatLocale): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Monday-first weekday names, short and long, in the locale. */
export function weekdayNames(locale: FormatLocale): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + i));
    const format = (weekday: 'short' | 'long') =>
      new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
}
