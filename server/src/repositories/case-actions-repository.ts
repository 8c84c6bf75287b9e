/**
 * SQL of a debt's case actions (spec 4, 5): refund accounts, invoice copy requests,
 * reclamations and contact requests with their attachments. Each request is stored in one
 * transaction; attachments are copied in a chunk at a time.
 */
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
import { type Upload, uploadChunks } from '../http/uploads';
import { COMPLAINED_STATE } from '../rules/debt-rules';

export type InvoiceCopyRequestRow = typeof invoiceCopyRequests.$inferSelect;

export class CaseActionsRepository {
  constructor(private readonly db: Db) {}

  async insertBankAccount(values: typeof bankAccounts.$inferInsert): Promise<void> {
    await this.db.insert(bankAccounts).values(values);
  }

  /** Whether every one of these bills is the debt's own. */
  async ownsBills(debtNr: number, billNrs: number[]): Promise<boolean> {
    const own = await this.db
      .select({ nr: bills.nr })
      .from(bills)
      .where(and(eq(bills.debtNr, debtNr), inArray(bills.nr, billNrs)));
    return own.length === billNrs.length;
  }

  /** The debt's latest pending invoice copy request. */
  async pendingInvoiceCopy(debtNr: number): Promise<InvoiceCopyRequestRow | undefined> {
    const [pending] = await this.db
      .select()
      .from(invoiceCopyRequests)
      .where(and(eq(invoiceCopyRequests.debtNr, debtNr), eq(invoiceCopyRequests.status, 'pending')))
      .orderBy(desc(invoiceCopyRequests.nr))
      .limit(1);
    return pending;
  }

  /**
   * Stores an invoice copy request of these bills and, when `moveDueDateTo` is given, moves the
   * debt's due date there; answers the request's number.
   */
  async createInvoiceCopy(
    request: Omit<typeof invoiceCopyRequests.$inferInsert, 'status'>,
    billNrs: number[],
    moveDueDateTo: string | null,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoiceCopyRequests)
        .values({ ...request, status: 'pending' })
        .returning({ nr: invoiceCopyRequests.nr });
      await tx
        .insert(invoiceCopyRequestBills)
        .values(billNrs.map((billNr) => ({ requestNr: row!.nr, billNr })));
      if (moveDueDateTo !== null) {
        await tx.update(debts).set({ dueDate: moveDueDateTo }).where(eq(debts.nr, request.debtNr));
      }
      return row!.nr;
    });
  }

  /** Stores a reclamation of these bills with its files and sets the debt complained (12). */
  async createReclamation(
    reclamation: Omit<typeof reclamations.$inferInsert, 'status'>,
    billNrs: number[],
    files: Upload[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reclamations)
        .values({ ...reclamation, status: 'open' })
        .returning({ nr: reclamations.nr });
      await tx
        .insert(reclamationBills)
        .values(billNrs.map((billNr) => ({ reclamationNr: row!.nr, billNr })));
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
      await tx
        .update(debts)
        .set({ state: COMPLAINED_STATE })
        .where(eq(debts.nr, reclamation.debtNr));
    });
  }

  /** Stores a contact request with its files, each under the name given by `fileName`. */
  async createContactRequest(
    request: typeof contactRequests.$inferInsert,
    files: Upload[],
    fileName: (file: Upload) => string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactRequests)
        .values(request)
        .returning({ nr: contactRequests.nr });
      for (const file of files) {
        const [attachment] = await tx
          .insert(contactRequestAttachments)
          .values({
            contactRequestNr: row!.nr,
            fileName: fileName(file),
            contentType: file.contentType,
            sizeBytes: file.size,
            data: Buffer.alloc(0),
          })
          .returning({ id: contactRequestAttachments.id });
        await copyUpload(tx, contactRequestAttachments, attachment!.id, file);
      }
    });
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
