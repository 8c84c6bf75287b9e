/**
 * Data access of settlements (subpoena statuses, their debts, plans and signing tasks). Every
 * change is one transaction whose UPDATE is guarded by the state it expects, so a racing second
 * request changes nothing; the methods answer whether their change applied.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { openStateSql } from './debtor-snapshot-sql';
import { SETTLEMENT_STATE } from '@portal/openapi/settlement';
import type { Db, Tx } from '../db/client';
import {
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  paymentTransactionItems,
  paymentTransactions,
  reclamations,
  reconciliations,
  signingTasks,
  subpoenaDebts,
  subpoenaStatusDebts,
  subpoenaStatuses,
  subpoenas,
} from '../db/schema';
import { RECONCILIATION_PLAN_TYPE } from '../rules/debt-rules';
import { sumCents } from '../lib/money';
import type { CalculatedPlan } from '../rules/plan-calculation';
import { storePlan } from './plans-repository';
import { debtScope } from './debt-scope';
import type { Session } from '../rules/session';
import {
  firstInstallmentPaid,
  SETTLED_PLAN_TYPE,
  settlementAllows,
} from '../rules/settlement-rules';
import { finishSigningTask } from './signing-tasks-repository';
import type { DebtRow } from './debtor-repository';

export type StatusRow = typeof subpoenaStatuses.$inferSelect;
type SigningTaskRow = typeof signingTasks.$inferInsert;

/** Thrown inside a transaction when the state it expects is gone: rolls everything back. */
class Conflict extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Runs `work`; false when it threw `Conflict` (nothing of it was stored). */
async function guarded(db: Db, work: (tx: Tx) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction(work);
    return true;
  } catch (error) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/** The WHERE of a status still open (not cancelled). */
const open = (statusNr: number) =>
  and(eq(subpoenaStatuses.nr, statusNr), isNull(subpoenaStatuses.cancelledAt));

export class SettlementRepository {
  constructor(private readonly db: Db) {}

  /** Whether a plan may take its first settlement installment: a signed settlement not yet paid. */
  awaitsPayment(planNr: number): Promise<boolean> {
    return settlementAwaitsPayment(this.db, planNr);
  }

  /** The subpoena's debts the session reaches, in case-number order (empty: none or not its). */
  async subpoenaDebts(session: Session, subpoenaNr: number): Promise<DebtRow[]> {
    const rows = await this.db
      .select({ debt: debts })
      .from(subpoenaDebts)
      .innerJoin(subpoenas, eq(subpoenas.nr, subpoenaDebts.subpoenaNr))
      .innerJoin(debts, eq(debts.nr, subpoenaDebts.debtNr))
      .where(
        and(
          eq(subpoenas.nr, subpoenaNr),
          eq(subpoenas.debtorNr, session.debtorNr),
          debtScope(session),
        ),
      )
      .orderBy(asc(debts.orderNr));
    return rows.map((r) => r.debt);
  }

