import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cents, sumCents, type Cents } from '@portal/openapi/money';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate, formatEuroCents, type FormatLocale } from '../../format';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { DataTable, type DataTableColumn } from './DataTable';

interface Payment {
  nr: string;
  creditor: string;
  debtNr: string;
  paymentDate: string;
  bookingDate: string;
  cents: Cents;
}

interface Installment {
  sequence: number;
  dueDate: string;
  cents: Cents;
  capital: Cents;
  costs: Cents;
  interest: Cents;
}

const payments: Payment[] = [
  {
    nr: 'p1',
    creditor: 'Kodinkone Oy',
    debtNr: '1001',
    paymentDate: '2026-02-27',
    bookingDate: '2026-03-02',
    cents: cents(5000),
  },
  {
    nr: 'p2',
    creditor: 'Puhelinyhtiö Oyj',
    debtNr: '1002',
    paymentDate: '2026-01-30',
    bookingDate: '2026-02-02',
    cents: cents(12050),
  },
  {
    nr: 'p3',
    creditor: 'Kodinkone Oy',
    debtNr: '1001',
    paymentDate: '2025-12-29',
    bookingDate: '2025-12-30',
    cents: cents(5000),
  },
];

const installments: Installment[] = [1, 2, 3, 4].map((sequence) => ({
  sequence,
  dueDate: `2026-0${sequence + 3}-01`,
  cents: cents(25000),
  capital: cents(22000),
  costs: cents(1500),
  interest: cents(1500),
}));

/**
 * The table's props, and the story's table (payments, a plan's installments, bills or no
 * payments), from which the story sets the rows, columns and totals.
 */
type Args = ComponentProps<typeof DataTable> & {
  /** Story only: the table shown; it sets the rows, columns, totals and expandable detail. */
  kind: 'payments' | 'installments' | 'bills' | 'empty';
};

type T = ReturnType<typeof storyText>;

/** The payments page's columns. */
function paymentColumns(t: T, locale: FormatLocale): DataTableColumn<Payment>[] {
  return [
    {
      key: 'debt',
      header: t('payments.table.debt'),
      rowHeader: true,
      render: (row) => `${row.creditor} ${row.debtNr}`,
    },
    {
      key: 'paymentDate',
      header: t('payments.table.paymentDate'),
      render: (row) => formatDate(row.paymentDate),
    },
    {
      key: 'bookingDate',
      header: t('payments.table.registeredDate'),
      render: (row) => formatDate(row.bookingDate),
    },
    {
      key: 'sum',
      header: t('payments.table.sum'),
      align: 'end',
      render: (row) => formatEuroCents(row.cents, locale),
    },
  ];
}

