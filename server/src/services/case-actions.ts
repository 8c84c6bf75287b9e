/**
 * Case actions of one debt (spec 4, 5): invoice copy requests, reclamations, contact requests
 * and the bank account for an overpayment refund.
 */
import type { components } from '@portal/openapi';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { Upload } from '../http/uploads';
import { addDays, type Clock, formatDay, todayInHelsinki } from '../lib/dates';
import { finnishBic, isValidIban, REFUND_CHARGE_CENTS } from '@portal/openapi';
import type { Mailer } from '../providers/types';
import { invoiceCopyMail } from '../documents/mail-texts';
import type { CaseActionsRepository } from '../repositories/case-actions-repository';
import type { DebtorRepository } from '../repositories/debtor-repository';
import { isEnded, reclamationAllowed } from '../rules/debt-rules';
import { identityVerified } from '../rules/session';
import type { Session } from './sessions';

type S = components['schemas'];

/** Designed: the invoice copy gives the debt a new due date two weeks ahead. */
export const INVOICE_COPY_DUE_DAYS = 14;

export const IBAN_INVALID = 'validIbanMsg';
/** spec 5: a bank code without a BIC: "the account could not be added, contact customer service". */
export const IBAN_NOT_ADDED = 'ibanCouldNotBeAdded';
/** The refund account needs a session that identified the debtor (online banking). */
export const IDENTIFICATION_REQUIRED = 'error.refund.identify';

export class CaseActionService {
  constructor(
    private readonly caseActions: CaseActionsRepository,
    private readonly repository: DebtorRepository,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: (entry: Record<string, unknown>, message: string) => void = () =>
      undefined,
  ) {}

  /**
   * Adds a refund account; the BIC is the server's own lookup, never the client's. Money goes
   * there, so only a debtor who identified with online banking may set it: whoever holds a
   * letter must not be able to send the refund to their own account.
   */
  async updateIban(
    session: Session,
    body: S['UpdateIbanRequest'],
  ): Promise<{ ok: true } | { ok: false; errorCode: string }> {
    if (!identityVerified(session)) throw new HttpError(403, IDENTIFICATION_REQUIRED);
    if (!isValidIban(body.iban)) return { ok: false, errorCode: IBAN_INVALID };
    const bic = finnishBic(body.iban);
    if (!bic) return { ok: false, errorCode: IBAN_NOT_ADDED };
    await this.caseActions.insertBankAccount({
      debtorNr: session.debtorNr,
      iban: body.iban,
      bic,
      refundChargeCents: REFUND_CHARGE_CENTS,
      createdAt: this.clock(),
    });
    return { ok: true };
  }

  /** spec 4: an invoice copy of chosen bills; a pending request is answered with itself. */
  async invoiceCopy(
    session: Session,
    body: S['InvoiceCopyRequest'],
  ): Promise<S['InvoiceCopyResult']> {
    const debt = await this.repository.scopedDebtByOrder(session, body.orderNr);
    if (!debt) throw notFound();
    if (!debt.invoiceCopyAllowed || isEnded(debt.state)) throw forbidden();
    if (!(await this.caseActions.ownsBills(debt.nr, body.billNrs))) throw notFound();
    const pending = await this.caseActions.pendingInvoiceCopy(debt.nr);
    // `value` is the date the debt is due after the order: the copy's date, unless it was due later.
    if (pending)
      return { key: pending.nr, value: later(pending.newDueDate ?? debt.dueDate, debt.dueDate) };
    const today = todayInHelsinki(this.clock());
    const newDueDate = addDays(today, INVOICE_COPY_DUE_DAYS);
    const nr = await this.caseActions.createInvoiceCopy(
      {
        debtNr: debt.nr,
        email: body.email,
        requestedOn: today,
        newDueDate,
        createdAt: this.clock(),
      },
      body.billNrs,
      newDueDate > debt.dueDate ? newDueDate : null,
    );
    // A confirmation to the given address; the request stands even if the mail fails.
    try {
      await this.mailer.send({
        to: body.email,
        ...invoiceCopyMail(debt.orderNr, formatDay(newDueDate)),
      });
    } catch (error) {
      this.log({ err: error, requestNr: nr }, 'invoice copy confirmation not sent');
    }
    return { key: nr, value: later(newDueDate, debt.dueDate) };
  }

  /**
   * spec 4 and 5: a reclamation pauses collection and sets state 12; a debt in court, an
   * ended debt or one already complained about cannot be disputed (403).
   */
  async reclamation(session: Session, body: S['Reclamation'], files: Upload[]): Promise<true> {
    const debt = await this.repository.scopedDebtByOrder(session, body.orderNr);
    if (!debt) throw notFound();
    if (!reclamationAllowed(debt.state, debt.reclamationAllowed)) throw forbidden();
    if (!(await this.caseActions.ownsBills(debt.nr, body.billNrs))) throw notFound();
    await this.caseActions.createReclamation(
      {
        debtorNr: session.debtorNr,
        debtNr: debt.nr,
        basis: body.basis.join(','),
        text: body.text,
        name: body.name,
        phone: body.phone ?? null,
        email: body.email,
        createdAt: this.clock(),
      },
      body.billNrs,
      files,
    );
    return true;
  }

  /** spec 4 and 7: a contact request; each file name gets the debt number appended. */
  async contactRequest(
    session: Session,
    body: S['ContactRequest'],
    files: Upload[],
  ): Promise<true> {
    if (!body.phone && !body.email) throw badRequest();
    const debt = await this.repository.scopedDebtByOrder(session, body.orderNr);
    if (!debt) throw notFound();
    await this.caseActions.createContactRequest(
      {
        debtorNr: session.debtorNr,
        debtNr: debt.nr,
        registerDate: body.registerDate,
        headerText: body.headerText,
        text: body.text,
        phone: body.phone ?? null,
        email: body.email ?? null,
        language: body.language,
        createdAt: this.clock(),
      },
      files,
      (file) => withDebtNumber(file.fileName, debt.orderNr),
    );
    return true;
  }
}

/** `liite.pdf` → `liite_1000001.pdf` (spec 7). */
export function withDebtNumber(fileName: string, orderNr: number): string {
  const dot = fileName.lastIndexOf('.');
  return `${fileName.slice(0, dot)}_${orderNr}${fileName.slice(dot)}`;
}

/** The later of two YYYY-MM-DD days. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}
