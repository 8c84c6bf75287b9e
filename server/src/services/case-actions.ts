/**
 * Case actions of one debt (spec 4, 5): invoice copy requests, reclamations, contact requests
 * and the bank account for an overpayment refund.
 */
import type { components } from '@portal/openapi';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bankAccounts,
  bills,
  contactRequestAttachments,
  contactRequests,
  debts,
  invoiceCopyRequestBills,
  invoiceCopyRequests,
  reclamationAttachments,
  reclamationBills,
  reclamations,
} from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { type Upload, uploadChunks } from '../http/uploads';
import { addDays, type Clock, formatDay, todayInHelsinki } from '../lib/dates';
import { finnishBic, isValidIban } from '@portal/openapi';
import type { Mailer } from '../providers/types';
import type { DebtorRepository } from '../repositories/debtor-repository';
import { COMPLAINED_STATE, isEnded, reclamationAllowed } from '../rules/debt-rules';
import type { Session } from './sessions';

type S = components['schemas'];

/** spec 1 and 9: the charge of an overpayment refund. */
export const REFUND_CHARGE_CENTS = 500;
/** Designed: the invoice copy gives the debt a new due date two weeks ahead. */
export const INVOICE_COPY_DUE_DAYS = 14;

export const IBAN_INVALID = 'validIbanMsg';
/** spec 5: a bank code without a BIC: "the account could not be added, contact customer service". */
export const IBAN_NOT_ADDED = 'ibanCouldNotBeAdded';

export class CaseActionService {
  constructor(
    private readonly db: Db,
    private readonly repository: DebtorRepository,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: (entry: Record<string, unknown>, message: string) => void = () =>
      undefined,
  ) {}