/** A plan's installments (and its bills): the columns. */
function installmentColumns(t: T, euro: (amount: Cents) => string): DataTableColumn<Installment>[] {
  return [
    {
      key: 'number',
      header: t('installments.number'),
      rowHeader: true,
      render: (row) => row.sequence,
    },
    {
      key: 'dueDate',
      header: t('installments.dueDate'),
      render: (row) => formatDate(row.dueDate),
    },
    {
      key: 'amount',
      header: t('installments.amount'),
      align: 'end',
      render: (row) => euro(row.cents),
    },
    {
      key: 'capital',
      header: t('installments.capital'),
      align: 'end',
      render: (row) => euro(row.capital),
    },
    {
      key: 'costs',
      header: t('installments.costs'),
      align: 'end',
      render: (row) => euro(row.costs),
    },
    {
      key: 'interest',
      header: t('installments.interest'),
      align: 'end',
      render: (row) => euro(row.interest),
    },
  ];
}

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = ['caption', 'emptyText', 'totalsLabel'] as const;

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    kind: 'payments',
    caption: 'payments.table.caption',
    emptyText: 'payments.table.empty',
    totalsLabel: 'common.total',
    onRowClick: fn(),
    smallScreen: 'scroll',
    // Filled in by the render from `kind` and the locale toolbar.
    rows: [],
    columns: [],
    getRowKey: String,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['payments', 'installments', 'bills', 'empty'] },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    totalsLabel: { control: 'text' },
    smallScreen: { control: 'inline-radio', options: ['scroll', 'cards'] },
    ...setByStory(
      [
        'rows',
        'columns',
        'getRowKey',
        'totals',
        'renderExpanded',
        'expandLabel',
        'collapseLabel',
        'expandHeader',
      ],
      'the kind control',
    ),
  },
  render: ({ kind, ...args }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const props = translatedArgs(args, globals, texts);
    if (kind === 'payments' || kind === 'empty') {
      return (
        <DataTable
          {...props}
          rows={kind === 'empty' ? [] : payments}
          getRowKey={(row) => row.nr}
          columns={paymentColumns(t, locale)}
        />
      );
    }
    const euro = (amount: Cents) => formatEuroCents(amount, locale);
    const sum = (pick: (row: Installment) => Cents) => euro(sumCents(installments.map(pick)));
    return (
      <DataTable
        {...props}
        rows={installments}
        getRowKey={(row) => String(row.sequence)}
        totals={{
          amount: sum((r) => r.cents),
          capital: sum((r) => r.capital),
          costs: sum((r) => r.costs),
          interest: sum((r) => r.interest),
        }}
        {...(kind === 'bills'
          ? {
              renderExpanded: (row: Installment) => (
                <p style={{ margin: 0 }}>
                  {t('bills.detail', { capital: euro(row.capital), interest: euro(row.interest) })}
                </p>
              ),
              expandLabel: (row: Installment) => t('bills.showDetails', { number: row.sequence }),
              collapseLabel: (row: Installment) => t('bills.hideDetails', { number: row.sequence }),
              expandHeader: t('bills.detailsColumn'),
            }
          : {})}
        columns={installmentColumns(t, euro)}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payments page: a click on a row, or Enter on its first cell, opens the debt. */
export const RowClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAccessibleName(/./);
    const rows = canvas.getAllByRole('row');
    await userEvent.click(within(rows[2]!).getAllByRole('cell')[2]!);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(payments[1]);
    canvas.getAllByRole('button')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(payments[0]);
  },
};

/** Settlement installments with a totals row (step 4). */
export const Totals: Story = {
  args: {
    kind: 'installments',
    caption: 'installments.caption',
    onRowClick: undefined,
    smallScreen: 'cards',
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent(/1[\s\u00a0,.]?000[,.]00/);
  },
};

/** Bill rows with expandable detail: the toggle says "show" when closed and "hide" when open. */
export const Expandable: Story = {
  args: { kind: 'bills', caption: 'bills.caption', onRowClick: undefined, smallScreen: 'cards' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { expanded: false });
    await expect(first).toHaveAccessibleName(t('bills.showDetails', { number: 1 }));
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAccessibleName(t('bills.hideDetails', { number: 1 }));
    await expect(first!.closest('tr')).toHaveAttribute('data-state', 'expanded');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAccessibleName(t('bills.showDetails', { number: 1 }));
  },
};

export const Empty: Story = { args: { kind: 'empty' } };

/**
 * The payments page on a phone: below 600 px each payment is a card with its date, booking date
 * and sum, instead of a table whose last columns are out of sight; from 600 px the table.
 */
export const CardsOnSmallScreens: Story = {
  args: { smallScreen: 'cards' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth < 600) {
      await expect(canvas.queryByRole('table')).toBeNull();
      const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
      await expect(cards).toHaveLength(payments.length);
      await expect(within(cards[0]!).getAllByRole('definition')).toHaveLength(3);
      await userEvent.click(within(cards[1]!).getByRole('button'));
      await expect(args.onRowClick).toHaveBeenLastCalledWith(payments[1]);
    } else {
      await expect(canvas.getByRole('table')).toBeVisible();
    }
  },
};
