import { installmentTable } from '../documents/installment-table';
import { DOCUMENT_TEXTS } from '../documents/texts';
import { LANGUAGE_OF } from '../documents/portal-words';
import { billDescription } from '@portal/translations';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { formatDay, todayInHelsinki, type Clock } from '../lib/dates';
import { type DocumentLocale, formatEuros } from '../lib/money';
import type { DebtorRepository } from '../repositories/debtor-repository';
import type { DocumentModel, DocumentRenderer } from '../providers/types';
import { debtFigures } from '../rules/debt-card-rules';
import type { Session } from './sessions';

export interface RenderedDocument {
  fileName: string;
  pdf: Buffer;
}

/** PDF documents built from the debtor's actual figures, in the requested locale. */
export class DocumentService {
  constructor(
    private readonly repository: DebtorRepository,
    private readonly renderer: DocumentRenderer,
    private readonly clock: Clock,
  ) {}

  /** The signed-in debtor, refused (403) when personal information is hidden. */
  async debtor(session: Session) {
    const debtor = await this.repository.findDebtor(session.debtorNr);
    if (!debtor) throw unauthorized();
    // Reports are hidden when personal information must be hidden (spec 6).
    if (debtor.hidePersonalInfo) throw forbidden();
    return debtor;
  }

  /** Renders a document model with the configured renderer. */
  render(model: DocumentModel): Promise<Buffer> {
    return this.renderer.renderPdf(model);
  }

  /** Printing date, recipient and address lines of every document. */
  async header(locale: DocumentLocale, debtorNr: number, name: string): Promise<string[]> {
    const t = DOCUMENT_TEXTS[locale];
    const address = await this.repository.firstAddress(debtorNr);
    return [
      `${t.printed}: ${formatDay(todayInHelsinki(this.clock()))}`,
      `${t.recipient}: ${name}`,
      ...(address ? [[address.streetAddress, address.postAddress].filter(Boolean).join(', ')] : []),
    ];
  }

  /** `GET /api/orders/balancereport/{locale}/{debtNr}` */
  async balanceReport(
    session: Session,
    locale: DocumentLocale,
    debtNr: number,
  ): Promise<RenderedDocument> {
    const debt = await this.repository.scopedDebt(session, debtNr);
    if (!debt) throw notFound();
    const debtor = await this.debtor(session);
    if (debt.hidePersonalInfo) throw forbidden();
    const [billRows, paymentRows] = await Promise.all([
      this.repository.billsOf(debt.nr),
      this.repository.paymentsOf(debt.nr),
    ]);
    const figures = debtFigures(debt, billRows, paymentRows);
    const t = DOCUMENT_TEXTS[locale];
    const b = t.balanceReport;
    const euros = (cents: number) => formatEuros(cents, locale);
    const model: DocumentModel = {
      locale,
      title: b.title,
      issuer: t.issuer,
      headerLines: await this.header(locale, debtor.nr, debtor.name),
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
            billDescription(LANGUAGE_OF[locale], bill.description ?? ''),
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
    return { fileName: `${b.fileLabel}_${debt.nr}.pdf`, pdf: await this.renderer.renderPdf(model) };
  }

  /** `GET /api/paymentplan/paymentplanconfirmation/{locale}/{msnr}` */
  async planConfirmation(
    session: Session,
    locale: DocumentLocale,
    planNr: number,
  ): Promise<RenderedDocument> {
    const found = await this.repository.scopedPlan(session, planNr);
    if (!found) throw notFound();
    const debtor = await this.debtor(session);
    const t = DOCUMENT_TEXTS[locale];
    const c = t.planConfirmation;
    const euros = (cents: number) => formatEuros(cents, locale);
    const rows = found.installments;
    const total = rows.reduce((s, i) => s + i.amountCents, 0);
    const paid = rows.reduce((s, i) => s + i.paidCents, 0);
    const next = rows.find((i) => i.paidCents < i.amountCents);
    const model: DocumentModel = {
      locale,
      title: c.title,
      issuer: t.issuer,
      headerLines: await this.header(locale, debtor.nr, debtor.name),
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
    return {
      fileName: `${c.fileLabel}_${found.plan.nr}.pdf`,
      pdf: await this.renderer.renderPdf(model),
    };
  }
}