  /** Adds a refund account; the BIC is the server's own lookup, never the client's. */
  async updateIban(
    session: Session,
    body: S['UpdateIbanRequest'],
  ): Promise<{ ok: true } | { ok: false; errorCode: string }> {
    if (!isValidIban(body.iban)) return { ok: false, errorCode: IBAN_INVALID };
    const bic = finnishBic(body.iban);
    if (!bic) return { ok: false, errorCode: IBAN_NOT_ADDED };
    await this.db.insert(bankAccounts).values({
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
    const own = await this.db
      .select({ nr: bills.nr })
      .from(bills)
      .where(and(eq(bills.debtNr, debt.nr), inArray(bills.nr, body.billNrs)));
    if (own.length !== body.billNrs.length) throw notFound();
    const [pending] = await this.db
      .select()
      .from(invoiceCopyRequests)
      .where(
        and(eq(invoiceCopyRequests.debtNr, debt.nr), eq(invoiceCopyRequests.status, 'pending')),
      )
      .orderBy(desc(invoiceCopyRequests.nr))
      .limit(1);
    if (pending) return { key: pending.nr, value: pending.newDueDate };
    const today = todayInHelsinki(this.clock());
    const newDueDate = addDays(today, INVOICE_COPY_DUE_DAYS);
    const nr = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoiceCopyRequests)
        .values({
          debtNr: debt.nr,
          email: body.email,
          requestedOn: today,
          status: 'pending',
          newDueDate,
          createdAt: this.clock(),
        })
        .returning({ nr: invoiceCopyRequests.nr });
      await tx
        .insert(invoiceCopyRequestBills)
        .values(body.billNrs.map((billNr) => ({ requestNr: row!.nr, billNr })));
      if (newDueDate > debt.dueDate) {
        await tx.update(debts).set({ dueDate: newDueDate }).where(eq(debts.nr, debt.nr));
      }
      return row!.nr;
    });
    // A confirmation to the given address; the request stands even if the mail fails.
    try {
      await this.mailer.send({
        to: body.email,
        subject: `Laskukopiopyyntö / Begäran om fakturakopia / Invoice copy request ${debt.orderNr}`,
        text: [
          `Laskukopio toimeksiannosta ${debt.orderNr} lähetetään noin viikon kuluessa. Uusi eräpäivä on ${formatDay(newDueDate)}.`,
          `Fakturakopian för uppdrag ${debt.orderNr} skickas inom ungefär en vecka. Ny förfallodag är ${formatDay(newDueDate)}.`,
          `The invoice copy of case ${debt.orderNr} will be sent within about one week. The new due date is ${formatDay(newDueDate)}.`,
        ].join('\n\n'),
      });
    } catch (error) {
      this.log({ err: error, requestNr: nr }, 'invoice copy confirmation not sent');
    }
    return { key: nr, value: newDueDate };
  }

  /**
   * spec 4 and 5: a reclamation pauses collection and sets state 12; a debt in court, an
   * ended debt or one already complained about cannot be disputed (403).
   */
  async reclamation(session: Session, body: S['Reclamation'], files: Upload[]): Promise<true> {
    const debt = await this.repository.scopedDebtByOrder(session, body.orderNr);
    if (!debt) throw notFound();
    if (!reclamationAllowed(debt.state, debt.reclamationAllowed)) throw forbidden();
    const own = await this.db
      .select({ nr: bills.nr })
      .from(bills)
      .where(and(eq(bills.debtNr, debt.nr), inArray(bills.nr, body.billNrs)));
    if (own.length !== body.billNrs.length) throw notFound();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reclamations)
        .values({
          debtorNr: session.debtorNr,
          debtNr: debt.nr,
          basis: body.basis.join(','),
          text: body.text,
          name: body.name,
          phone: body.phone ?? null,
          email: body.email,
          status: 'open',
          createdAt: this.clock(),
        })
        .returning({ nr: reclamations.nr });
      await tx
        .insert(reclamationBills)
        .values(body.billNrs.map((billNr) => ({ reclamationNr: row!.nr, billNr })));
      for (const file of files) {
        const [attachment] = await tx
          .insert(reclamationAttachments)
          .values({
            reclamationNr: row!.nr,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.size,
            data: Buffer.alloc(0),
          })
          .returning({ id: reclamationAttachments.id });
        await copyUpload(tx, reclamationAttachments, attachment!.id, file);
      }
      await tx.update(debts).set({ state: COMPLAINED_STATE }).where(eq(debts.nr, debt.nr));
    });
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
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactRequests)
        .values({
          debtorNr: session.debtorNr,
          debtNr: debt.nr,
          registerDate: body.registerDate,
          headerText: body.headerText,
          text: body.text,
          phone: body.phone ?? null,
          email: body.email ?? null,
          language: body.language,
          createdAt: this.clock(),
        })
        .returning({ nr: contactRequests.nr });
      for (const file of files) {
        const [attachment] = await tx
          .insert(contactRequestAttachments)
          .values({
            contactRequestNr: row!.nr,
            fileName: withDebtNumber(file.fileName, debt.orderNr),
            contentType: file.contentType,
            sizeBytes: file.size,
            data: Buffer.alloc(0),
          })
          .returning({ id: contactRequestAttachments.id });
        await copyUpload(tx, contactRequestAttachments, attachment!.id, file);
      }
    });
    return true;
  }
}

/**
 * Copies a received file into its attachment row a chunk at a time, inside the request's
 * transaction: the server holds one chunk of the file, not the file (issue: hardening), and a
 * crash part-way leaves nothing stored.
 */
async function copyUpload(
  tx: Pick<Db, 'update'>,
  table: typeof reclamationAttachments | typeof contactRequestAttachments,
  id: number,
  file: Upload,
): Promise<void> {
  for await (const chunk of uploadChunks(file)) {
    await tx
      .update(table)
      .set({ data: sql`${table.data} || ${chunk}::bytea` })
      .where(eq(table.id, id));
  }
}

/** `liite.pdf` → `liite_1000001.pdf` (spec 7). */
export function withDebtNumber(fileName: string, orderNr: number): string {
  const dot = fileName.lastIndexOf('.');
  return `${fileName.slice(0, dot)}_${orderNr}${fileName.slice(dot)}`;
}
