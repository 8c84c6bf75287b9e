/**
 * Every row the service keeps about one debtor (GDPR Article 15), read table by table. Scoped by
 * the debtor number only: rows of debts, plans, requests and settlements are reached through the
 * debtor's own debts, plans, requests and subpoenas. Secrets are never read (online ID hashes,
 * token hashes, session token ids) and attachment contents are not read either: only their name,
 * type and size.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bankAccounts,
  bills,
  contactRequestAttachments,
  contactRequests,
  cookieConsents,
  debtorAddresses,
  debtorEmails,
  debtorPhones,
  debtors,
  debts,
  expirationActions,
  feedback,
  installments,
  invoiceCopyRequestBills,
  invoiceCopyRequests,
  loginAttempts,
  loginTokens,
  othersInvolved,
  paymentPlanDebts,
  paymentPlans,
  paymentTransactionItems,
  paymentTransactions,
  paymentDemandConsents,
  payments,
  reclamationAttachments,
  reclamationBills,
  reclamations,
  reconciliations,
  reminderClaims,
  reminderPreferences,
  sessions,
  signingTasks,
  subpoenaDebts,
  subpoenaStatusDebts,
  subpoenaStatuses,
  subpoenas,
} from '../db/schema';

const none = [-1];

/** Every column of a debt but the online ID's hash (a credential, not information about her). */
const DEBT_COLUMNS = {
  nr: debts.nr,
  orderNr: debts.orderNr,
  creditorName: debts.creditorName,
  creditorLastName: debts.creditorLastName,
  originalCreditor: debts.originalCreditor,
  description: debts.description,
  reference: debts.reference,
  state: debts.state,
  dueDate: debts.dueDate,
  endDate: debts.endDate,
  banditRating: debts.banditRating,
  planAllowed: debts.planAllowed,
  planMaxMonths: debts.planMaxMonths,
  upiOrder: debts.upiOrder,
  hidePersonalInfo: debts.hidePersonalInfo,
  invoiceCopyAllowed: debts.invoiceCopyAllowed,
  reclamationAllowed: debts.reclamationAllowed,
  verdictAvailable: debts.verdictAvailable,
  verdictDate: debts.verdictDate,
  verdictDownloaded: debts.verdictDownloaded,
  debtReliefTotalCents: debts.debtReliefTotalCents,
  restructuringDebtId: debts.restructuringDebtId,
  costlessDueDateTransfersLeft: debts.costlessDueDateTransfersLeft,
  dueDateTransferredAt: debts.dueDateTransferredAt,
  createdAt: debts.createdAt,
};
const orNone = (nrs: number[]) => (nrs.length > 0 ? nrs : none);

export type HeldData = NonNullable<Awaited<ReturnType<DataExportRepository['heldData']>>>;

export class DataExportRepository {
  constructor(private readonly db: Db) {}

  /**
   * Null when the debtor does not exist. Queries run one after another, part by part: PGlite has
   * one connection anyway.
   */
  async heldData(debtorNr: number) {
    const [debtor] = await this.db.select().from(debtors).where(eq(debtors.nr, debtorNr));
    if (!debtor) return null;
    const contacts = await this.contactDetails(debtorNr);
    const debtParts = await this.debtsAndTheirRows(debtorNr);
    return {
      debtor,
      ...contacts,
      ...debtParts,
      ...(await this.plans(debtorNr)),
      ...(await this.transactions(debtorNr)),
      ...(await this.settlement(debtorNr)),
      ...(await this.requests(debtorNr, orNone(debtParts.debts.map((d) => d.nr)))),
      ...(await this.preferences(debtorNr)),
      ...(await this.logins(debtorNr)),
    };
  }

