import { describe, expect, it } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { c } from '../../test/debtor-fixtures';
import {
  amountError,
  MIN_PLAN_INPUT_CENTS,
  neededAmount,
  planFigures,
  planSummary,
  type PlanFigures,
} from './model';

/** A calculation with rows of these amounts (cents), monthly from 1.12.2026. */
function figures(amounts: number[], overrides: Partial<PlanFigures> = {}): PlanFigures {
  return {
    amount: c(amounts[0] ?? 0),
    rows: amounts.map((amount, i) => ({
      sequence: i + 1,
      dueDate: `20${26 + Math.floor((11 + i) / 12)}-${String(((11 + i) % 12) + 1).padStart(2, '0')}-01`,
      amount: c(amount),
      capital: c(amount),
      costs: c(0),
      interest: c(0),
    })),
    totalCapital: c(amounts.reduce((sum, a) => sum + a, 0)),
    totalInterest: c(0),
    totalCost: c(0),
    minimum: c(500),
    maxMonths: 12,
    charge: null,
    ...overrides,
  };
}

describe('amountError: the amount field before any calculation (spec 5)', () => {
  const total = c(40_000);
  it.each([
    ['empty', null, total, 'paymentPlan.amountRequired'],
    ['one cent under the 5,00 € minimum', 499, total, 'paymentPlan.amountRange'],
    ['the 5,00 € minimum', 500, total, null],
    ['one cent over the minimum', 501, total, null],
    ['the whole debt', 40_000, total, null],
    ['one cent over the whole debt', 40_001, total, 'paymentPlan.amountRange'],
    ['zero', 0, total, 'paymentPlan.amountRange'],
    ['negative', -500, total, 'paymentPlan.amountRange'],
    ['the whole of a debt under 5,00 €', 400, c(400), 'paymentPlan.amountRange'],
    ['5,00 € of a debt of exactly 5,00 €', 500, c(500), null],
  ])('%s (%s cents of %s): %s', (_name, amount, max, key) => {
    const error = amountError(amount === null ? null : c(amount), max);
    expect(error).toEqual(key === null ? null : { key, min: MIN_PLAN_INPUT_CENTS, max });
  });

  it('names 5,00 € as the minimum', () => {
    expect(MIN_PLAN_INPUT_CENTS).toBe(500);
  });

  it('names the plan’s own minimum once calculated, as the hint does; still sends nothing under 5,00 €', () => {
    expect(amountError(null, total, c(3075))).toEqual({
      key: 'paymentPlan.amountRequired',
      min: 3075,
      max: total,
    });
    // Under the plan's minimum, 1 € and 10 € get the same message, the one the calculation gives.
    for (const amount of [100, 1000, 3074]) {
      expect(amountError(c(amount), total, c(3075))).toEqual({
        key: 'paymentPlan.minimumAmount',
        min: 3075,
        max: total,
      });
    }
    expect(amountError(c(3075), total, c(3075))).toBeNull();
    expect(amountError(c(40_001), total, c(3075))).toMatchObject({
      key: 'paymentPlan.amountRange',
    });
  });
});

describe('neededAmount: the amount a plan needs when the chosen one does not make it (spec 4)', () => {
  it.each([
    ['second installment equal to the chosen', [7_000, 7_000, 5_000], 7_000, null],
    ['second installment one cent over the chosen', [7_000, 7_001, 5_000], 7_000, 7_001],
    ['second installment under the chosen', [7_000, 6_999], 7_000, null],
    ['a first installment over the chosen does not count', [9_000, 7_000], 7_000, null],
    ['one installment, the chosen at the minimum', [500], 500, null],
    ['one installment, the chosen under the minimum', [300], 499, 500],
    ['no rows, the chosen under the minimum', [], 499, 500],
    ['the second one wins over the minimum', [7_000, 8_000], 400, 8_000],
  ])('%s: %s', (_name, rows, chosen, needed) => {
    expect(neededAmount(figures(rows), c(chosen))).toBe(needed);
  });
});

