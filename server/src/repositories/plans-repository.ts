/** SQL of payment plans and settlement plans: storing a calculated plan. */
import type { Tx } from '../db/client';
import { installments, paymentPlanDebts, paymentPlans } from '../db/schema';
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
    chargeCents?: number | null;
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
