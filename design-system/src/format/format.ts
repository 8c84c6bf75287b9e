import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { cents, type Cents } from '@portal/openapi/money';
import type { Locale } from '@portal/translations';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** All "today" and timestamp conversions happen in Finnish time (docs/architecture.md). */
export const TIME_ZONE = 'Europe/Helsinki';
export const DATE_FORMAT = 'DD.MM.YYYY';

/** A locale the formatters accept: the spec's three (fi-FI, sv-SE, en-US). */
export type FormatLocale = Locale;

const euroFormatters = new Map<FormatLocale, Intl.NumberFormat>();
function euroFormatter(locale: FormatLocale): Intl.NumberFormat {
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    euroFormatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Integer cents as euros with two decimals in the given locale, e.g. 123456 → "1 234,56 €" (fi).
 * Division happens only here, for display; sums stay in cents.
 */
export function formatEuroCents(cents: Cents, locale: FormatLocale = 'fi-FI'): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Amount must be integer cents, got ${cents}`);
  return euroFormatter(locale).format(cents / 100);
}

/**
 * An ISO date (`2026-11-21`) or timestamp as DD.MM.YYYY. Plain dates are calendar days and are
 * not shifted; timestamps are shown as the day they fall on in Helsinki.
 */
export function formatDate(value: string | Date | dayjs.Dayjs | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = dayjs(value, 'YYYY-MM-DD', true);
    return day.isValid() ? day.format(DATE_FORMAT) : '';
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(TIME_ZONE).format(DATE_FORMAT) : '';
}

/** Today's calendar day in Helsinki as `YYYY-MM-DD`. */
export function todayInHelsinki(now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
}

const percentFormatters = new Map<FormatLocale, Intl.NumberFormat>();
/** A percentage given as 0-100, e.g. 42.5 → "42,5 %" (fi) or "42.5%" (en). */
export function formatPercent(percent: number, locale: FormatLocale = 'fi-FI'): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormatters.set(locale, formatter);
  }
  return formatter.format(percent / 100);
}

export { dayjs };

/**
 * What a person types into an amount field, to integer cents: "12,50", "12.50", "1 234,5",
 * "12" and "12 €" all work; anything else (letters, three decimals, two separators) is `null`.
 */
export function parseEuroInput(text: string): Cents | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(amount) ? cents(amount) : null;
}

/** Cents as they read inside an amount field: "12,50" (fi, sv) or "12.50" (en), no euro sign. */
export function formatCentsForInput(cents: Cents, locale: FormatLocale = 'fi-FI'): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Amount must be integer cents, got ${cents}`);
  const separator = locale === 'en-US' ? '.' : ',';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/** A file size for people: "1,5 Mt" (fi), "1,5 MB" (sv), "1.5 MB" (en). */
export function formatFileSize(bytes: number, locale: FormatLocale = 'fi-FI'): string {
  const [unit, divisor] =
    bytes >= 1_000_000 ? (['megabyte', 1_000_000] as const) : (['kilobyte', 1_000] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(Math.max(bytes / divisor, bytes > 0 ? 0.1 : 0));
}
