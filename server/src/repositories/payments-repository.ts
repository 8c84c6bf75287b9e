/**
 * SQL of payments with a provider: the transactions started in the portal and their items,
 * the one-way moves of their status (new -> pending or fail, pending -> ok), and the booking of
 * a settled payment on debts and plans. Every move is a conditional UPDATE (the row lock), and
 * booked payments carry a unique (transaction, debt) key, so a payment is booked once however
 * many returns, callbacks and status checks race for it, on PGlite and on PostgreSQL.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  debtors,
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  paymentTransactionItems,
  paymentTransactions,
  payments,
} from '../db/schema';
import { todayInHelsinki } from '../lib/dates';
import { type Cents, cents } from '../lib/money';
import { openStateSql } from './debtor-snapshot-sql';
import { settlementPaid, settlementPaymentPending } from './settlement-repository';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

export interface NewTransaction {
  debtorNr: number;
  stamp: string;
  provider: string;
  paymentType: string;
  amountCents: Cents;
  reference: string;
  now: Date;
  items: {
    debtNr: number;
    planNr: number | null;
    amountCents: Cents;
    description: string | null;
  }[];
}

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** The debtor's overpayment (what was paid beyond the debts), in cents. */
  async overpaymentOf(debtorNr: number): Promise<Cents> {
    const [row] = await this.db
      .select({ overpayment: debtors.overpaymentCents })
      .from(debtors)
      .where(eq(debtors.nr, debtorNr));
    return row?.overpayment ?? cents(0);
  }

  /** The debtor's latest payment booked through the provider, which a refund can go back through. */
  async latestProviderPayment(debtorNr: number): Promise<PaymentTransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.debtorNr, debtorNr),
          eq(paymentTransactions.status, 'ok'),
          isNotNull(paymentTransactions.providerTransactionId),
        ),
      )
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(1);
    return row;
  }

  /** The overpayment went back to the debtor: cleared once, only if it is still what was refunded. */
  async clearOverpayment(debtorNr: number, refundedCents: Cents): Promise<boolean> {
    const rows = await this.db
      .update(debtors)
      .set({ overpaymentCents: cents(0) })
      .where(and(eq(debtors.nr, debtorNr), eq(debtors.overpaymentCents, refundedCents)))
      .returning({ nr: debtors.nr });
    return rows.length === 1;
  }

  /** Whether a payment of one of these debts of the debtor is pending (paid, not yet booked). */
  async pendingFor(debtorNr: number, debtNrs: number[]): Promise<boolean> {
    const rows = await this.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .innerJoin(
        paymentTransactionItems,
        eq(paymentTransactionItems.transactionId, paymentTransactions.id),
      )
      .where(
        and(
          eq(paymentTransactions.debtorNr, debtorNr),
          eq(paymentTransactions.status, 'pending'),
          inArray(paymentTransactionItems.debtNr, debtNrs),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The debt's payment reference as the provider takes it (its number when it has none usable). */
  async referenceFor(debtNr: number): Promise<string> {
    const [row] = await this.db
      .select({ reference: debts.reference })
      .from(debts)
      .where(eq(debts.nr, debtNr));
    const reference = row?.reference?.replace(/\s+/g, '') ?? '';
    return /^[A-Za-z0-9-]{1,200}$/.test(reference) ? reference : String(debtNr);
  }

  /** A new payment (`new`, at the bank) with its items, in one transaction. */
  async create(transaction: NewTransaction): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentTransactions)
        .values({
          debtorNr: transaction.debtorNr,
          stamp: transaction.stamp,
          provider: transaction.provider,
          paymentType: transaction.paymentType,
          amountCents: transaction.amountCents,
          status: 'new',
          reference: transaction.reference,
          createdAt: transaction.now,
          updatedAt: transaction.now,
        })
        .returning({ id: paymentTransactions.id });
      await tx
        .insert(paymentTransactionItems)
        .values(transaction.items.map((item) => ({ ...item, transactionId: row!.id })));
      return row!.id;
    });
  }

  /** The provider's id of the payment, from its creation at the provider. */
  async setProviderTransactionId(id: number, providerTransactionId: string): Promise<void> {
    await this.db
      .update(paymentTransactions)
      .set({ providerTransactionId })
      .where(
        and(eq(paymentTransactions.id, id), isNull(paymentTransactions.providerTransactionId)),
      );
  }

  /** The payment of a stamp; of the debtor only, when one is given. */
  async byStamp(stamp: string, debtorNr?: number): Promise<PaymentTransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.stamp, stamp),
          ...(debtorNr === undefined ? [] : [eq(paymentTransactions.debtorNr, debtorNr)]),
        ),
      );
    return row;
  }

  async statusOf(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    return row?.status;
  }

  /**
   * Moves a payment still at the bank (`new`) on, once: to `pending` (to be booked at
   * `settleAt`) or `fail`. The UPDATE's condition is the lock: of racing callers exactly one
   * moves it; the others find it moved and change nothing. A settlement's first installment
   * becomes "paid, waiting" in the same transaction. True when this call moved it.
   */
  async moveOn(
    id: number,
    step: 'pending' | 'fail',
    facts: { providerTransactionId: string; settleAt: Date; via: string; now: Date },
    paymentType?: string,
  ): Promise<boolean> {
    const move = async (db: Db | Tx) => {
      const [moved] = await db
        .update(paymentTransactions)
        .set({
          status: step,
          providerTransactionId: sql`coalesce(${paymentTransactions.providerTransactionId}, ${facts.providerTransactionId})`,
          settleAt: step === 'pending' ? facts.settleAt : null,
          confirmedVia: facts.via,
          updatedAt: facts.now,
        })
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'new')))
        .returning({ id: paymentTransactions.id, paymentType: paymentTransactions.paymentType });
      return moved;
    };
    // One statement, atomic by itself, unless a settlement has to move with the payment.
    if (step !== 'pending' || (paymentType !== undefined && paymentType !== 'reconciliation')) {
      return (await move(this.db)) !== undefined;
    }
    return this.db.transaction(async (tx) => {
      const moved = await move(tx);
      if (!moved) return false;
      if (moved.paymentType === 'reconciliation') {
        // A settlement's first installment paid at the bank: the settlement is paid without a
        // payment number while the payment is pending (spec 4, step 5), numbered when booked.
        const items = await tx
          .select({ planNr: paymentTransactionItems.planNr })
          .from(paymentTransactionItems)
          .where(eq(paymentTransactionItems.transactionId, id));
        for (const { planNr } of items) {
          if (planNr !== null) await settlementPaymentPending(tx, planNr, facts.now);
        }
      }
      return true;
    });
  }

  /**
   * Payments at the bank (`new`) started before `startedBefore` that the status check has not
   * asked about since `checkedBefore`, oldest check first.
   */
  async stalled(
    startedBefore: Date,
    checkedBefore: Date,
    limit: number,
  ): Promise<PaymentTransactionRow[]> {
    return this.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, 'new'),
          lte(paymentTransactions.createdAt, startedBefore),
          or(
            isNull(paymentTransactions.statusCheckedAt),
            lte(paymentTransactions.statusCheckedAt, checkedBefore),
          ),
        ),
      )
      .orderBy(sql`${paymentTransactions.statusCheckedAt} NULLS FIRST`, asc(paymentTransactions.id))
      .limit(limit);
  }

  async markStatusChecked(id: number, now: Date): Promise<void> {
    await this.db
      .update(paymentTransactions)
      .set({ statusCheckedAt: now })
      .where(eq(paymentTransactions.id, id));
  }

  /** Pending payments whose settlement time has come (of one debtor, when given). */
  async dueForSettlement(now: Date, debtorNr?: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, 'pending'),
          isNotNull(paymentTransactions.settleAt),
          lte(paymentTransactions.settleAt, now),
          ...(debtorNr === undefined ? [] : [eq(paymentTransactions.debtorNr, debtorNr)]),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * Books a pending payment on its debts and plans, once (pending -> ok is the lock; the
   * payments' unique key is the second guard). True when this call booked it.
   */
  async settle(id: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(paymentTransactions)
        .set({ status: 'ok', updatedAt: now })
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')))
        .returning({ id: paymentTransactions.id });
      if (!claimed) return false;
      const items = await tx
        .select()
        .from(paymentTransactionItems)
        .where(eq(paymentTransactionItems.transactionId, id))
        .orderBy(asc(paymentTransactionItems.id));
      const today = todayInHelsinki(now);
      for (const item of items) {
        const shares =
          item.planNr === null
            ? [{ debtNr: item.debtNr, cents: item.amountCents }]
            : await planShares(tx, item.planNr, item.debtNr, item.amountCents);
        const booked: number[] = [];
        for (const share of shares) {
          const [payment] = await tx
            .insert(payments)
            .values({
              debtNr: share.debtNr,
              planNr: item.planNr,
              paymentDate: today,
              bookingDate: today,
              amountCents: share.cents,
              transactionId: id,
            })
            .returning({ nr: payments.nr });
          booked.push(payment!.nr);
        }
        if (item.planNr !== null) {
          await applyToPlan(tx, item.planNr, item.amountCents);
          // A banditRating 3 plan is in force once its first installment is paid.
          await tx
            .update(paymentPlans)
            .set({ awaitingFirstPaymentSince: null })
            .where(
              and(
                eq(paymentPlans.nr, item.planNr),
                isNotNull(paymentPlans.awaitingFirstPaymentSince),
              ),
            );
          // A settlement's first installment completes the settlement (step 6).
          await settlementPaid(tx, item.planNr, booked[0]!, now);
        }
        for (const share of shares) await closeIfPaid(tx, share.debtNr, today, now);
      }
      return true;
    });
  }
}

