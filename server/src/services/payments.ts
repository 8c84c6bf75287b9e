import { randomBytes } from 'node:crypto';
import type { components } from '@portal/openapi';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  paymentTransactionItems,
  paymentTransactions,
  payments,
} from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { type Clock, todayInHelsinki } from '../lib/dates';
import { centsToEuros, eurosToCents } from '../lib/money';
import type { PaymentProvider } from '../providers/types';
import type { DebtorRepository } from '../repositories/debtor-repository';
import { openStateSql } from '../repositories/debtor-snapshot-sql';
import { isActivePlanType, isEnded, RECONCILIATION_PLAN_TYPE } from './debt-rules';
import { debtFigures } from './debtor';
import {
  settlementAwaitsPayment,
  settlementPaid,
  settlementPaymentPending,
} from '../repositories/settlement-repository';
import type { Session } from './sessions';

type S = components['schemas'];

/** spec 5 and 9: a voluntary (custom) payment is at least 5 euros. */
export const MIN_CUSTOM_PAYMENT_CENTS = 500;

export interface PaymentOptions {
  /** `${PUBLIC_URL}/payment/verify`. */
  returnUrl: string;
  /** How long a confirmed payment stays pending before the provider settles it. */
  settleDelayMs: number;
}

/** A refusal the portal shows (HTTP 200, status 1): a debt in the cart is already being paid. */
export const PENDING_BLOCK = 'blockPendingOrdersText';

export type FormDataOutcome =
  { ok: true; result: S['PaymentFormData'] } | { ok: false; errorCode: string };

interface PreparedItem {
  debtNr: number;
  planNr: number | null;
  amountCents: number;
  description: string | null;
}

