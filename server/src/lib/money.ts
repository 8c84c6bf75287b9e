/** Money is integer cents everywhere inside the server; euros only at the API boundary. */

// The one euro/cent conversion, shared with the portal (one rounding rule).
export { cents, centsToEuros, eurosToCents, sumCents, type Cents } from '@portal/openapi/money';
import type { Cents } from '@portal/openapi/money';

export type { Locale as DocumentLocale } from '@portal/openapi/language';
import type { Locale as DocumentLocale } from '@portal/openapi/language';

/**
 * Cents as text for documents: "1 234,56 €" (fi, sv) or "€1,234.56" (en), with no-break spaces
 * (U+00A0) so that an amount never breaks across lines. Written out rather than Intl
 * so the PDF fonts (WinAnsi, which has U+00A0) never meet a narrow no-break space.
 */
export function formatEuros(amount: Cents, locale: DocumentLocale): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const groupSeparator = locale === 'en-US' ? ',' : '\u00a0';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  const sign = negative ? '-' : '';
  return locale === 'en-US'
    ? `${sign}€${grouped}.${fraction}`
    : `${sign}${grouped},${fraction}\u00a0€`;
}

/** Percent 0-100 of part in whole, one decimal. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  const value = Math.round((part * 1000) / whole) / 10;
  return Math.min(100, Math.max(0, value));
}
