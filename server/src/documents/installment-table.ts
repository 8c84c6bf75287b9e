/**
 * The table of a plan's installments, one layout for every PDF that lists them: the payment
 * plan confirmation, the two settlement documents and the personal-data export. Each document
 * picks its columns and their relative widths; the labels, the alignment (figures right), the
 * formatting of days and euros and the totals row are the same everywhere.
 */
import { formatDay } from '../lib/dates';
import { cents, type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentSection } from '../providers/types';
import { DOCUMENT_TEXTS } from './texts';

/** One installment's figures in cents; a figure a document does not show may be left out. */
export interface InstallmentFigures {
  sequence: number;
  /** YYYY-MM-DD */
  dueDate: string;
  amountCents: number;
  capitalCents?: number;
  costsCents?: number;
  interestCents?: number;
  paidCents?: number;
}

const MONEY_COLUMNS = ['amount', 'capital', 'costs', 'interest', 'paid'] as const;
type MoneyColumn = (typeof MONEY_COLUMNS)[number];
export type InstallmentColumn = 'sequence' | 'dueDate' | MoneyColumn;

const CENTS_OF: Record<MoneyColumn, (i: InstallmentFigures) => number | undefined> = {
  amount: (i) => i.amountCents,
  capital: (i) => i.capitalCents,
  costs: (i) => i.costsCents,
  interest: (i) => i.interestCents,
  paid: (i) => i.paidCents,
};

const isMoney = (column: InstallmentColumn): column is MoneyColumn =>
  (MONEY_COLUMNS as readonly string[]).includes(column);

export interface InstallmentTableOptions {
  heading: string;
  /** The columns in order, each with its relative width. */
  columns: readonly (readonly [InstallmentColumn, number])[];
  /** Labels in place of the plan confirmation's (the data export names its own). */
  labels?: Partial<Record<InstallmentColumn, string>>;
  /**
   * A totals row: `true` for each money column's sum; figures given here replace the sums (a
   * settlement states the plan's own totals). Without it the table has no totals row.
   */
  totals?: true | Partial<Record<MoneyColumn, number>>;
  /** Shown when there are no installments. */
  empty?: string;
}

function cellOf(
  column: InstallmentColumn,
  installment: InstallmentFigures,
  euros: (cents: number) => string,
): string {
  if (column === 'sequence') return String(installment.sequence);
  if (column === 'dueDate') return formatDay(installment.dueDate);
  const amount = CENTS_OF[column](installment);
  return amount === undefined ? '' : euros(amount);
}

function totalsRow(
  options: InstallmentTableOptions,
  installments: readonly InstallmentFigures[],
  euros: (cents: number) => string,
  totalLabel: string,
): string[] {
  const given = options.totals === true ? {} : (options.totals ?? {});
  return options.columns.map(([column], index) => {
    if (!isMoney(column)) return index === 0 ? totalLabel : '';
    const amount =
      given[column] ?? installments.reduce((sum, i) => sum + (CENTS_OF[column](i) ?? 0), 0);
    return euros(amount);
  });
}

/** The installments as a table section of a document in `locale`. */
export function installmentTable(
  locale: DocumentLocale,
  installments: readonly InstallmentFigures[],
  options: InstallmentTableOptions,
): Extract<DocumentSection, { kind: 'table' }> {
  const texts = DOCUMENT_TEXTS[locale].planConfirmation;
  // Sums and differences of cents are plain numbers: checked back to cents here.
  const euros = (amount: number) => formatEuros(cents(amount), locale);
  return {
    kind: 'table',
    heading: options.heading,
    columns: options.columns.map(([column, width]) => ({
      label: options.labels?.[column] ?? texts[column],
      width,
      ...(isMoney(column) && { align: 'right' as const }),
    })),
    rows: installments.map((i) => options.columns.map(([column]) => cellOf(column, i, euros))),
    ...(options.totals && {
      totals: totalsRow(options, installments, euros, texts.total),
    }),
    ...(options.empty !== undefined && { empty: options.empty }),
  };
}