/**
 * Payments with a provider (spec 4 and 7): the cart is checked against the database, the
 * provider's signed return is verified and applied once, and a confirmed payment is booked on
 * the debts when the provider settles it.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly repository: DebtorRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly options: PaymentOptions,
  ) {}

  /**
   * The payments pending at the provider for the session's debts. One statement in the usual
   * case; when it reports payments due for settlement they are booked first and read again.
   */
  async pending(session: Session): Promise<S['PendingPayments']> {
    let read = await this.repository.pendingPayments(session, this.clock());
    if (read.settleDue) {
      await this.settleDue(session.debtorNr);
      read = await this.repository.pendingPayments(session, this.clock());
    }
    const { rows } = read;
    const debtNrs = [...new Set(rows.map((r) => r.debtNr))].sort((a, b) => a - b);
    return {
      pending: rows.length > 0,
      debtNrs,
      paymentType: (rows[0]?.paymentType as S['PaymentType'] | undefined) ?? null,
    };
  }

  /**
   * Prepares the provider form for a cart. Every amount is recomputed: a whole debt is what is
   * left, an installment is the plan's real next installment, a custom amount is between 5 euros
   * and what is left. Altered amounts are refused (400), other debtors' debts answer 404.
   */
  async formData(session: Session, body: S['PaymentFormDataRequest']): Promise<FormDataOutcome> {
    if (body.DebtorNr !== session.debtorNr) throw notFound();
    await this.settleDue(session.debtorNr);
    const cart = body.PaymentCart;
    const debtNrs = cart.map((item) => item.debtNr);
    if (new Set(debtNrs).size !== debtNrs.length) throw badRequest();
    if (body.PaymentItem && !cart.some((i) => i.debtNr === body.PaymentItem!.debtNr)) {
      throw badRequest();
    }
    const types = new Set(cart.map((i) => i.paymentType));
    if (types.size > 1 || (cart.length > 1 && !types.has('multiple'))) throw badRequest();
    const paymentType = cart[0]!.paymentType;

    const prepared: PreparedItem[] = [];
    const usedPlans = new Set<number>();
    for (const item of cart) {
      const debt = await this.repository.scopedDebt(session, item.debtNr);
      if (!debt) throw notFound();
      if (isEnded(debt.state)) throw badRequest();
      const cents = eurosToCents(item.amount);
      if (cents === null || cents <= 0) throw badRequest();
      const figures = debtFigures(
        debt,
        await this.repository.billsOf(debt.nr),
        await this.repository.paymentsOf(debt.nr),
      );
      let planNr: number | null = null;
      switch (item.paymentType) {
        case 'single':
        case 'multiple':
          if (item.msnr !== undefined && item.msnr !== null) throw badRequest();
          if (cents !== figures.left) throw badRequest();
          break;
        case 'custom':
          if (item.msnr !== undefined && item.msnr !== null) throw badRequest();
          if (cents < MIN_CUSTOM_PAYMENT_CENTS || cents > figures.left) throw badRequest();
          break;
        case 'installment':
        case 'reconciliation': {
          if (item.msnr === undefined || item.msnr === null) throw badRequest();
          if (usedPlans.has(item.msnr)) throw badRequest();
          const next = await this.nextInstallment(session, item.msnr, debt.nr, item.paymentType);
          if (!next || cents !== next.dueCents) throw badRequest();
          usedPlans.add(item.msnr);
          planNr = item.msnr;
          break;
        }
      }
      prepared.push({
        debtNr: debt.nr,
        planNr,
        amountCents: cents,
        description: item.description ?? null,
      });
    }

    const blocked = await this.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .innerJoin(
        paymentTransactionItems,
        eq(paymentTransactionItems.transactionId, paymentTransactions.id),
      )
      .where(
        and(
          eq(paymentTransactions.debtorNr, session.debtorNr),
          eq(paymentTransactions.status, 'pending'),
          inArray(paymentTransactionItems.debtNr, debtNrs),
        ),
      )
      .limit(1);
    if (blocked.length > 0) return { ok: false, errorCode: PENDING_BLOCK };

    const amountCents = prepared.reduce((sum, item) => sum + item.amountCents, 0);
    const stamp = randomBytes(18).toString('base64url');
    const reference = await this.referenceFor(prepared[0]!.debtNr);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const [transaction] = await tx
        .insert(paymentTransactions)
        .values({
          debtorNr: session.debtorNr,
          stamp,
          provider: body.Method,
          paymentType,
          amountCents,
          status: 'new',
          reference,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: paymentTransactions.id });
      await tx
        .insert(paymentTransactionItems)
        .values(prepared.map((item) => ({ ...item, transactionId: transaction!.id })));
    });
    const form = await this.provider.createPayment({
      stamp,
      reference,
      amountCents,
      method: body.Method,
      lang: body.Language,
      returnUrl: this.options.returnUrl,
    });
    return {
      ok: true,
      result: { url: form.url, parameters: form.parameters, amount: centsToEuros(amountCents) },
    };
  }

  /** The unpaid part of the plan's next installment, when the plan is the debtor's and fits the type. */
  private async nextInstallment(
    session: Session,
    planNr: number,
    debtNr: number,
    type: 'installment' | 'reconciliation',
  ): Promise<{ sequence: number; dueCents: number } | null> {
    const found = await this.repository.scopedPlan(session, planNr);
    if (!found) return null;
    const fits =
      type === 'installment'
        ? isActivePlanType(found.plan.type)
        : found.plan.type === RECONCILIATION_PLAN_TYPE;
    if (!fits || !found.debts.some((d) => d.debtNr === debtNr)) return null;
    // The first settlement installment is paid once the settlement is signed, and only then.
    if (type === 'reconciliation' && !(await settlementAwaitsPayment(this.db, planNr))) return null;
    const next = found.installments.find((i) => i.paidCents < i.amountCents);
    return next ? { sequence: next.sequence, dueCents: next.amountCents - next.paidCents } : null;
  }

  private async referenceFor(debtNr: number): Promise<string> {
    const [row] = await this.db
      .select({ reference: debts.reference })
      .from(debts)
      .where(eq(debts.nr, debtNr));
    const reference = row?.reference?.replace(/\s+/g, '') ?? '';
    return /^[A-Za-z0-9-]{1,200}$/.test(reference) ? reference : String(debtNr);
  }

  /**
   * Applies a provider return once. The signature must be valid, the stamp one this debtor
   * started, and every figure the one the server sent. Answers whether the payment went
   * through (or is pending); replays answer the same without applying anything again.
   */
  async confirm(session: Session, query: Record<string, string>): Promise<{ status: boolean }> {
    if (!this.provider.verifyReturn(query)) throw badRequest();
    const [transaction] = await this.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.stamp, query['checkout-stamp']!),
          eq(paymentTransactions.debtorNr, session.debtorNr),
        ),
      );
    if (!transaction) throw notFound();
    if (
      Number(query['checkout-account']) !== this.provider.merchantAccount ||
      Number(query['checkout-amount']) !== transaction.amountCents ||
      query['checkout-reference'] !== transaction.reference ||
      query['checkout-provider'] !== transaction.provider
    ) {
      throw badRequest();
    }
    const providerStatus = query['checkout-status'];
    const succeeded = providerStatus === 'ok' || providerStatus === 'pending';
    const now = this.clock();
    if (transaction.status === 'new') {
      // Only the first return moves the payment on; racing replays find it already moved.
      await this.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(paymentTransactions)
          .set({
            status: succeeded ? 'pending' : 'fail',
            providerTransactionId: query['checkout-transaction-id']!,
            settleAt: succeeded ? new Date(now.getTime() + this.options.settleDelayMs) : null,
            updatedAt: now,
          })
          .where(
            and(eq(paymentTransactions.id, transaction.id), eq(paymentTransactions.status, 'new')),
          )
          .returning({ id: paymentTransactions.id });
        if (!moved || !succeeded || transaction.paymentType !== 'reconciliation') return;
        // A settlement's first installment paid at the bank: the settlement is paid without a
        // payment number while the payment is pending (spec 4, step 5), numbered when booked.
        const items = await tx
          .select({ planNr: paymentTransactionItems.planNr })
          .from(paymentTransactionItems)
          .where(eq(paymentTransactionItems.transactionId, transaction.id));
        for (const { planNr } of items) {
          if (planNr !== null) await settlementPaymentPending(tx, planNr, now);
        }
      });
    }
    const [current] = await this.db
      .select({
        status: paymentTransactions.status,
        providerTransactionId: paymentTransactions.providerTransactionId,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    // A return for another provider transaction of the same stamp is not this payment's.
    if (!current || current.providerTransactionId !== query['checkout-transaction-id']) {
      throw badRequest();
    }
    return { status: current.status === 'pending' || current.status === 'ok' };
  }

  /**
   * The provider's settlement: pending payments whose delay has passed are booked on their
   * debts and plans, once (the status change is the lock).
   */
  async settleDue(debtorNr?: number): Promise<number> {
    const now = this.clock();
    const due = await this.db
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
    let settled = 0;
    for (const { id } of due) {
      const applied = await this.db.transaction(async (tx) => {
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
      if (applied) settled += 1;
    }
    return settled;
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
): Promise<{ debtNr: number; cents: number }[]> {
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
  return [...shares].map(([debtNr, cents]) => ({ debtNr, cents }));
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
      .set({ paidCents: row.paidCents + take })
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
