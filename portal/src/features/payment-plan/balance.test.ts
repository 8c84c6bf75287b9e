import { describe, expect, it } from 'vitest';
import type { Cents } from '@portal/openapi';
import { planBalanceLines } from './balance';
import type { PlanFigures } from './model';

const c = (n: number) => n as Cents;

function figures(amounts: number[]): PlanFigures {
  return {
    amount: c(amounts[0] ?? 0),
    rows: amounts.map((amount, i) => ({
      sequence: i + 1,
      dueDate: `2026-${String(i + 1).padStart(2, '0')}-15`,
      amount: c(amount),
      capital: c(amount),
      costs: c(0),
      interest: c(0),
    })),
    totalCapital: c(0),
    totalInterest: c(0),
    totalCost: c(0),
    minimum: c(500),
    maxMonths: 12,
    charge: null,
  };
}

describe('planBalanceLines', () => {
  it('takes the chosen line from the instalments, ending at 0', () => {
    const [chosen] = planBalanceLines(figures([4000, 4000, 2580]), []);
    expect(chosen).toEqual({
      id: 'chosen',
      amount: 4000,
      balances: [10580, 6580, 2580, 0],
      chosen: true,
    });
  });

  it.each([
    {
      name: 'an alternative that saves pays its lower total at its amount',
      alternative: { percentageIncrease: 25, amount: c(5000), months: 3, save: c(326) },
      balances: [10254, 5254, 254, 0],
    },
    {
      name: 'the last month takes what is left even when the months are rounded',
      alternative: { percentageIncrease: 50, amount: c(6000), months: 2, save: c(0) },
      balances: [10580, 4580, 0],
    },
  ])('$name', ({ alternative, balances }) => {
    const lines = planBalanceLines(figures([4000, 4000, 2580]), [alternative]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      id: 'alt-' + alternative.amount,
      amount: alternative.amount,
      balances,
      chosen: false,
    });
  });
});
