/** Money is integer cents everywhere inside the server; euros only at the API boundary. */

/** Integer cents to the contract's euros with two decimals. */
export function centsToEuros(cents: number): number {
  if (!Number.isInteger(cents)) throw new TypeError(`Amount must be integer cents, got ${cents}`);
  return Number((cents / 100).toFixed(2));
}

/** Euros from a request to integer cents; null when the amount has more than two decimals. */
export function eurosToCents(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  // 0.1 + 0.2 style noise is fine, a third decimal is not.
  if (Math.abs(cents - euros * 100) > 1e-6) return null;
  return cents;
}

export type DocumentLocale = 'fi-FI' | 'sv-SE' | 'en-US';

/**
 * Cents as text for documents: "1 234,56 €" (fi, sv) or "€1,234.56" (en). Written out rather
 * than Intl so the PDF fonts (WinAnsi) never meet a narrow no-break space.
 */
export function formatEuros(cents: number, locale: DocumentLocale): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const groupSeparator = locale === 'en-US' ? ',' : ' ';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  const sign = negative ? '-' : '';
  return locale === 'en-US' ? `${sign}€${grouped}.${fraction}` : `${sign}${grouped},${fraction} €`;
}

/** Percent 0-100 of part in whole, one decimal. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  const value = Math.round((part * 1000) / whole) / 10;
  return Math.min(100, Math.max(0, value));
}
