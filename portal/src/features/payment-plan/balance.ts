import { cents, sumCents, type Cents } from '@portal/openapi';
import type { AlternativeFigures, PlanFigures } from './model';

/** One line of the plan's picture: the balance at the start and after each instalment. */
export interface PlanBalanceLine {
  id: string;
  /** The monthly amount, in cents. */
  amount: Cents;
  balances: Cents[];
  chosen: boolean;
}

/**
 * The chosen plan's balance month by month from its instalments (what is to be paid in all,
 * then less each instalment), and each alternative's beside it: its total is the chosen total
 * less what it saves, paid at its amount a month over its months (the last instalment takes
 * what is left). Amounts in cents; the lines end at 0.
 */
export function planBalanceLines(
  figures: PlanFigures,
  alternatives: readonly AlternativeFigures[],
): PlanBalanceLine[] {
  const total = sumCents(figures.rows.map((row) => row.amount));
  let left: number = total;
  const chosen: PlanBalanceLine = {
    id: 'chosen',
    amount: figures.amount,
    balances: [total, ...figures.rows.map((row) => cents((left = Math.max(0, left - row.amount))))],
    chosen: true,
  };
  const others = alternatives.map((alternative) => {
    const altTotal = cents(Math.max(0, total - alternative.save));
    const balances = [altTotal];
    for (let month = 1; month <= alternative.months; month += 1) {
      balances.push(
        cents(
          month === alternative.months ? 0 : Math.max(0, altTotal - alternative.amount * month),
        ),
      );
    }
    return { id: `alt-${alternative.amount}`, amount: alternative.amount, balances, chosen: false };
  });
  return [chosen, ...others];
}
