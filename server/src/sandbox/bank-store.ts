/**
 * The sandbox bank's books (`sandbox_bank_payments`): the payments created with it, what the
 * payer decided, and the callbacks it owes the merchant (its delivery queue). Shared by every
 * instance on one database, and kept across restarts.
 */
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { sandboxBankPayments } from '../db/schema';

export type SandboxBankPayment = typeof sandboxBankPayments.$inferSelect;

/** How long a claimed callback is someone else's before another sender may try it. */
export const CALLBACK_LEASE_MS = 30_000;

export class SandboxBankStore {
  constructor(private readonly db: Db) {}

  async create(
    payment: Omit<
      SandboxBankPayment,
      'callbackAttempts' | 'decidedAt' | 'callbackDueAt' | 'callbackDeliveredAt' | 'refundedCents'
    >,
  ): Promise<'created' | 'duplicateStamp'> {
    // The stamp is unique: a second payment with it is refused, as Paytrail refuses it.
    const rows = await this.db
      .insert(sandboxBankPayments)
      .values(payment)
      .onConflictDoNothing({ target: sandboxBankPayments.stamp })
      .returning({ transactionId: sandboxBankPayments.transactionId });
    return rows.length === 1 ? 'created' : 'duplicateStamp';
  }

  /** The payer chose a method at its form: recorded while the payment is still open. */
  async choose(transactionId: string, method: string): Promise<SandboxBankPayment | undefined> {
    await this.db
      .update(sandboxBankPayments)
      .set({ method })
      .where(
        and(
          eq(sandboxBankPayments.transactionId, transactionId),
          eq(sandboxBankPayments.status, 'new'),
        ),
      );
    return this.byTransactionId(transactionId);
  }

  /**
   * A refund through the API, once per amount: taken only from a paid payment with that much
   * left unrefunded (one statement, so two refunds never take the same money).
   */
  async refund(transactionId: string, amountCents: number): Promise<boolean> {
    const t = sandboxBankPayments;
    const rows = await this.db
      .update(t)
      .set({ refundedCents: sql`${t.refundedCents} + ${amountCents}` })
      .where(
        and(
          eq(t.transactionId, transactionId),
          eq(t.status, 'ok'),
          lte(sql`${t.refundedCents} + ${amountCents}`, t.amountCents),
        ),
      )
      .returning({ transactionId: t.transactionId });
    return rows.length === 1;
  }

  async byTransactionId(transactionId: string): Promise<SandboxBankPayment | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.transactionId, transactionId));
    return row;
  }

  async byStamp(stamp: string): Promise<SandboxBankPayment | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.stamp, stamp));
    return row;
  }

  /**
   * The payer's decision, once: a payment still `new` becomes ok or fail, and its callback is
   * queued for `callbackDueAt`. Answers the payment as it now stands (the first decision wins).
   */
  async decide(
    transactionId: string,
    status: 'ok' | 'fail' | 'pending' | 'delayed',
    now: Date,
    callbackDueAt: Date | null,
  ): Promise<SandboxBankPayment | undefined> {
    await this.db
      .update(sandboxBankPayments)
      .set({ status, decidedAt: now, callbackDueAt })
      .where(
        and(
          eq(sandboxBankPayments.transactionId, transactionId),
          eq(sandboxBankPayments.status, 'new'),
        ),
      );
    return this.byTransactionId(transactionId);
  }

  /**
   * Claims up to `limit` callbacks that are due: each is leased (its due time moved on by the
   * lease) and its attempt counted in the same statement, so two instances never send one at
   * the same time, and a sender that dies leaves it to be retried after the lease.
   */
  async claimDueCallbacks(now: Date, limit: number): Promise<SandboxBankPayment[]> {
    const lease = new Date(now.getTime() + CALLBACK_LEASE_MS);
    const t = sandboxBankPayments;
    const rows = await queryRows<{ transaction_id: string }>(
      this.db,
      sql`UPDATE ${t} SET callback_due_at = ${lease.toISOString()}::timestamptz,
                 callback_attempts = callback_attempts + 1
           WHERE transaction_id IN (
             SELECT transaction_id FROM ${t}
              WHERE callback_due_at <= ${now.toISOString()}::timestamptz
                AND callback_delivered_at IS NULL
              ORDER BY callback_due_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
       RETURNING transaction_id`,
    );
    if (rows.length === 0) return [];
    const claimed: SandboxBankPayment[] = [];
    for (const row of rows) {
      const payment = await this.byTransactionId(row.transaction_id);
      if (payment) claimed.push(payment);
    }
    return claimed;
  }

  async delivered(transactionId: string, now: Date): Promise<void> {
    await this.db
      .update(sandboxBankPayments)
      .set({ callbackDeliveredAt: now, callbackDueAt: null })
      .where(eq(sandboxBankPayments.transactionId, transactionId));
  }

  /** A failed attempt: the next one is due at `next`, or none (given up) when null. */
  async retryAt(transactionId: string, next: Date | null): Promise<void> {
    await this.db
      .update(sandboxBankPayments)
      .set({ callbackDueAt: next })
      .where(
        and(
          eq(sandboxBankPayments.transactionId, transactionId),
          isNull(sandboxBankPayments.callbackDeliveredAt),
        ),
      );
  }

  /** Callbacks still owed (due or leased), for tests and the crash benchmark. */
  async owedCallbacks(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxBankPayments)
      .where(
        and(
          isNotNull(sandboxBankPayments.callbackDueAt),
          isNull(sandboxBankPayments.callbackDeliveredAt),
          lte(sandboxBankPayments.callbackAttempts, 1_000),
        ),
      );
    return Number(row?.n ?? 0);
  }
}
