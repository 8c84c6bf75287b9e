/**
 * Personal-data export at once (GDPR Article 15): everything the service holds about the signed-in
 * debtor, free and immediately, as JSON and as a PDF. One function gathers the data (`gather`),
 * scoped by the session's debtor only; both formats are views of what it returns. The PDF's
 * layout is documents/data-export-layout.ts.
 */
import type { components } from '@portal/openapi';
import { exportDocument } from '../documents/data-export-layout';
import { DATA_EXPORT_TEXTS } from '../documents/data-export-texts';
import { HttpError, unauthorized } from '../http/errors';
import type { Clock } from '../lib/dates';
import { type Cents, centsToEuros, type DocumentLocale } from '../lib/money';
import type { DocumentRenderer } from '../providers/types';
import type { DataExportRepository, HeldData } from '../repositories/data-export-repository';
import type { RenderedDocument } from './documents';
import type { Session } from './sessions';
import { identityVerified } from '../rules/session';

export type PersonalDataExport = components['schemas']['PersonalDataExport'];

/** Refusal code of an export asked for without a strong (bank) login. */
export const STRONG_LOGIN_REQUIRED = 'error.dataExport.1';

/** Only a session that verified the debtor's identity may take everything held. */
export const mayExport = identityVerified;

const iso = (instant: Date | null | undefined) => (instant ? instant.toISOString() : null);
const euros = (amount: Cents | null | undefined) => (amount == null ? null : centsToEuros(amount));

export class DataExportService {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly renderer: DocumentRenderer,
    private readonly clock: Clock,
  ) {}

  /** Everything held about the session's debtor, in the contract's shape (euros, ISO dates). */
  async gather(session: Session): Promise<PersonalDataExport> {
    if (!mayExport(session)) throw new HttpError(403, STRONG_LOGIN_REQUIRED);
    const held = await this.repository.heldData(session.debtorNr);
    if (!held) throw unauthorized();
    return toExport(held, this.clock());
  }

  /** `GET /api/debtor/dataExport/{locale}`: the same data as a readable PDF. */
  async pdf(session: Session, locale: DocumentLocale): Promise<RenderedDocument> {
    const data = await this.gather(session);
    const t = DATA_EXPORT_TEXTS[locale];
    return {
      fileName: `${t.fileLabel}_${data.identity.debtorNr}.pdf`,
      pdf: await this.renderer.renderPdf(exportDocument(data, locale)),
    };
  }
}

type Export = PersonalDataExport;

function toExport(h: HeldData, now: Date): Export {
  return {
    exportedAt: now.toISOString(),
    identity: identityOf(h.debtor),
    addresses: h.addresses.map((a) => ({ ...a })),
    contactInformation: contactInformationOf(h),
    bankAccounts: h.bankAccounts.map((b) => ({
      id: b.id,
      iban: b.iban,
      bic: b.bic,
      refundCharge: euros(b.refundChargeCents),
      createdAt: b.createdAt.toISOString(),
    })),
    debts: h.debts.map((debt) => debtOf(h, debt)),
    paymentPlans: h.paymentPlans.map((plan) => planOf(h, plan)),
    paymentTransactions: transactionsOf(h),
    settlement: settlementOf(h),
    requests: requestsOf(h),
    ...preferencesOf(h),
    logins: loginsOf(h),
  };
}

/** Who the debtor is. */
function identityOf(d: HeldData['debtor']): Export['identity'] {
  return {
    debtorNr: d.nr,
    name: d.name,
    firstName: d.firstName,
    lastName: d.lastName,
    isCompany: d.isCompany,
    identityCode: d.identityCode,
    businessId: d.businessId,
    hidePersonalInfo: d.hidePersonalInfo,
    hideContactInformation: d.hideContactInformation,
    overpayment: centsToEuros(d.overpaymentCents),
    createdAt: d.createdAt.toISOString(),
  };
}

/** The contact permissions and the e-mail addresses and phone numbers. */
function contactInformationOf(h: HeldData): Export['contactInformation'] {
  const d = h.debtor;
  return {
    isEmailAllowed: d.isEmailAllowed,
    isSMSAllowed: d.isSmsAllowed,
    emails: h.emails.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    phones: h.phones.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    lastQueried: d.contactPromptAskedAt?.toISOString() ?? null,
  };
}

