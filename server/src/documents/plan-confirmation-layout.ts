/**
 * The payment plan confirmation's PDF as a document model (pure: texts and rows in, model out):
 * `GET /api/paymentplan/paymentplanconfirmation/{locale}/{msnr}`. Loading and rendering are the
 * service's.
 */
import { formatDay, todayInHelsinki } from '../lib/dates';
import { cents, type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentModel } from '../providers/types';
import type { DebtorRepository } from '../repositories/debtor-repository';
import { installmentTable } from './installment-table';
import { DOCUMENT_TEXTS } from './texts';

export type ScopedPlan = NonNullable<Awaited<ReturnType<DebtorRepository['scopedPlan']>>>;

export interface PlanConfirmationInput {
  locale: DocumentLocale;
  /** Printing date, recipient and address. */
  headerLines: string[];
  plan: ScopedPlan;
}

/** The plan, its debts, its installments and what is left of it. */
export function planConfirmationDocument(input: PlanConfirmationInput): {
  model: DocumentModel;
  fileName: string;
} {
  const { locale, plan: found } = input;
  const t = DOCUMENT_TEXTS[locale];
  const c = t.planConfirmation;
  // Sums and differences of cents are plain numbers: checked back to cents here.
  const euros = (amount: number) => formatEuros(cents(amount), locale);
  const rows = found.installments;
  const total = rows.reduce((s, i) => s + i.amountCents, 0);
  const paid = rows.reduce((s, i) => s + i.paidCents, 0);
  const next = rows.find((i) => i.paidCents < i.amountCents);
  const model: DocumentModel = {
    locale,
    title: c.title,
    issuer: t.issuer,
    headerLines: input.headerLines,
    sections: [
      {
        kind: 'fields',
        heading: c.planHeading,
        fields: [
          [c.planNumber, String(found.plan.nr)],
          [c.created, formatDay(todayInHelsinki(found.plan.createdAt))],
          [c.debts, found.debts.map((d) => `${d.orderNr} ${d.creditorName}`).join('\n')],
        ],
      },
      installmentTable(locale, rows, {
        heading: c.installmentsHeading,
        columns: [
          ['sequence', 8],
          ['dueDate', 16],
          ['amount', 16],
          ['capital', 16],
          ['costs', 14],
          ['interest', 14],
          ['paid', 16],
        ],
        totals: true,
      }),
      {
        kind: 'fields',
        heading: c.summaryHeading,
        fields: [
          [c.total, euros(total)],
          [c.totalPaid, euros(paid)],
          [c.left, euros(Math.max(0, total - paid))],
          ...(next
            ? [
                [
                  c.next,
                  `${formatDay(next.dueDate)} ${euros(next.amountCents - next.paidCents)}`,
                ] as [string, string],
              ]
            : []),
        ],
      },
      { kind: 'text', text: c.binding },
    ],
    footer: t.footer,
  };
  return { model, fileName: `${c.fileLabel}_${found.plan.nr}.pdf` };
}
