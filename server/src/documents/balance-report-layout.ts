/**
 * The balance report's PDF as a document model (pure: texts, rows and figures in, model out):
 * `GET /api/orders/balancereport/{locale}/{debtNr}`. Loading and rendering are the service's.
 */
import { languageOf } from '@portal/openapi/language';
import { billDescription } from '@portal/translations';
import { formatDay } from '../lib/dates';
import { cents, type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentModel } from '../providers/types';
import type { BillRow, DebtRow, PaymentRow } from '../repositories/debtor-repository';
import { debtFigures } from '../rules/debt-card-rules';
import { DOCUMENT_TEXTS } from './texts';

export interface BalanceReportInput {
  locale: DocumentLocale;
  /** Printing date, recipient and address. */
  headerLines: string[];
  debt: DebtRow;
  bills: BillRow[];
  payments: PaymentRow[];
}

/** One debt's details, bills, payments and figures. */
export function balanceReportDocument(input: BalanceReportInput): {
  model: DocumentModel;
  fileName: string;
} {
  const { locale, debt, bills: billRows, payments: paymentRows } = input;
  const figures = debtFigures(debt, billRows, paymentRows);
  const t = DOCUMENT_TEXTS[locale];
  const b = t.balanceReport;
  // Sums and differences of cents are plain numbers: checked back to cents here.
  const euros = (amount: number) => formatEuros(cents(amount), locale);
  const model: DocumentModel = {
    locale,
    title: b.title,
    issuer: t.issuer,
    headerLines: input.headerLines,
    sections: [
      {
        kind: 'fields',
        heading: b.debtHeading,
        fields: [
          [b.caseNumber, String(debt.orderNr)],
          [b.debtNumber, String(debt.nr)],
          [b.creditor, [debt.creditorName, debt.creditorLastName].filter(Boolean).join(' ')],
          ...(debt.originalCreditor
            ? [[b.originalCreditor, debt.originalCreditor] as [string, string]]
            : []),
          [b.reference, debt.reference ?? ''],
          [b.dueDate, formatDay(debt.dueDate)],
          [b.state, t.states[debt.state] ?? String(debt.state)],
        ],
      },
      {
        kind: 'table',
        heading: b.billsHeading,
        columns: [
          { label: b.bill, width: 14 },
          { label: b.description, width: 30 },
          { label: b.dueDate, width: 14 },
          { label: b.capital, width: 14, align: 'right' },
          { label: b.interest, width: 12, align: 'right' },
          { label: b.total, width: 16, align: 'right' },
        ],
        rows: billRows.map((bill) => [
          String(bill.nr),
          billDescription(languageOf[locale], bill.description ?? ''),
          formatDay(bill.dueDate),
          euros(bill.capitalCents),
          euros(bill.interestCents),
          euros(bill.capitalCents + bill.interestCents),
        ]),
        totals: [
          b.total,
          '',
          '',
          euros(billRows.reduce((s, x) => s + x.capitalCents, 0)),
          euros(figures.interest),
          euros(figures.total),
        ],
      },
      {
        kind: 'table',
        heading: b.paymentsHeading,
        columns: [
          { label: b.paymentDate, width: 30 },
          { label: b.bookingDate, width: 30 },
          { label: b.amount, width: 40, align: 'right' },
        ],
        rows: paymentRows.map((p) => [
          formatDay(p.paymentDate),
          formatDay(p.bookingDate),
          euros(p.amountCents),
        ]),
        empty: b.noPayments,
      },
      {
        kind: 'fields',
        heading: b.summaryHeading,
        fields: [
          [b.capital, euros(figures.capital)],
          [b.interest, euros(figures.interest)],
          [b.collectionCosts, euros(figures.collectionCosts)],
          [b.otherCosts, euros(figures.otherCosts)],
          [b.totalDebt, euros(figures.total)],
          [b.paid, euros(figures.paid)],
          [b.left, euros(figures.left)],
          [b.payTo, debt.reference ?? ''],
        ],
      },
    ],
    footer: t.footer,
  };
  return { model, fileName: `${b.fileLabel}_${debt.nr}.pdf` };
}