/** One debt with its bills, payments, actions, others involved and login links. */
function debtOf(h: HeldData, debt: HeldData['debts'][number]): Export['debts'][number] {
  return {
    nr: debt.nr,
    orderNr: debt.orderNr,
    creditorName: debt.creditorName,
    creditorLastName: debt.creditorLastName,
    originalCreditor: debt.originalCreditor,
    description: debt.description,
    reference: debt.reference,
    state: debt.state,
    dueDate: debt.dueDate,
    endDate: debt.endDate,
    banditRating: debt.banditRating,
    planAllowed: debt.planAllowed,
    planMaxMonths: debt.planMaxMonths,
    upiOrder: debt.upiOrder,
    hidePersonalInfo: debt.hidePersonalInfo,
    invoiceCopyAllowed: debt.invoiceCopyAllowed,
    reclamationAllowed: debt.reclamationAllowed,
    verdictAvailable: debt.verdictAvailable,
    verdictDate: debt.verdictDate,
    verdictDownloaded: debt.verdictDownloaded,
    debtReliefTotal: euros(debt.debtReliefTotalCents),
    restructuringDebtId: debt.restructuringDebtId,
    costlessDueDateTransfersLeft: debt.costlessDueDateTransfersLeft,
    dueDateTransferredAt: iso(debt.dueDateTransferredAt),
    createdAt: debt.createdAt.toISOString(),
    bills: h.bills
      .filter((b) => b.debtNr === debt.nr)
      .map((b) => ({
        nr: b.nr,
        type: b.type,
        referenceNr: b.referenceNr,
        dueDate: b.dueDate,
        capital: centsToEuros(b.capitalCents),
        interest: centsToEuros(b.interestCents),
        interestRate: b.interestRateBp == null ? null : b.interestRateBp / 100,
        description: b.description,
        claimType: b.claimType,
      })),
    payments: h.payments
      .filter((p) => p.debtNr === debt.nr)
      .map((p) => ({
        nr: p.nr,
        planNr: p.planNr,
        paymentDate: p.paymentDate,
        bookingDate: p.bookingDate,
        amount: centsToEuros(p.amountCents),
      })),
    expirationActions: h.expirationActions
      .filter((a) => a.debtNr === debt.nr)
      .map((a) => ({ nr: a.nr, action: a.action, actionDate: a.actionDate })),
    othersInvolved: h.othersInvolved
      .filter((o) => o.debtNr === debt.nr)
      .map((o) => ({ id: o.id, name: o.name })),
    loginLinks: h.loginLinks
      .filter((l) => l.debtNr === debt.nr)
      .map((l) => ({
        createdAt: l.createdAt.toISOString(),
        expiresAt: l.expiresAt.toISOString(),
      })),
  };
}

/** One payment plan with its debts and instalments. */
function planOf(h: HeldData, p: HeldData['paymentPlans'][number]): Export['paymentPlans'][number] {
  return {
    nr: p.nr,
    type: p.type,
    debtNrs: h.paymentPlanDebts.filter((x) => x.planNr === p.nr).map((x) => x.debtNr),
    createdAt: p.createdAt.toISOString(),
    endedAt: iso(p.endedAt),
    dateSelection: p.dateSelection,
    dueDateMovedAt: iso(p.dueDateMovedAt),
    charge: euros(p.chargeCents),
    awaitingFirstPaymentSince: iso(p.awaitingFirstPaymentSince),
    installments: h.installments
      .filter((i) => i.planNr === p.nr)
      .map((i) => ({
        sequence: i.sequence,
        dueDate: i.dueDate,
        amount: centsToEuros(i.amountCents),
        paid: centsToEuros(i.paidCents),
        capital: centsToEuros(i.capitalCents),
        costs: centsToEuros(i.costsCents),
        interest: centsToEuros(i.interestCents),
        debtLeft: centsToEuros(i.debtLeftCents),
      })),
  };
}

/** Payments begun at the bank, each with what it paid. */
function transactionsOf(h: HeldData): Export['paymentTransactions'] {
  return h.paymentTransactions.map((t) => ({
    id: t.id,
    provider: t.provider,
    paymentType: t.paymentType,
    amount: centsToEuros(t.amountCents),
    status: t.status,
    reference: t.reference,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    items: h.paymentTransactionItems
      .filter((i) => i.transactionId === t.id)
      .map((i) => ({
        id: i.id,
        debtNr: i.debtNr,
        planNr: i.planNr,
        amount: centsToEuros(i.amountCents),
        description: i.description,
      })),
  }));
}

/** The settlement and its subpoenas. */
function settlementOf(h: HeldData): Export['settlement'] {
  return {
    available: h.reconciliation?.available ?? false,
    status: h.reconciliation?.status ?? null,
    subpoenas: h.subpoenas.map((s) => ({
      nr: s.nr,
      createdAt: s.createdAt.toISOString(),
      debtNrs: h.subpoenaDebts.filter((x) => x.subpoenaNr === s.nr).map((x) => x.debtNr),
      statuses: h.subpoenaStatuses
        .filter((x) => x.subpoenaNr === s.nr)
        .map((x) => ({
          nr: x.nr,
          planNr: x.planNr,
          created: iso(x.created),
          signed: iso(x.signed),
          paid: iso(x.paid),
          paymentNr: x.paymentNr,
          cancelledAt: iso(x.cancelledAt),
          lang: x.lang,
          debtNrs: h.subpoenaStatusDebts.filter((y) => y.statusNr === x.nr).map((y) => y.debtNr),
        })),
    })),
  };
}