/**
 * A plan installment (a joint plan's, a settlement's) is shared among the plan's open debts,
 * oldest due date first, each up to what it still owes (capital and interest, the measure that
 * closes a debt); what no debt owes stays on the debt the cart named, as an overpayment. The
 * shares add up to the amount exactly.
 */
export async function planShares(
  tx: Tx,
  planNr: number,
  namedDebtNr: number,
  amountCents: number,
): Promise<{ debtNr: number; cents: Cents }[]> {
  const owed = await tx
    .select({
      debtNr: debts.nr,
      open: sql<number>`(coalesce((SELECT sum(capital_cents + interest_cents) FROM bills WHERE debt_nr = ${debts.nr}), 0) - coalesce((SELECT sum(amount_cents) FROM payments WHERE debt_nr = ${debts.nr}), 0))::int`,
    })
    .from(paymentPlanDebts)
    .innerJoin(debts, eq(debts.nr, paymentPlanDebts.debtNr))
    .where(and(eq(paymentPlanDebts.planNr, planNr), openStateSql(debts.state)))
    .orderBy(asc(debts.dueDate), asc(debts.nr));
  const shares = new Map<number, number>();
  let rest = amountCents;
  for (const { debtNr, open } of owed) {
    const take = Math.min(Math.max(Number(open), 0), rest);
    if (take > 0) shares.set(debtNr, take);
    rest -= take;
    if (rest === 0) break;
  }
  if (rest > 0 || shares.size === 0) shares.set(namedDebtNr, (shares.get(namedDebtNr) ?? 0) + rest);
  return [...shares].map(([debtNr, share]) => ({ debtNr, cents: cents(share) }));
}

