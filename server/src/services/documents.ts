import { balanceReportDocument } from '../documents/balance-report-layout';
import { planConfirmationDocument } from '../documents/plan-confirmation-layout';
import { DOCUMENT_TEXTS } from '../documents/texts';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { formatDay, todayInHelsinki, type Clock } from '../lib/dates';
import type { DocumentLocale } from '../lib/money';
import type { DebtorRepository } from '../repositories/debtor-repository';
import type { DocumentModel, DocumentRenderer } from '../providers/types';
import type { Session } from './sessions';

export interface RenderedDocument {
  fileName: string;
  pdf: Buffer;
}

/**
 * PDF documents built from the debtor's actual figures, in the requested locale; their layouts
 * are in `documents/` (`balance-report-layout.ts`, `plan-confirmation-layout.ts`).
 */
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
    const { model, fileName } = balanceReportDocument({
      locale,
      headerLines: await this.header(locale, debtor.nr, debtor.name),
      debt,
      bills: billRows,
      payments: paymentRows,
    });
    return { fileName, pdf: await this.renderer.renderPdf(model) };
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
    const { model, fileName } = planConfirmationDocument({
      locale,
      headerLines: await this.header(locale, debtor.nr, debtor.name),
      plan: found,
    });
    return { fileName, pdf: await this.renderer.renderPdf(model) };
  }
}
