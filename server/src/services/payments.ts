import type { components } from '@portal/openapi';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debts, paymentTransactionItems, paymentTransactions } from '../db/schema';
import { debtScope, type Session } from './sessions';

type S = components['schemas'];

/** Payments sent to a bank and not yet confirmed (polled every 15 s while pending, spec 4). */
export class PaymentService {
  constructor(private readonly db: Db) {}

  async pending(session: Session): Promise<S['PendingPayments']> {
    const rows = await this.db
      .select({
        id: paymentTransactions.id,
        paymentType: paymentTransactions.paymentType,
        debtNr: paymentTransactionItems.debtNr,
      })
      .from(paymentTransactions)
      .innerJoin(
        paymentTransactionItems,
        eq(paymentTransactionItems.transactionId, paymentTransactions.id),
      )
      .innerJoin(debts, eq(debts.nr, paymentTransactionItems.debtNr))
      .where(
        and(
          eq(paymentTransactions.debtorNr, session.debtorNr),
          inArray(paymentTransactions.status, ['pending']),
          debtScope(session),
        ),
      )
      .orderBy(desc(paymentTransactions.id));
    const debtNrs = [...new Set(rows.map((r) => r.debtNr))].sort((a, b) => a - b);
    return {
      pending: rows.length > 0,
      debtNrs,
      paymentType: (rows[0]?.paymentType as S['PaymentType'] | undefined) ?? null,
    };
  }
}