type AttachmentRow = HeldData['reclamationAttachments'][number];

/** A request's attachments: name, type and size only. */
function attachmentsOf(rows: AttachmentRow[], nr: number) {
  return rows
    .filter((a) => a.requestNr === nr)
    .map((a) => ({ fileName: a.fileName, contentType: a.contentType, sizeBytes: a.sizeBytes }));
}

/** Invoice copies, reclamations, contact requests and signings. */
function requestsOf(h: HeldData): Export['requests'] {
  return {
    invoiceCopies: h.invoiceCopyRequests.map((r) => ({
      nr: r.nr,
      debtNr: r.debtNr,
      email: r.email,
      requestedOn: r.requestedOn,
      status: r.status,
      newDueDate: r.newDueDate,
      billNrs: h.invoiceCopyRequestBills.filter((b) => b.requestNr === r.nr).map((b) => b.billNr),
      createdAt: r.createdAt.toISOString(),
    })),
    reclamations: h.reclamations.map((r) => ({
      nr: r.nr,
      debtNr: r.debtNr,
      basis: r.basis,
      text: r.text,
      name: r.name,
      phone: r.phone,
      email: r.email,
      status: r.status,
      billNrs: h.reclamationBills.filter((b) => b.reclamationNr === r.nr).map((b) => b.billNr),
      createdAt: r.createdAt.toISOString(),
      attachments: attachmentsOf(h.reclamationAttachments, r.nr),
    })),
    contactRequests: h.contactRequests.map((c) => ({
      nr: c.nr,
      debtNr: c.debtNr,
      registerDate: c.registerDate,
      headerText: c.headerText,
      text: c.text,
      phone: c.phone,
      email: c.email,
      language: c.language,
      createdAt: c.createdAt.toISOString(),
      attachments: attachmentsOf(h.contactRequestAttachments, c.nr),
    })),
    signings: h.signingTasks.map((s) => ({
      kind: s.kind,
      debtNrs: s.debtNrs
        .split(',')
        .filter(Boolean)
        .map((n) => Number(n)),
      email: s.email,
      lang: s.lang,
      isMandatory: s.isMandatory,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

type Preferences = Pick<
  Export,
  'feedback' | 'cookieConsents' | 'reminderSettings' | 'remindersSent' | 'paymentDemandConsents'
>;

/** Feedback, cookie consents, reminder settings and reminders sent, e-demand consents. */
function preferencesOf(h: HeldData): Preferences {
  return {
    feedback: h.feedback.map((f) => ({
      nr: f.nr,
      feedbackType: f.feedbackType,
      orderNr: f.orderNr,
      comment: f.comment,
      smiley: f.smiley,
      nps: f.nps,
      createdAt: f.createdAt.toISOString(),
      updatedAt: iso(f.updatedAt),
    })),
    cookieConsents: h.cookieConsents.map((c) => ({
      id: c.id,
      necessary: c.necessary,
      cookies: c.cookies,
      tracking: c.tracking,
      createdAt: c.createdAt.toISOString(),
    })),
    reminderSettings: h.reminderPreference
      ? {
          byEmail: h.reminderPreference.byEmail,
          bySms: h.reminderPreference.bySms,
          daysBefore: h.reminderPreference.daysBefore,
          language: h.reminderPreference.language,
          updatedAt: h.reminderPreference.updatedAt.toISOString(),
        }
      : null,
    remindersSent: h.reminders.map((r) => ({
      id: r.id,
      target: r.target,
      dueDate: r.dueDate,
      channel: r.channel,
      recipient: r.recipient,
      claimedAt: r.claimedAt.toISOString(),
      sentAt: iso(r.sentAt),
    })),
    paymentDemandConsents: h.paymentDemandConsents.map((c) => ({
      id: c.id,
      channel: c.channel,
      address: c.address,
      collector: c.collector,
      caseNumbers: c.caseNumbers,
      givenAt: c.givenAt.toISOString(),
      validUntil: c.validUntil,
      method: c.method,
      loginType: c.loginType,
      withdrawnAt: iso(c.withdrawnAt),
    })),
  };
}

/** Sessions and login attempts. */
function loginsOf(h: HeldData): Export['logins'] {
  return {
    sessions: h.sessions.map((s) => ({
      loginType: s.loginType,
      level: s.level,
      scopeDebtNr: s.scopeDebtNr,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      absoluteExpiresAt: s.absoluteExpiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      revokedReason: s.revokedReason,
    })),
    loginAttempts: h.loginAttempts.map((a) => ({
      id: a.id,
      loginType: a.loginType,
      caseNumber: a.caseNumber,
      clientAddress: a.clientAddress,
      result: a.result,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