  /** Addresses, e-mail addresses, phone numbers and refund accounts. */
  private async contactDetails(debtorNr: number) {
    const db = this.db;
    const addresses = await db
      .select({
        id: debtorAddresses.id,
        streetAddress: debtorAddresses.streetAddress,
        postAddress: debtorAddresses.postAddress,
        city: debtorAddresses.city,
      })
      .from(debtorAddresses)
      .where(eq(debtorAddresses.debtorNr, debtorNr))
      .orderBy(asc(debtorAddresses.sort), asc(debtorAddresses.id));
    const emails = await db
      .select({
        id: debtorEmails.id,
        emailAddress: debtorEmails.emailAddress,
        emailAllowed: debtorEmails.emailAllowed,
        createdAt: debtorEmails.createdAt,
      })
      .from(debtorEmails)
      .where(eq(debtorEmails.debtorNr, debtorNr))
      .orderBy(asc(debtorEmails.id));
    const phones = await db
      .select({
        id: debtorPhones.id,
        number: debtorPhones.number,
        landCode: debtorPhones.landCode,
        type: debtorPhones.type,
        smsAllowed: debtorPhones.smsAllowed,
        createdAt: debtorPhones.createdAt,
      })
      .from(debtorPhones)
      .where(eq(debtorPhones.debtorNr, debtorNr))
      .orderBy(asc(debtorPhones.id));
    const accounts = await db
      .select({
        id: bankAccounts.id,
        iban: bankAccounts.iban,
        bic: bankAccounts.bic,
        refundChargeCents: bankAccounts.refundChargeCents,
        createdAt: bankAccounts.createdAt,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.debtorNr, debtorNr))
      .orderBy(asc(bankAccounts.id));
    return { addresses, emails, phones, bankAccounts: accounts };
  }

  /** The debts, with their bills, payments, actions, others involved and login links. */
  private async debtsAndTheirRows(debtorNr: number) {
    const db = this.db;
    const debtRows = await db
      .select(DEBT_COLUMNS)
      .from(debts)
      .where(eq(debts.debtorNr, debtorNr))
      .orderBy(asc(debts.orderNr));
    const debtNrs = orNone(debtRows.map((d) => d.nr));
    const billRows = await db
      .select()
      .from(bills)
      .where(inArray(bills.debtNr, debtNrs))
      .orderBy(asc(bills.nr));
    const paymentRows = await db
      .select()
      .from(payments)
      .where(inArray(payments.debtNr, debtNrs))
      .orderBy(asc(payments.paymentDate), asc(payments.nr));
    const actionRows = await db
      .select()
      .from(expirationActions)
      .where(inArray(expirationActions.debtNr, debtNrs))
      .orderBy(asc(expirationActions.actionDate), asc(expirationActions.nr));
    const othersRows = await db
      .select()
      .from(othersInvolved)
      .where(inArray(othersInvolved.debtNr, debtNrs))
      .orderBy(asc(othersInvolved.id));
    const loginLinkRows = await db
      .select({
        debtNr: loginTokens.debtNr,
        createdAt: loginTokens.createdAt,
        expiresAt: loginTokens.expiresAt,
      })
      .from(loginTokens)
      .where(inArray(loginTokens.debtNr, debtNrs))
      .orderBy(asc(loginTokens.createdAt));
    return {
      debts: debtRows,
      bills: billRows,
      payments: paymentRows,
      expirationActions: actionRows,
      othersInvolved: othersRows,
      loginLinks: loginLinkRows,
    };
  }