/** Fills the plan's installments in order; a plan with nothing left ends. */
async function applyToPlan(tx: Tx, planNr: number, amountCents: number) {
  const rows = await tx
    .select()
    .from(installments)
    .where(eq(installments.planNr, planNr))
    .orderBy(asc(installments.sequence));
  let rest = amountCents;
  for (const row of rows) {
    if (rest <= 0) break;
    const open = row.amountCents - row.paidCents;
    if (open <= 0) continue;
    const take = Math.min(open, rest);
    rest -= take;
    await tx
      .update(installments)
      .set({ paidCents: cents(row.paidCents + take) })
      .where(and(eq(installments.planNr, planNr), eq(installments.sequence, row.sequence)));
  }
}

/** A debt with nothing left is paid (state 8), and its plans end with it. */
async function closeIfPaid(tx: Tx, debtNr: number, today: string, now: Date) {
  const [figures] = await tx
    .select({
      total: sql<number>`coalesce((SELECT sum(capital_cents + interest_cents) FROM bills WHERE debt_nr = ${debtNr}), 0)::int`,
      paid: sql<number>`coalesce((SELECT sum(amount_cents) FROM payments WHERE debt_nr = ${debtNr}), 0)::int`,
    })
    .from(debts)
    .where(eq(debts.nr, debtNr));
  if (!figures || Number(figures.paid) < Number(figures.total)) return;
  await tx.update(debts).set({ state: 8, endDate: today }).where(eq(debts.nr, debtNr));
  const plans = await tx
    .select({ planNr: paymentPlanDebts.planNr })
    .from(paymentPlanDebts)
    .where(eq(paymentPlanDebts.debtNr, debtNr));
  for (const { planNr } of plans) {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentPlanDebts)
      .innerJoin(debts, eq(debts.nr, paymentPlanDebts.debtNr))
      .where(and(eq(paymentPlanDebts.planNr, planNr), openStateSql(debts.state)));
    if (Number(open?.n ?? 0) === 0) {
      await tx
        .update(paymentPlans)
        .set({ endedAt: now })
        .where(and(eq(paymentPlans.nr, planNr), sql`${paymentPlans.endedAt} IS NULL`));
    }
  }
}
