/**
 * The settlement's two PDFs as document models (pure: texts, figures and dates in, model out):
 * the settlement document (`/api/reconciliation/file/status/...`) and the settlement plan
 * (`/api/reconciliation/file/ms/...`). Rendering and data loading are the flow's.
 */
import { settlementPlanSummary } from '@portal/openapi/settlement';
import { installmentTable } from './installment-table';
import { DOCUMENT_TEXTS } from './texts';
import { formatDay, todayInHelsinki } from '../lib/dates';
import { cents, type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentModel } from '../providers/types';
import type { StatusRow } from '../repositories/settlement-repository';
import type { DebtRow } from '../repositories/debtor-repository';
import type { CalculatedPlan } from '../rules/plan-calculation';
import { localeOf, parseLanguageId } from '@portal/openapi/language';

type Section = DocumentModel['sections'][number];

/** The language asked for (Accept-Language), else the settlement's stored one, else Finnish. */
export function documentLocale(requested: DocumentLocale | null, stored: string | null) {
  if (requested) return requested;
  const language = parseLanguageId(stored);
  return language ? localeOf[language] : 'fi-FI';
}

export interface DocumentFrame {
  locale: DocumentLocale;
  headerLines: string[];
}

/** The plan's installments in the table every PDF shares, with the plan's own totals. */
function installmentsTable(locale: DocumentLocale, plan: CalculatedPlan): Section {
  return installmentTable(locale, plan.installments, {
    heading: DOCUMENT_TEXTS[locale].settlement.installmentsHeading,
    columns: [
      ['sequence', 10],
      ['dueDate', 18],
      ['amount', 18],
      ['capital', 18],
      ['costs', 18],
      ['interest', 18],
    ],
    totals: {
      capital: plan.totalCapitalCents,
      costs: plan.totalCostsCents,
      interest: plan.totalInterestCents,
    },
  });
}

/**
 * The plan summary's fields. The binding documents state the exact cents the debtor pays (the
 * dialog shows the same summary rounded up to whole euros, spec 4).
 */
function planSummaryFields(locale: DocumentLocale, plan: CalculatedPlan): [string, string][] {
  const summary = settlementPlanSummary(plan.installments, 'exact');
  if (!summary) return [];
  const s = DOCUMENT_TEXTS[locale].settlement;
  // Sums and differences of cents are plain numbers: checked back to cents here.
  const euros = (amount: number) => formatEuros(cents(amount), locale);
  return [
    [
      s.firstInstallment,
      `${formatDay(summary.firstDueDate)} ${euros(summary.firstInstallmentCents)}`,
    ],
    ...(summary.laterInstallmentCents === null
      ? []
      : [[s.laterInstallment, euros(summary.laterInstallmentCents)] as [string, string]]),
    [s.installmentCount, String(summary.installmentCount)],
    [s.lastDueDate, formatDay(summary.lastDueDate)],
  ];
}

/** The settlement's debts; with their open amounts and a total when `openCents` is given. */
function debtsTable(
  locale: DocumentLocale,
  rows: DebtRow[],
  openCents: Map<number, number> | null,
): Section {
  const s = DOCUMENT_TEXTS[locale].settlement;
  // Sums and differences of cents are plain numbers: checked back to cents here.
  const euros = (amount: number) => formatEuros(cents(amount), locale);
  const withAmounts = openCents !== null;
  return {
    kind: 'table',
    heading: s.debtsHeading,
    columns: [
      { label: s.caseNumber, width: withAmounts ? 18 : 20 },
      { label: s.creditor, width: withAmounts ? 32 : 40 },
      { label: s.description, width: withAmounts ? 30 : 40 },
      ...(withAmounts ? [{ label: s.openAmount, width: 20, align: 'right' as const }] : []),
    ],
    rows: rows.map((d) => [
      String(d.orderNr),
      [d.creditorName, d.creditorLastName].filter(Boolean).join(' '),
      d.description ?? '',
      ...(withAmounts ? [euros(openCents.get(d.nr) ?? 0)] : []),
    ]),
    ...(withAmounts
      ? {
          totals: [
            DOCUMENT_TEXTS[locale].planConfirmation.total,
            '',
            '',
            euros([...openCents.values()].reduce((sum, c) => sum + c, 0)),
          ],
        }
      : {}),
  };
}

/** The settlement plan document of a stored plan. */
export function settlementPlanDocument(
  frame: DocumentFrame,
  input: {
    planNr: number;
    status: StatusRow;
    planCreatedAt: Date;
    rows: DebtRow[];
    plan: CalculatedPlan;
  },
): { model: DocumentModel; fileName: string } {
  const { locale } = frame;
  const t = DOCUMENT_TEXTS[locale];
  const s = t.settlement;
  return {
    fileName: `${s.planFileLabel}_${input.planNr}.pdf`,
    model: {
      locale,
      title: s.planTitle,
      issuer: t.issuer,
      headerLines: frame.headerLines,
      sections: [
        {
          kind: 'fields',
          heading: s.settlementHeading,
          fields: [
            [s.planNumber, String(input.planNr)],
            [s.subpoena, String(input.status.subpoenaNr)],
            [s.settlementNumber, String(input.status.nr)],
            [t.planConfirmation.created, formatDay(todayInHelsinki(input.planCreatedAt))],
          ],
        },
        debtsTable(locale, input.rows, null),
        installmentsTable(locale, input.plan),
        {
          kind: 'fields',
          heading: t.planConfirmation.summaryHeading,
          fields: planSummaryFields(locale, input.plan),
        },
        { kind: 'text', heading: s.termsHeading, text: s.terms },
      ],
      footer: t.footer,
    },
  };
}

/** The settlement document: its progress, the debts with open amounts, and the plan if any. */
export function settlementStatusDocument(
  frame: DocumentFrame,
  input: {
    status: StatusRow;
    rows: DebtRow[];
    openCents: Map<number, number>;
    plan: CalculatedPlan | null;
  },
): { model: DocumentModel; fileName: string } {
  const { locale } = frame;
  const { status, plan } = input;
  const t = DOCUMENT_TEXTS[locale];
  const s = t.settlement;
  const when = (instant: Date | null) => (instant ? formatDay(todayInHelsinki(instant)) : s.notYet);
  return {
    fileName: `${s.documentFileLabel}_${status.subpoenaNr}_${status.nr}.pdf`,
    model: {
      locale,
      title: s.documentTitle,
      issuer: t.issuer,
      headerLines: frame.headerLines,
      sections: [
        {
          kind: 'fields',
          heading: s.settlementHeading,
          fields: [
            [s.subpoena, String(status.subpoenaNr)],
            [s.settlementNumber, String(status.nr)],
            ...(status.planNr ? [[s.planNumber, String(status.planNr)] as [string, string]] : []),
            [s.started, when(status.created)],
            [s.signed, when(status.signed)],
            [s.paid, when(status.paid)],
            ...(status.paymentNr
              ? [[s.paymentNumber, String(status.paymentNr)] as [string, string]]
              : []),
          ],
        },
        debtsTable(locale, input.rows, input.openCents),
        ...(plan
          ? [
              {
                kind: 'fields' as const,
                heading: s.installmentsHeading,
                fields: planSummaryFields(locale, plan),
              },
              installmentsTable(locale, plan),
            ]
          : []),
        { kind: 'text', heading: s.termsHeading, text: s.terms },
      ],
      footer: t.footer,
    },
  };
}
