/**
 * SQL of payment plans and settlement plans: storing a calculated plan, what binds a debt
 * already, suggested plans' decisions and due-date transfers.
 */
import { and, countDistinct, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  bills,
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  subpoenaStatusDebts,
  subpoenaStatuses,
} from '../db/schema';
import { type Cents, cents } from '../lib/money';
import type { CalculatedPlan } from '../rules/plan-calculation';

/**
 * Stores a calculated plan: the plan row, its debts and its installments (inside the caller's
 * transaction). Answers the new plan number. Used for payment plans and settlement plans.
 */
export async function storePlan(
  tx: Tx,
  header: {
    debtorNr: number;
    type: number;
    createdAt: Date;
    dateSelection: number;
    chargeCents?: Cents | null;
    awaitingFirstPaymentSince?: Date | null;
  },
  debtNrs: readonly number[],
  plan: CalculatedPlan,
): Promise<number> {
  const [row] = await tx.insert(paymentPlans).values(header).returning({ nr: paymentPlans.nr });
  const planNr = row!.nr;
  await tx.insert(paymentPlanDebts).values(debtNrs.map((debtNr) => ({ planNr, debtNr })));
  await tx.insert(installments).values(
    plan.installments.map((i) => ({
      planNr,
      sequence: i.sequence,
      dueDate: i.dueDate,
      amountCents: i.amountCents,
      capitalCents: i.capitalCents,
      costsCents: i.costsCents,
      interestCents: i.interestCents,
      debtLeftCents: i.debtLeftCents,
    })),
  );
  return planNr;
}

/** A cost bill added with a plan or a due-date transfer. */
export type CostBill = Omit<typeof bills.$inferInsert, 'nr'>;

export class PlansRepository {
  constructor(private readonly db: Db) {}

  /** The types of the open plans these debts are in. */
  async openPlansOn(debtNrs: number[]): Promise<{ debtNr: number; type: number }[]> {
    return this.db
      .select({ debtNr: paymentPlanDebts.debtNr, type: paymentPlans.type })
      .from(paymentPlanDebts)
      .innerJoin(paymentPlans, eq(paymentPlans.nr, paymentPlanDebts.planNr))
      .where(and(inArray(paymentPlanDebts.debtNr, debtNrs), isNull(paymentPlans.endedAt)));
  }

  /** Those of these debts bound by a settlement under way (not cancelled). */
  async settlingDebts(debtNrs: number[]): Promise<{ debtNr: number }[]> {
    return this.db
      .select({ debtNr: subpoenaStatusDebts.debtNr })
      .from(subpoenaStatusDebts)
      .innerJoin(subpoenaStatuses, eq(subpoenaStatuses.nr, subpoenaStatusDebts.statusNr))
      .where(
        and(inArray(subpoenaStatusDebts.debtNr, debtNrs), isNull(subpoenaStatuses.cancelledAt)),
      );
  }

  /** Plans on these debts that were charged for. */
  async chargedPlansOn(debtNrs: readonly number[]): Promise<number> {
    const [row] = await this.db
      .select({ count: countDistinct(paymentPlans.nr) })
      .from(paymentPlans)
      .innerJoin(paymentPlanDebts, eq(paymentPlanDebts.planNr, paymentPlans.nr))
      .where(
        and(inArray(paymentPlanDebts.debtNr, [...debtNrs]), gt(paymentPlans.chargeCents, cents(0))),
      );
    return Number(row?.count ?? 0);
  }

  /** Stores a plan and, when given, its charge as a cost bill, in one transaction. */
  async createPlan(
    header: Parameters<typeof storePlan>[1],
    debtNrs: readonly number[],
    plan: CalculatedPlan,
    charge: CostBill | null,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await storePlan(tx, header, debtNrs, plan);
      if (charge) await tx.insert(bills).values(charge);
    });
  }

  /**
   * Accepts (type 2) or declines (ended at `now`) a suggested plan still of `type` and open;
   * false when it no longer was.
   */
  async decideSuggested(
    planNr: number,
    type: number,
    accept: boolean,
    now: Date,
  ): Promise<boolean> {
    const [changed] = await this.db
      .update(paymentPlans)
      .set(accept ? { type: 2 } : { endedAt: now })
      .where(
        and(eq(paymentPlans.nr, planNr), eq(paymentPlans.type, type), isNull(paymentPlans.endedAt)),
      )
      .returning({ nr: paymentPlans.nr });
    return changed !== undefined;
  }

  /**
   * Moves a due date once, in one transaction: the plan's installment (claiming the plan's one
   * move) or else the debt's own due date (claiming the debt's); then one costless transfer
   * fewer when some are left, and the cost bill when there is one. False when the move was
   * already claimed.
   */
  async moveDueDate(move: {
    debtNr: number;
    plan: { nr: number; sequence: number } | null;
    newDate: string;
    now: Date;
    costlessTransfersLeft: number;
    cost: CostBill | null;
  }): Promise<boolean> {
    const { debtNr, plan, newDate, now } = move;
    return this.db.transaction(async (tx) => {
      if (plan) {
        const [claimed] = await tx
          .update(paymentPlans)
          .set({ dueDateMovedAt: now })
          .where(and(eq(paymentPlans.nr, plan.nr), isNull(paymentPlans.dueDateMovedAt)))
          .returning({ nr: paymentPlans.nr });
        if (!claimed) return false;
        await tx
          .update(installments)
          .set({ dueDate: newDate })
          .where(and(eq(installments.planNr, plan.nr), eq(installments.sequence, plan.sequence)));
      } else {
        const [claimed] = await tx
          .update(debts)
          .set({ dueDate: newDate, dueDateTransferredAt: now })
          .where(and(eq(debts.nr, debtNr), isNull(debts.dueDateTransferredAt)))
          .returning({ nr: debts.nr });
        if (!claimed) return false;
      }
      if (move.costlessTransfersLeft > 0) {
        await tx
          .update(debts)
          .set({ costlessDueDateTransfersLeft: move.costlessTransfersLeft - 1 })
          .where(eq(debts.nr, debtNr));
      }
      if (move.cost) await tx.insert(bills).values(move.cost);
      return true;
    });
  }
}