  /** A status of the subpoena with the numbers of its debts. */
  async statusOf(
    subpoenaNr: number,
    statusNr: number,
  ): Promise<{ status: StatusRow; debtNrs: number[] } | null> {
    const [status] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.nr, statusNr), eq(subpoenaStatuses.subpoenaNr, subpoenaNr)));
    if (!status) return null;
    const links = await this.db
      .select({ debtNr: subpoenaStatusDebts.debtNr })
      .from(subpoenaStatusDebts)
      .where(eq(subpoenaStatusDebts.statusNr, status.nr));
    return { status, debtNrs: links.map((l) => l.debtNr) };
  }

  async status(statusNr: number): Promise<StatusRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(eq(subpoenaStatuses.nr, statusNr));
    return row;
  }

  /** The open (not cancelled) status that stored this plan. */
  async statusOfPlan(planNr: number): Promise<StatusRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.planNr, planNr), isNull(subpoenaStatuses.cancelledAt)));
    return row;
  }

  /** Whether the debtor is offered a settlement at all. */
  async offered(debtorNr: number): Promise<boolean> {
    const [offer] = await this.db
      .select({ available: reconciliations.available })
      .from(reconciliations)
      .where(eq(reconciliations.debtorNr, debtorNr));
    return offer?.available ?? false;
  }

  /** Whether any of the debts has an open reclamation. */
  async openReclamation(debtNrs: number[]): Promise<boolean> {
    if (debtNrs.length === 0) return false;
    const rows = await this.db
      .select({ nr: reclamations.nr })
      .from(reclamations)
      .where(and(inArray(reclamations.debtNr, debtNrs), eq(reclamations.status, 'open')))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The subpoena as the debtor call shows it: the case numbers of all the debtor's debts in it
   * (as the summons lists them, also to a weak session) and the latest status not cancelled.
   */
  async subpoenaView(
    debtorNr: number,
    subpoenaNr: number,
  ): Promise<{ orderNrs: number[]; status: StatusRow | null }> {
    const cases = await this.db
      .select({ orderNr: debts.orderNr })
      .from(subpoenaDebts)
      .innerJoin(debts, eq(debts.nr, subpoenaDebts.debtNr))
      .where(and(eq(subpoenaDebts.subpoenaNr, subpoenaNr), eq(debts.debtorNr, debtorNr)))
      .orderBy(asc(debts.orderNr));
    const [status] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.subpoenaNr, subpoenaNr), isNull(subpoenaStatuses.cancelledAt)))
      .orderBy(desc(subpoenaStatuses.nr))
      .limit(1);
    return { orderNrs: cases.map((d) => d.orderNr), status: status ?? null };
  }

  /** The stored plan as a calculation; null when it has no installments. */
  async storedPlan(planNr: number): Promise<CalculatedPlan | null> {
    const rows = await this.db
      .select()
      .from(installments)
      .where(eq(installments.planNr, planNr))
      .orderBy(asc(installments.sequence));
    if (rows.length === 0) return null;
    return {
      amountCents: rows[0]!.amountCents,
      installments: rows.map((i) => ({
        sequence: i.sequence,
        dueDate: i.dueDate,
        amountCents: i.amountCents,
        capitalCents: i.capitalCents,
        costsCents: i.costsCents,
        interestCents: i.interestCents,
        debtLeftCents: i.debtLeftCents,
      })),
      totalCapitalCents: sumCents(rows.map((i) => i.capitalCents)),
      totalCostsCents: sumCents(rows.map((i) => i.costsCents)),
      totalInterestCents: sumCents(rows.map((i) => i.interestCents)),
    };
  }

  /** Starts a settlement over the debts; false when the subpoena already has an open one. */
  async insertStatus(subpoenaNr: number, debtNrs: number[], now: Date): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ nr: subpoenaStatuses.nr })
          .from(subpoenaStatuses)
          .where(
            and(eq(subpoenaStatuses.subpoenaNr, subpoenaNr), isNull(subpoenaStatuses.cancelledAt)),
          );
        if (existing) return false;
        const [row] = await tx
          .insert(subpoenaStatuses)
          .values({ subpoenaNr, created: now })
          .returning({ nr: subpoenaStatuses.nr });
        await tx
          .insert(subpoenaStatusDebts)
          .values(debtNrs.map((debtNr) => ({ statusNr: row!.nr, debtNr })));
        return true;
      });
    } catch (error) {
      // A racing start won (one open status per subpoena, a unique index).
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Stores the plan (type 6) and claims it for the status, which must still be open, unsigned
   * and without a plan; false (nothing stored) otherwise.
   */
  async storeStatusPlan(
    statusNr: number,
    header: { debtorNr: number; createdAt: Date; dateSelection: number; lang: string },
    debtNrs: number[],
    plan: CalculatedPlan,
  ): Promise<boolean> {
    return guarded(this.db, async (tx) => {
      const planNr = await storePlan(
        tx,
        {
          debtorNr: header.debtorNr,
          type: RECONCILIATION_PLAN_TYPE,
          createdAt: header.createdAt,
          dateSelection: header.dateSelection,
        },
        debtNrs,
        plan,
      );
      const [claimed] = await tx
        .update(subpoenaStatuses)
        .set({ planNr, lang: header.lang })
        .where(
          and(open(statusNr), isNull(subpoenaStatuses.planNr), isNull(subpoenaStatuses.signed)),
        )
        .returning({ nr: subpoenaStatuses.nr });
      if (!claimed) throw new Conflict();
    });
  }

  async insertSigningTask(task: SigningTaskRow): Promise<void> {
    await this.db.insert(signingTasks).values(task);
  }

  /** The address of the status's latest started, unexpired signing task of the debtor. */
  async signingUrl(statusNr: number, debtorNr: number, now: Date): Promise<string | null> {
    const [task] = await this.db
      .select({ url: signingTasks.url })
      .from(signingTasks)
      .where(
        and(
          eq(signingTasks.subpoenaStatusNr, statusNr),
          eq(signingTasks.debtorNr, debtorNr),
          eq(signingTasks.kind, 'reconciliation'),
          eq(signingTasks.status, 'started'),
          gt(signingTasks.expiresAt, now),
          isNotNull(signingTasks.url),
        ),
      )
      .orderBy(desc(signingTasks.createdAt))
      .limit(1);
    return task?.url ?? null;
  }

  /**
   * Closes the signing task and sets the status signed, both or neither: false when the task
   * was closed meanwhile or the status is no longer an open, unsigned one with a plan (the task
   * is then closed as failed).
   */
  async markSigned(requestId: string, statusNr: number, now: Date): Promise<boolean> {
    const applied = await guarded(this.db, async (tx) => {
      if (!(await finishSigningTask(tx, requestId, 'done'))) throw new Conflict();
      const [signed] = await tx
        .update(subpoenaStatuses)
        .set({ signed: now })
        .where(
          and(open(statusNr), isNull(subpoenaStatuses.signed), isNotNull(subpoenaStatuses.planNr)),
        )
        .returning({ nr: subpoenaStatuses.nr });
      if (!signed) throw new Conflict();
    });
    if (!applied) await finishSigningTask(this.db, requestId, 'failed');
    return applied;
  }

  /** Whether a payment of the plan is pending at the bank (paid there, not yet booked). */
  async paymentPending(planNr: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .innerJoin(
        paymentTransactionItems,
        eq(paymentTransactionItems.transactionId, paymentTransactions.id),
      )
      .where(
        and(eq(paymentTransactionItems.planNr, planNr), eq(paymentTransactions.status, 'pending')),
      )
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Cancels an open status not yet paid; its unconfirmed plan ends (kept, ended, for payments
   * already under way) and its started signing tasks are closed. False when it was not open.
   */
  async cancel(status: StatusRow, now: Date): Promise<boolean> {
    return guarded(this.db, async (tx) => {
      const [cancelled] = await tx
        .update(subpoenaStatuses)
        .set({ cancelledAt: now })
        .where(and(open(status.nr), isNull(subpoenaStatuses.paid)))
        .returning({ nr: subpoenaStatuses.nr });
      if (!cancelled) throw new Conflict();
      if (status.planNr) {
        await tx
          .update(paymentPlans)
          .set({ endedAt: now })
          .where(
            and(
              eq(paymentPlans.nr, status.planNr),
              eq(paymentPlans.type, RECONCILIATION_PLAN_TYPE),
              isNull(paymentPlans.endedAt),
            ),
          );
      }
      await tx
        .update(signingTasks)
        .set({ status: 'cancelled' })
        .where(
          and(eq(signingTasks.subpoenaStatusNr, status.nr), eq(signingTasks.status, 'started')),
        );
    });
  }
}

/** The signed, unpaid, open status of a plan: the one whose first installment may be paid. */
const awaitingPayment = (planNr: number) =>
  and(
    eq(subpoenaStatuses.planNr, planNr),
    isNotNull(subpoenaStatuses.signed),
    isNull(subpoenaStatuses.paid),
    isNull(subpoenaStatuses.cancelledAt),
  );

/** Whether a plan may take its first settlement installment: a signed settlement not yet paid. */
async function settlementAwaitsPayment(db: Db | Tx, planNr: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(subpoenaStatuses)
    .where(and(eq(subpoenaStatuses.planNr, planNr), isNull(subpoenaStatuses.cancelledAt)));
  return rows.some((row) => settlementAllows('payFirstInstallment', row));
}

/**
 * Called when the bank returns a paid (pending) payment of a settlement plan's first installment:
 * the settlement is paid without a payment number (spec 4: step 5, waiting) until the payment is
 * booked. Answers whether a settlement was marked.
 */
export async function settlementPaymentPending(tx: Tx, planNr: number, now: Date) {
  const [marked] = await tx
    .update(subpoenaStatuses)
    .set({ paid: now })
    .where(awaitingPayment(planNr))
    .returning({ nr: subpoenaStatuses.nr });
  return Boolean(marked);
}

/**
 * Called by the payment settlement for every booked plan payment: when it completes the first
 * installment of a signed settlement's plan, the settlement is paid with the payment number
 * (step 6; `paid` becomes the booking time), its plan becomes an active one and its open debts
 * move to state 11 (settlement).
 */
export async function settlementPaid(
  tx: Tx,
  planNr: number,
  paymentNr: number,
  now: Date,
): Promise<boolean> {
  const [plan] = await tx
    .select({ type: paymentPlans.type })
    .from(paymentPlans)
    .where(eq(paymentPlans.nr, planNr));
  if (plan?.type !== RECONCILIATION_PLAN_TYPE) return false;
  const [first] = await tx
    .select()
    .from(installments)
    .where(and(eq(installments.planNr, planNr), eq(installments.sequence, 1)));
  if (!firstInstallmentPaid(first)) return false;
  const [paid] = await tx
    .update(subpoenaStatuses)
    .set({ paid: now, paymentNr })
    .where(
      and(
        eq(subpoenaStatuses.planNr, planNr),
        isNotNull(subpoenaStatuses.signed),
        isNull(subpoenaStatuses.paymentNr),
        isNull(subpoenaStatuses.cancelledAt),
      ),
    )
    .returning({ nr: subpoenaStatuses.nr });
  if (!paid) return false;
  await tx
    .update(paymentPlans)
    .set({ type: SETTLED_PLAN_TYPE })
    .where(and(eq(paymentPlans.nr, planNr), eq(paymentPlans.type, RECONCILIATION_PLAN_TYPE)));
  await tx
    .update(debts)
    .set({ state: SETTLEMENT_STATE })
    .where(
      and(
        inArray(
          debts.nr,
          tx
            .select({ debtNr: paymentPlanDebts.debtNr })
            .from(paymentPlanDebts)
            .where(eq(paymentPlanDebts.planNr, planNr)),
        ),
        openStateSql(debts.state),
      ),
    );
  return true;
}