describe('planSummary: the plan builder’s summary', () => {
  it.each([
    [
      'three installments of a 12-month maximum',
      figures([7_000, 7_000, 5_000], { totalInterest: c(1_234), totalCost: c(2_000) }),
      {
        months: 3,
        firstDueDate: '2026-12-01',
        lastDueDate: '2027-02-01',
        total: 19_000 + 1_234 + 2_000,
        longest: false,
      },
    ],
    [
      'one month short of the longest',
      figures(Array.from({ length: 11 }, () => 1_000)),
      { months: 11, lastDueDate: '2027-10-01', total: 11_000, longest: false },
    ],
    [
      'the longest allowed',
      figures(Array.from({ length: 12 }, () => 1_000)),
      { months: 12, lastDueDate: '2027-11-01', total: 12_000, longest: true },
    ],
    [
      'one installment',
      figures([40_000]),
      { months: 1, firstDueDate: '2026-12-01', lastDueDate: '2026-12-01', longest: false },
    ],
    [
      'no installments',
      figures([], { totalCost: c(2_000) }),
      { months: 0, firstDueDate: null, lastDueDate: null, total: 2_000, longest: false },
    ],
  ])('%s', (_name, given, expected) => {
    expect(planSummary(given)).toMatchObject(expected);
  });
});

describe('planFigures: the server’s calculation (euros) in cents', () => {
  function calculation(euros: number, withCharge: boolean): Schemas['PlanCalculation'] {
    return {
      paymentPlan: {
        price: euros,
        installments: [
          {
            sequence: 1,
            dueDate: '2026-12-01',
            amount: euros,
            capital: euros,
            costs: euros,
            interest: euros,
          },
        ],
      },
      totalCapital: euros,
      totalInterest: euros,
      totalCost: euros,
      minimumAmount: euros,
      maximumLengthInMonths: 24,
      planCharge: withCharge
        ? { amount: euros, legalMaximum: euros, chargeablePlans: 1, chargedPlansBefore: 0 }
        : null,
    };
  }

  it.each([
    [0.1 + 0.2, 30],
    [1525.5, 152_550],
    [1.15, 115],
    [5, 500],
    [-12.34, -1_234],
  ])('%d € is %i cents in every figure', (euros, cents) => {
    const result = planFigures(calculation(euros, true));
    const row = result.rows[0]!;
    expect([
      result.amount,
      row.amount,
      row.capital,
      row.costs,
      row.interest,
      result.totalCapital,
      result.totalInterest,
      result.totalCost,
      result.minimum,
      result.charge?.amount,
      result.charge?.legalMaximum,
    ]).toEqual(Array.from({ length: 11 }, () => cents));
    expect(result.maxMonths).toBe(24);
  });

  it('keeps each figure in its place', () => {
    const result = planFigures({
      paymentPlan: {
        price: 1,
        installments: [
          { sequence: 1, dueDate: '2026-12-01', amount: 2, capital: 3, costs: 4, interest: 5 },
        ],
      },
      totalCapital: 6,
      totalInterest: 7,
      totalCost: 8,
      minimumAmount: 9,
      maximumLengthInMonths: 24,
      planCharge: { amount: 10, legalMaximum: 11, chargeablePlans: 2, chargedPlansBefore: 1 },
    });
    expect(result).toEqual({
      amount: 100,
      rows: [
        {
          sequence: 1,
          dueDate: '2026-12-01',
          amount: 200,
          capital: 300,
          costs: 400,
          interest: 500,
        },
      ],
      totalCapital: 600,
      totalInterest: 700,
      totalCost: 800,
      minimum: 900,
      maxMonths: 24,
      charge: { amount: 1000, legalMaximum: 1100, chargeablePlans: 2, chargedPlansBefore: 1 },
    });
  });

  it('has no charge when the server names none, and refuses a third decimal', () => {
    expect(planFigures(calculation(10, false)).charge).toBeNull();
    expect(() => planFigures(calculation(10.005, false))).toThrow(TypeError);
  });
});
