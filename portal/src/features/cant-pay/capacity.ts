import { cents, type Cents } from '@portal/openapi';
import { monthlyProtectedCents, type ProtectedAmountYear } from './protected-amount';

/**
 * Which rule of the Enforcement Code (chapter 4, section 49) sets what garnishment of a monthly
 * net income P-protected would take:
 * - `protected`: income at most the protected amount: nothing;
 * - `twoThirds`: above it, at most twice it: two thirds of what is above the protected amount;
 * - `oneThird`: above twice, at most four times the protected amount: a third of the income;
 * - `high`: above four times: a third of four times the protected amount and four fifths of the
 *   rest, never more than half of the income.
 */
export type EnforcementRule = 'protected' | 'twoThirds' | 'oneThird' | 'high';

export interface CapacityInput {
  /** Net monthly income (after tax), in cents. */
  incomeCents: Cents;
  /** People the debtor supports: a spouse, children. */
  dependants: number;
  /** Monthly housing costs, in cents; null when the debtor does not say. */
  housingCents: Cents | null;
}

export interface Capacity {
  /** The monthly protected amount for the debtor and the people supported, in cents. */
  protectedCents: Cents;
  rule: EnforcementRule;
  /** The most enforcement could take a month, in cents. */
  enforcementTakesCents: Cents;
  /** What enforcement would leave the debtor a month, in cents. */
  enforcementLeavesCents: Cents;
  /**
   * What the debtor can afford a month, in whole euros (cents): at most what enforcement could
   * take, so a plan of this size never leaves less than the law would; with housing costs given,
   * also at most what is left after the protected amount and the housing costs.
   */
  affordableCents: Cents;
}

/** The most garnishment could take from `incomeCents` with the protected amount `protectedCents`. */
export function enforcementTake(
  incomeCents: number,
  protectedCents: number,
): { rule: EnforcementRule; cents: number } {
  const income = Math.max(0, Math.floor(incomeCents));
  const p = protectedCents;
  // Whole cents, rounded down: the debtor keeps a fraction of a cent rather than lose it.
  if (income <= p) return { rule: 'protected', cents: 0 };
  if (income <= 2 * p) return { rule: 'twoThirds', cents: Math.floor((2 * (income - p)) / 3) };
  if (income <= 4 * p) return { rule: 'oneThird', cents: Math.floor(income / 3) };
  // 4p/3 + 4/5 (income - 4p), as one fraction so it is rounded once: (12 income - 28 p) / 15.
  const cents = Math.min(Math.floor(income / 2), Math.floor((12 * income - 28 * p) / 15));
  return { rule: 'high', cents };
}

/** What the debtor can afford and what enforcement would leave and take (see `Capacity`). */
export function paymentCapacity(input: CapacityInput, amounts: ProtectedAmountYear): Capacity {
  const income = Math.max(0, Math.floor(input.incomeCents));
  const protectedCents = monthlyProtectedCents(amounts, Math.max(0, Math.floor(input.dependants)));
  const take = enforcementTake(income, protectedCents);
  const afterHousing =
    input.housingCents === null
      ? take.cents
      : Math.max(0, income - protectedCents - Math.max(0, input.housingCents));
  const affordable = Math.min(take.cents, afterHousing);
  return {
    protectedCents: cents(protectedCents),
    rule: take.rule,
    enforcementTakesCents: cents(take.cents),
    enforcementLeavesCents: cents(income - take.cents),
    // Whole euros, rounded down: a plan's amount is agreed in euros, and never above the limit.
    affordableCents: cents(Math.floor(affordable / 100) * 100),
  };
}

export type PlanFit = 'fits' | 'belowMinimum' | 'aboveTotal';

/**
 * A plan of the affordable size within the plan's own limits: at least its smallest monthly
 * amount, at most what is left to pay. `fit` says which limit moved it.
 */
export function planAmountFor(
  affordableCents: Cents,
  minimumCents: Cents,
  totalCents: Cents,
): { amountCents: Cents; fit: PlanFit } {
  if (affordableCents > totalCents) return { amountCents: totalCents, fit: 'aboveTotal' };
  if (affordableCents < minimumCents)
    return {
      amountCents: minimumCents < totalCents ? minimumCents : totalCents,
      fit: 'belowMinimum',
    };
  return { amountCents: affordableCents, fit: 'fits' };
}

/** The form's limits: what a net monthly income, a count of people and housing costs may be. */
export const MAX_DEPENDANTS = 20;
/** A million euros a month: above it, a typing slip is more likely than the income. */
export const MAX_MONTHLY_CENTS = 100_000_000;
