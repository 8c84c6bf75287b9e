/**
 * Alternative plan amounts for banditRating 2 (spec 5), shared by the portal and the server's
 * tests: 20 % and 30 % above the chosen monthly amount, each rounded up to the next multiple of
 * 10 euros; an amount above what is left is skipped; when both round to the same amount the 30 %
 * one is raised by 10 euros, or dropped when that is above what is left. In cents.
 */
import { cents, type Cents } from './money';

export interface AlternativeAmount {
  percentageIncrease: 20 | 30;
  amountCents: Cents;
}

const STEP_CENTS = 10_00;

/** Rounded up to the next multiple of 10 euros. */
export const roundUpToTen = (amount: number): Cents =>
  cents(Math.ceil(amount / STEP_CENTS) * STEP_CENTS);

export function alternativeAmounts(chosenCents: number, leftCents: number): AlternativeAmount[] {
  if (!(chosenCents > 0) || !(leftCents > 0)) return [];
  const up20 = roundUpToTen((chosenCents * 120) / 100);
  let up30 = roundUpToTen((chosenCents * 130) / 100);
  const result: AlternativeAmount[] = [];
  if (up20 <= leftCents) result.push({ percentageIncrease: 20, amountCents: up20 });
  if (up30 === up20) up30 = cents(up30 + STEP_CENTS);
  if (up30 <= leftCents) result.push({ percentageIncrease: 30, amountCents: up30 });
  return result;
}

/** What a plan costs beyond the capital: its interest and costs, in cents. */
export interface PlanCostFigures {
  totalInterestCents: number;
  totalCostCents: number;
}

/** What paying the alternative amount saves against the original plan (never below 0). */
export function saveVersusOriginal(original: PlanCostFigures, alternative: PlanCostFigures): Cents {
  const before = original.totalInterestCents + original.totalCostCents;
  const after = alternative.totalInterestCents + alternative.totalCostCents;
  return cents(Math.max(0, before - after));
}
