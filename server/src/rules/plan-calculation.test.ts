import { describe, expect, it } from 'vitest';
import {
  calculatePlan,
  type DateSelection,
  firstDueDate,
  type PlanBalance,
  paymentDay,
  schedule,
} from './plan-calculation';
import { dayjs } from '../lib/dates';

// Spec 3, 4 and 5: plan payment days are the 1st, the 15th or the last of the month (choice 0, 1,
// 2); each installment pays interest first, then costs, then capital; the parts add up exactly.

const balance = (b: Partial<PlanBalance>): PlanBalance => ({
  capitalCents: 0,
  costsCents: 0,
  interestCents: 0,
  rateBp: 0,
  ...b,
});

describe('paymentDay', () => {
  it.each<[string, DateSelection, string]>([
    ['2026-02', 0, '2026-02-01'],
    ['2026-02', 1, '2026-02-15'],
    ['2026-02', 2, '2026-02-28'],
    ['2028-02', 2, '2028-02-29'],
    ['2026-04', 2, '2026-04-30'],
  ])('%s with choice %i is %s', (month, selection, day) => {
    expect(paymentDay(dayjs.utc(`${month}-01`), selection)).toBe(day);
  });
});

describe('firstDueDate (the first payment day at least 7 days ahead)', () => {
  it.each<[string, DateSelection, string]>([
    ['2026-01-10', 0, '2026-02-01'],
    ['2026-01-10', 1, '2026-02-15'],
    ['2026-01-10', 2, '2026-01-31'],
    ['2026-01-08', 1, '2026-01-15'], // exactly 7 days ahead is enough
    ['2026-01-09', 1, '2026-02-15'], // 6 days is not
    ['2026-12-28', 0, '2027-02-01'], // across the year
    ['2026-02-25', 2, '2026-03-31'],
  ])('from %s with choice %i: %s', (today, selection, due) => {
    expect(firstDueDate(today, selection)).toBe(due);
  });
});

describe('schedule', () => {
  it('splits capital without interest into equal months until nothing is left', () => {
    const plan = schedule(balance({ capitalCents: 300_00 }), 100_00, '2026-02-01', 0);
    expect(plan?.installments.map((i) => [i.dueDate, i.amountCents, i.debtLeftCents])).toEqual([
      ['2026-02-01', 100_00, 200_00],
      ['2026-03-01', 100_00, 100_00],
      ['2026-04-01', 100_00, 0],
    ]);
  });

  it('pays accrued interest, then costs, then capital; monthly interest from the second month', () => {
    // 1 000 € capital at 12 % a year (1 % a month), 10 € costs, 5 € interest already accrued.
    const plan = schedule(
      balance({ capitalCents: 1000_00, costsCents: 10_00, interestCents: 5_00, rateBp: 1200 }),
      500_50,
      '2026-03-15',
      1,
    );
    expect(
      plan?.installments.map((i) => [
        i.sequence,
        i.dueDate,
        i.amountCents,
        i.interestCents,
        i.costsCents,
        i.capitalCents,
        i.debtLeftCents,
      ]),
    ).toEqual([
      [1, '2026-03-15', 500_50, 5_00, 10_00, 485_50, 514_50],
      // 1 % of 514.50 € = 5.145 €, rounded to the nearest cent: 5.15 €
      [2, '2026-04-15', 500_50, 5_15, 0, 495_35, 19_15],
      // 1 % of 19.15 € = 0.1915 €, rounded to 0.19 €
      [3, '2026-05-15', 19_34, 19, 0, 19_15, 0],
    ]);
    expect(plan?.totalCapitalCents).toBe(1000_00);
    expect(plan?.totalCostsCents).toBe(10_00);
    expect(plan?.totalInterestCents).toBe(5_00 + 5_15 + 19);
    expect(plan?.amountCents).toBe(500_50);
  });

  it.each([
    // an amount no more than a month's interest never pays the plan off
    [
      'amount equal to the monthly interest',
      balance({ capitalCents: 1200_00, rateBp: 1200 }),
      10_00,
      600,
    ],
    ['more months than the limit', balance({ capitalCents: 300_00 }), 100_00, 2],
  ])('is null for %s', (_label, b, amount, limit) => {
    expect(schedule(b, amount, '2026-02-01', 0, limit)).toBeNull();
  });
});

describe('calculatePlan', () => {
  it('is null when nothing is left', () => {
    expect(calculatePlan(balance({}), 50_00, '2026-02-01', 0, 12)).toBeNull();
  });

  it.each([
    // capital, costs, interest, rate bp, chosen, max months, amount used, installment amounts
    [300_00, 0, 0, 0, 100_00, 3, 100_00, [100_00, 100_00, 100_00]],
    [300_00, 0, 0, 0, 150_00, 3, 150_00, [150_00, 150_00]],
    // chosen too small for 3 months: the smallest amount that fits is used
    [300_00, 0, 0, 0, 50_00, 3, 100_00, [100_00, 100_00, 100_00]],
    [100_00, 0, 0, 0, 1_00, 3, 33_34, [33_34, 33_34, 33_32]],
    [90_00, 10_00, 0, 0, 5_00, 4, 25_00, [25_00, 25_00, 25_00, 25_00]],
  ])(
    '%i c capital, %i c costs, %i c interest at %i bp, %i c chosen, max %i months: %i c a month',
    (capitalCents, costsCents, interestCents, rateBp, chosen, maxMonths, amount, amounts) => {
      const plan = calculatePlan(
        { capitalCents, costsCents, interestCents, rateBp },
        chosen,
        '2026-02-01',
        0,
        maxMonths,
      );
      expect(plan?.amountCents).toBe(amount);
      expect(plan?.installments.map((i) => i.amountCents)).toEqual(amounts);
    },
  );

  it.each([
    [2500_00, 35_00, 12_34, 850, 20_00, 12],
    [999_99, 0, 0, 1999, 5_00, 36],
    [10_000_00, 120_00, 0, 1100, 100_00, 60],
  ])(
    'with interest (%i c, %i c costs, %i c accrued, %i bp) uses the minimum that fits %i months',
    (capitalCents, costsCents, interestCents, rateBp, chosen, maxMonths) => {
      const b = { capitalCents, costsCents, interestCents, rateBp };
      const plan = calculatePlan(b, chosen, '2026-02-01', 0, maxMonths);
      expect(plan).not.toBeNull();
      if (!plan) return;
      expect(plan.installments.length).toBeLessThanOrEqual(maxMonths);
      expect(plan.totalCapitalCents).toBe(capitalCents);
      expect(plan.totalCostsCents).toBe(costsCents);
      const paid = plan.installments.reduce((s, i) => s + i.amountCents, 0);
      expect(paid).toBe(capitalCents + costsCents + plan.totalInterestCents);
      expect(plan.installments.at(-1)?.debtLeftCents).toBe(0);
      // one cent less a month no longer fits
      expect(schedule(b, plan.amountCents - 1, '2026-02-01', 0, maxMonths)).toBeNull();
    },
  );
});
