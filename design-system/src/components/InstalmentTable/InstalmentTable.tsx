import { useState, type ReactNode } from 'react';
import { cents, sumCents, type Cents } from '@portal/openapi/money';
import type dayjs from 'dayjs';
import { formatDate, formatEuroCents, type FormatLocale } from '../../format';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { Stack } from '../Stack';

/** One instalment: integer cents, the due date as `YYYY-MM-DD` (or a date). */
export interface InstalmentTableRow {
  sequence: number;
  dueDate: string | Date | dayjs.Dayjs;
  amountCents: Cents;
  /** The share of principal, costs and interest, shown when the labels name those columns. */
  capitalCents?: Cents;
  costsCents?: Cents;
  interestCents?: Cents;
}

/** The column headers and the totals row's label, translated by the caller. */
export interface InstalmentTableLabels {
  number: string;
  dueDate: string;
  amount: string;
  /** With `capital`, `costs` and `interest`, the table also shows each instalment's breakdown. */
  capital?: string;
  costs?: string;
  interest?: string;
  /** Adds a totals row with this label. */
  total?: string;
}

type Part = 'capitalCents' | 'costsCents' | 'interestCents';

export interface InstalmentTableProps {
  /** Names the table. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above says the same. */
  hideCaption?: boolean;
  /** The schedule, in order. */
  rows: readonly InstalmentTableRow[];
  /** Money and dates in the reader's language. */
  locale: FormatLocale;
  /** Column headers (and the totals row's label), in the reader's language. */
  labels: InstalmentTableLabels;
  /** Totals as the calculation gives them; by default the sums of the rows. */
  totals?: Partial<Record<'amountCents' | Part, Cents>>;
  /**
   * A long schedule shows its first `collapseAfter` instalments and the last one (often of a
   * different amount), with a button that shows them all. Without it every row shows.
   */
  collapseAfter?: number;
  /** The button that shows every row, e.g. (9) => "Näytä kaikki 9 erää". */
  showAllLabel?: (count: number) => string;
  /** The button that goes back to the short list. */
  showFewerLabel?: string;
}

const NONE = cents(0);

const sum = (rows: readonly InstalmentTableRow[], key: 'amountCents' | Part) =>
  sumCents(rows.map((row) => row[key] ?? NONE));

/**
 * A payment schedule (a plan, a suggested plan, a settlement): number, due date and amount, with
 * the breakdown when asked for, the totals, and on a phone one card per instalment. A long one
 * shows its first instalments and its last, so the end date and the last amount are never hidden.
 */
export function InstalmentTable({
  caption,
  hideCaption,
  rows,
  locale,
  labels,
  totals,
  collapseAfter,
  showAllLabel,
  showFewerLabel,
}: InstalmentTableProps) {
  const [all, setAll] = useState(false);
  const money = (cents: Cents) => formatEuroCents(cents, locale);
  const collapsible =
    collapseAfter !== undefined && showAllLabel !== undefined && rows.length > collapseAfter + 1;
  const last = rows.at(-1);
  const shown = collapsible && !all && last ? [...rows.slice(0, collapseAfter), last] : rows;

  const parts = (
    [
      ['capital', 'capitalCents'],
      ['costs', 'costsCents'],
      ['interest', 'interestCents'],
    ] as const
  ).filter(([label]) => labels[label] !== undefined);
  const columns: DataTableColumn<InstalmentTableRow>[] = [
    { key: 'sequence', header: labels.number, render: (row) => row.sequence, rowHeader: true },
    { key: 'due', header: labels.dueDate, render: (row) => formatDate(row.dueDate) },
    { key: 'amount', header: labels.amount, render: (row) => money(row.amountCents), align: 'end' },
    ...parts.map(([label, key]) => ({
      key: label,
      header: labels[label],
      render: (row: InstalmentTableRow) => money(row[key] ?? NONE),
      align: 'end' as const,
    })),
  ];
  const totalsRow = labels.total
    ? Object.fromEntries([
        ['amount', money(totals?.amountCents ?? sum(rows, 'amountCents'))],
        ...parts.map(([label, key]) => [label, money(totals?.[key] ?? sum(rows, key))]),
      ])
    : undefined;

  const table = (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={shown}
      getRowKey={(row) => String(row.sequence)}
      columns={columns}
      totals={totalsRow}
      totalsLabel={labels.total}
    />
  );
  if (!collapsible) return table;
  return (
    <Stack gap={3}>
      {table}
      <div>
        <Button variant="secondary" aria-expanded={all} onClick={() => setAll((was) => !was)}>
          {all ? (showFewerLabel ?? showAllLabel(rows.length)) : showAllLabel(rows.length)}
        </Button>
      </div>
    </Stack>
  );
}
