import { cents, type Cents } from '@portal/openapi';
import type { Debt, PaymentPlan } from '../debtor';

/** What a debt is made of, in cents: its parts add up to its total. */
export interface DebtComposition {
  principal: Cents;
  interest: Cents;
  collectionCosts: Cents;
  otherCosts: Cents;
  total: Cents;
  paid: Cents;
  left: Cents;
}

const sum = (values: readonly Cents[]) => values.reduce<number>((a, b) => a + b, 0);

/**
 * The parts of a debt for its picture (debt view, debt information): the principal is the
 * debt's capital; the interest is that of its invoices (bill type 1); collection costs are its
 * bills of type 2; everything else in the total is other costs. Where the bills say more than
 * the total (a part already written off), the parts are cut back in the order other costs,
 * collection costs, interest, so they never add up to more than the total.
 */
export function debtComposition(debt: Debt): DebtComposition {
  const s = debt.debtSummary;
  const total = Math.max(0, s.total);
  const principal = Math.min(Math.max(0, s.capital), total);
  const interest = Math.min(
    Math.max(0, sum(debt.bills.filter((b) => b.type === 1).map((b) => b.interest))),
    total - principal,
  );
  const collectionCosts = Math.min(
    Math.max(0, sum(debt.bills.filter((b) => b.type === 2).map((b) => b.total))),
    total - principal - interest,
  );
  return {
    principal: cents(principal),
    interest: cents(interest),
    collectionCosts: cents(collectionCosts),
    otherCosts: cents(total - principal - interest - collectionCosts),
    total: cents(total),
    paid: cents(Math.max(0, s.totalPaid)),
    left: cents(Math.max(0, s.left)),
  };
}

/** A plan's paid and left amounts, for the second bar of the picture. */
export function planProgress(plan: PaymentPlan): { paid: Cents; left: Cents } {
  return {
    paid: cents(Math.max(0, plan.summary.totalPaid)),
    left: cents(Math.max(0, plan.summary.left)),
  };
}
