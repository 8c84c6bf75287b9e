/**
 * The Enforcement Code's protected amount (ulosottokaari 705/2007, chapter 4, section 48): what
 * wage (and pension, sickness and unemployment benefit paid instead of wage, section 2) garnishment
 * must leave the debtor each day until the next payday, for the debtor and for each person the
 * debtor supports (a spouse, the debtor's or the spouse's child whose own income is below the
 * debtor's protected amount). A month counts as 30 days. The Ministry of Justice revises the
 * daily amounts each year by decree, by the national pension index.
 *
 * One row per year, each with the decree it comes from. The newest row a year is at most is the
 * one used; the page says which year that is. A new year's decree is added as a row here (and
 * its year's boundary tests in protected-amount.test.ts), nothing else changes.
 */
export interface ProtectedAmountYear {
  year: number;
  /** The debtor's own protected amount a day, in cents. */
  debtorDailyCents: number;
  /** For each person the debtor supports, a day, in cents. */
  dependantDailyCents: number;
  /** The decree that sets the year's amounts, as Finlex numbers it. */
  decree: string;
}

/** Days in a month for the protected amount of a monthly income (section 48, subsection 1). */
export const DAYS_IN_MONTH = 30;

/** The legal source of the amounts and of the rules that use them, for the page and the docs. */
export const PROTECTED_AMOUNT_SOURCE =
  'Ulosottokaari 705/2007, 4 luku 48 § (suojaosuus) ja 49 § (ulosmitattava määrä)';

export const protectedAmounts: readonly ProtectedAmountYear[] = [
  {
    year: 2024,
    debtorDailyCents: 3256,
    dependantDailyCents: 952,
    decree:
      'Oikeusministeriön asetus suojaosuuden määrästä määräajoin maksettavan palkan ulosmittauksessa vuonna 2024',
  },
  {
    year: 2025,
    debtorDailyCents: 3288,
    dependantDailyCents: 961,
    decree:
      'Oikeusministeriön asetus suojaosuuden määrästä määräajoin maksettavan palkan ulosmittauksessa vuonna 2025 (645/2024)',
  },
];

/**
 * The amounts in force in `year`: that year's row, or the newest earlier one when the year's
 * decree is not in the table yet (the page names the year the figures are from).
 */
export function protectedAmountsFor(year: number): ProtectedAmountYear {
  const rows = protectedAmounts.filter((row) => row.year <= year);
  const row = rows[rows.length - 1] ?? protectedAmounts[0];
  if (!row) throw new Error('No protected amounts');
  return row;
}

/** The monthly protected amount, in cents, for the debtor and `dependants` people supported. */
export function monthlyProtectedCents(row: ProtectedAmountYear, dependants: number): number {
  return DAYS_IN_MONTH * (row.debtorDailyCents + dependants * row.dependantDailyCents);
}