  /** Payment plans, the debts in each and their instalments. */
  private async plans(debtorNr: number) {
    const db = this.db;
    const planRows = await db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.debtorNr, debtorNr))
      .orderBy(asc(paymentPlans.nr));
    const planNrs = orNone(planRows.map((p) => p.nr));
    const planDebtRows = await db
      .select()
      .from(paymentPlanDebts)
      .where(inArray(paymentPlanDebts.planNr, planNrs))
      .orderBy(asc(paymentPlanDebts.debtNr));
    const installmentRows = await db
      .select()
      .from(installments)
      .where(inArray(installments.planNr, planNrs))
      .orderBy(asc(installments.planNr), asc(installments.sequence));
    return {
      paymentPlans: planRows,
      paymentPlanDebts: planDebtRows,
      installments: installmentRows,
    };
  }

  /** Payments begun at the bank and what each paid. */
  private async transactions(debtorNr: number) {
    const db = this.db;
    const transactionRows = await db
      .select({
        id: paymentTransactions.id,
        provider: paymentTransactions.provider,
        paymentType: paymentTransactions.paymentType,
        amountCents: paymentTransactions.amountCents,
        status: paymentTransactions.status,
        reference: paymentTransactions.reference,
        createdAt: paymentTransactions.createdAt,
        updatedAt: paymentTransactions.updatedAt,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.debtorNr, debtorNr))
      .orderBy(asc(paymentTransactions.id));
    const transactionItemRows = await db
      .select()
      .from(paymentTransactionItems)
      .where(
        inArray(paymentTransactionItems.transactionId, orNone(transactionRows.map((t) => t.id))),
      )
      .orderBy(asc(paymentTransactionItems.id));
    return { paymentTransactions: transactionRows, paymentTransactionItems: transactionItemRows };
  }

  /** The settlement (reconciliation) and its subpoenas with their statuses. */
  private async settlement(debtorNr: number) {
    const db = this.db;
    const [reconciliation] = await db
      .select()
      .from(reconciliations)
      .where(eq(reconciliations.debtorNr, debtorNr));
    const subpoenaRows = await db
      .select()
      .from(subpoenas)
      .where(eq(subpoenas.debtorNr, debtorNr))
      .orderBy(asc(subpoenas.nr));
    const subpoenaNrs = orNone(subpoenaRows.map((s) => s.nr));
    const subpoenaDebtRows = await db
      .select()
      .from(subpoenaDebts)
      .where(inArray(subpoenaDebts.subpoenaNr, subpoenaNrs));
    const statusRows = await db
      .select()
      .from(subpoenaStatuses)
      .where(inArray(subpoenaStatuses.subpoenaNr, subpoenaNrs))
      .orderBy(asc(subpoenaStatuses.nr));
    const statusDebtRows = await db
      .select()
      .from(subpoenaStatusDebts)
      .where(inArray(subpoenaStatusDebts.statusNr, orNone(statusRows.map((s) => s.nr))));
    return {
      reconciliation: reconciliation ?? null,
      subpoenas: subpoenaRows,
      subpoenaDebts: subpoenaDebtRows,
      subpoenaStatuses: statusRows,
      subpoenaStatusDebts: statusDebtRows,
    };
  }

  /** Requests: invoice copies (by the debts), reclamations, contact requests and signings. */
  private async requests(debtorNr: number, debtNrs: number[]) {
    const db = this.db;
    const invoiceCopyRows = await db
      .select()
      .from(invoiceCopyRequests)
      .where(inArray(invoiceCopyRequests.debtNr, debtNrs))
      .orderBy(asc(invoiceCopyRequests.nr));
    const invoiceCopyBillRows = await db
      .select()
      .from(invoiceCopyRequestBills)
      .where(inArray(invoiceCopyRequestBills.requestNr, orNone(invoiceCopyRows.map((r) => r.nr))));
    const reclamationRows = await db
      .select()
      .from(reclamations)
      .where(eq(reclamations.debtorNr, debtorNr))
      .orderBy(asc(reclamations.nr));
    const reclamationNrs = orNone(reclamationRows.map((r) => r.nr));
    const reclamationBillRows = await db
      .select()
      .from(reclamationBills)
      .where(inArray(reclamationBills.reclamationNr, reclamationNrs));
    const reclamationAttachmentRows = await db
      .select({
        id: reclamationAttachments.id,
        requestNr: reclamationAttachments.reclamationNr,
        fileName: reclamationAttachments.fileName,
        contentType: reclamationAttachments.contentType,
        sizeBytes: reclamationAttachments.sizeBytes,
      })
      .from(reclamationAttachments)
      .where(inArray(reclamationAttachments.reclamationNr, reclamationNrs))
      .orderBy(asc(reclamationAttachments.id));
    const contactRows = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.debtorNr, debtorNr))
      .orderBy(asc(contactRequests.nr));
    const contactAttachmentRows = await db
      .select({
        id: contactRequestAttachments.id,
        requestNr: contactRequestAttachments.contactRequestNr,
        fileName: contactRequestAttachments.fileName,
        contentType: contactRequestAttachments.contentType,
        sizeBytes: contactRequestAttachments.sizeBytes,
      })
      .from(contactRequestAttachments)
      .where(
        inArray(contactRequestAttachments.contactRequestNr, orNone(contactRows.map((c) => c.nr))),
      )
      .orderBy(asc(contactRequestAttachments.id));
    const signingRows = await db
      .select({
        requestId: signingTasks.requestId,
        kind: signingTasks.kind,
        debtNrs: signingTasks.debtNrs,
        email: signingTasks.email,
        lang: signingTasks.lang,
        isMandatory: signingTasks.isMandatory,
        status: signingTasks.status,
        createdAt: signingTasks.createdAt,
      })
      .from(signingTasks)
      .where(eq(signingTasks.debtorNr, debtorNr))
      .orderBy(asc(signingTasks.createdAt));
    return {
      invoiceCopyRequests: invoiceCopyRows,
      invoiceCopyRequestBills: invoiceCopyBillRows,
      reclamations: reclamationRows,
      reclamationBills: reclamationBillRows,
      reclamationAttachments: reclamationAttachmentRows,
      contactRequests: contactRows,
      contactRequestAttachments: contactAttachmentRows,
      signingTasks: signingRows,
    };
  }

  /** Feedback, cookie consents, reminder settings and reminders sent, e-demand consents. */
  private async preferences(debtorNr: number) {
    const db = this.db;
    const feedbackRows = await db
      .select()
      .from(feedback)
      .where(eq(feedback.debtorNr, debtorNr))
      .orderBy(asc(feedback.nr));
    const consentRows = await db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.debtorNr, debtorNr))
      .orderBy(asc(cookieConsents.id));
    const [reminderPreference] = await db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.debtorNr, debtorNr));
    const reminderRows = await db
      .select()
      .from(reminderClaims)
      .where(eq(reminderClaims.debtorNr, debtorNr))
      .orderBy(asc(reminderClaims.id));
    const demandConsentRows = await db
      .select()
      .from(paymentDemandConsents)
      .where(eq(paymentDemandConsents.debtorNr, debtorNr))
      .orderBy(asc(paymentDemandConsents.id));
    return {
      feedback: feedbackRows,
      cookieConsents: consentRows,
      reminderPreference: reminderPreference ?? null,
      reminders: reminderRows,
      paymentDemandConsents: demandConsentRows,
    };
  }

  /** Sessions and login attempts (no token or hash). */
  private async logins(debtorNr: number) {
    const db = this.db;
    const sessionRows = await db
      .select({
        loginType: sessions.loginType,
        level: sessions.level,
        scopeDebtNr: sessions.scopeDebtNr,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
      })
      .from(sessions)
      .where(eq(sessions.debtorNr, debtorNr))
      .orderBy(asc(sessions.createdAt));
    const attemptRows = await db
      .select({
        id: loginAttempts.id,
        loginType: loginAttempts.loginType,
        caseNumber: loginAttempts.caseNumber,
        clientAddress: loginAttempts.clientAddress,
        result: loginAttempts.result,
        createdAt: loginAttempts.createdAt,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.debtorNr, debtorNr))
      .orderBy(asc(loginAttempts.createdAt), asc(loginAttempts.id));
    return { sessions: sessionRows, loginAttempts: attemptRows };
  }
}
