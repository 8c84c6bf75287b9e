import { describe, expect, it } from 'vitest';
import { c, debt, plan } from '../../test/debtor-fixtures';
import { debtComposition, planProgress } from './composition';

function bill(type: number, total: number, capital: number, interest: number) {
  return {
    nr: type * 100 + total,
    type,
    referenceNr: null,
    dueDate: null,
    total: c(total),
    capital: c(capital),
    interest: c(interest),
    interestRate: null,
    description: null,
    claimType: null,
  };
}

function withBills(total: number, capital: number, paid: number, bills: ReturnType<typeof bill>[]) {
  const base = debt(1, 3, '2026-12-01');
  return debt(1, 3, '2026-12-01', {
    bills,
    debtSummary: {
      ...base.debtSummary,
      total: c(total),
      capital: c(capital),
      totalPaid: c(paid),
      left: c(total - paid),
    },
  });
}

describe('debtComposition', () => {
  it.each([
    {
      name: 'persona 1: two invoices with interest and a collection cost',
      total: 32580,
      capital: 28000,
      paid: 4500,
      bills: [bill(1, 18762, 18450, 312), bill(1, 9550, 9550, 0), bill(2, 3350, 0, 0)],
      expected: { principal: 28000, interest: 312, collectionCosts: 3350, otherCosts: 918 },
    },
    {
      name: 'no bills: all but the principal is other costs',
      total: 10000,
      capital: 9000,
      paid: 0,
      bills: [],
      expected: { principal: 9000, interest: 0, collectionCosts: 0, otherCosts: 1000 },
    },
    {
      name: 'bills that say more than the total are cut back to it',
      total: 10000,
      capital: 9000,
      paid: 0,
      bills: [bill(1, 9500, 9000, 500), bill(2, 3000, 0, 0)],
      expected: { principal: 9000, interest: 500, collectionCosts: 500, otherCosts: 0 },
    },
    {
      name: 'a capital above the total is cut back to it',
      total: 5000,
      capital: 6000,
      paid: 5000,
      bills: [bill(1, 6000, 6000, 100)],
      expected: { principal: 5000, interest: 0, collectionCosts: 0, otherCosts: 0 },
    },
  ])('$name', ({ total, capital, paid, bills, expected }) => {
    const parts = debtComposition(withBills(total, capital, paid, bills));
    expect(parts).toEqual({ ...expected, total, paid, left: total - paid });
    expect(parts.principal + parts.interest + parts.collectionCosts + parts.otherCosts).toBe(total);
  });
});

describe('planProgress', () => {
  it('takes the plan summary paid and left', () => {
    const p = plan();
    expect(
      planProgress({ ...p, summary: { ...p.summary, totalPaid: c(2000), left: c(8000) } }),
    ).toEqual({ paid: 2000, left: 8000 });
  });
});
