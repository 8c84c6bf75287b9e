import { describe, expect, it } from 'vitest';
import { cents } from '../lib/money';
import {
  debtFigures,
  debtProgress,
  invoiceCopyRequestAllowed,
  paymentType,
  planCreationAllowed,
  showsRestructuringWarning,
} from './debt-card-rules';

describe('debtFigures', () => {
  const bills = [
    { type: 1, capitalCents: 100_00, interestCents: 3_50 }, // invoice
    { type: 2, capitalCents: 20_00, interestCents: 0 }, // collection cost
    { type: 3, capitalCents: 5_00, interestCents: 1_00 }, // other cost
  ];
  it.each([
    // state, payments, left
    [3, [], 129_50],
    [3, [{ amountCents: 29_50 }], 100_00],
    [3, [{ amountCents: 200_00 }], 0], // overpaid: nothing left, never negative
    [8, [], 0], // paid
    [9, [{ amountCents: 1_00 }], 0], // ended
    [10, [], 0], // groundless
  ])('state %i with payments %j leaves %i c', (state, payments, left) => {
    const f = debtFigures({ state }, bills, payments);
    expect(f).toEqual({
      total: 129_50,
      capital: 100_00,
      interest: 4_50,
      collectionCosts: 20_00,
      otherCosts: 5_00,
      paid: payments.reduce((s, p) => s + p.amountCents, 0),
      left,
    });
  });
});

describe('debtProgress', () => {
  it.each([
    [3, 25_00, 100_00, 25],
    [3, 0, 100_00, 0],
    [8, 0, 100_00, 100], // a paid debt shows 100 %
  ])('state %i, %i c of %i c: %i %', (state, paid, total, progress) => {
    expect(debtProgress(state, { paid: cents(paid), total: cents(total) })).toBe(progress);
  });
});

describe('planCreationAllowed (create a payment plan)', () => {
  const open = {
    planAllowed: true,
    state: 3,
    hasActivePlan: false,
    inSettlement: false,
    hasReconciliationPlan: false,
  };
  it.each([
    ['an open debt the creditor allows a plan for', open, true],
    ['the creditor does not allow one', { ...open, planAllowed: false }, false],
    ['paid', { ...open, state: 8 }, false],
    ['groundless', { ...open, state: 10 }, false],
    ['in an active plan', { ...open, hasActivePlan: true }, false],
    ['in settlement (state 11)', { ...open, state: 11 }, false],
    ['its subpoena has a settlement under way', { ...open, inSettlement: true }, false],
    ['in a settlement plan', { ...open, hasReconciliationPlan: true }, false],
    ['in court', { ...open, state: 4 }, true],
    ['in distraint', { ...open, state: 5 }, true],
    ['in debt restructuring, paid only under its programme', { ...open, state: 6 }, false],
  ])('%s: %s', (_label, input, allowed) => {
    expect(planCreationAllowed(input)).toBe(allowed);
  });
});

describe('invoiceCopyRequestAllowed', () => {
  it.each([
    [true, 3, false, true],
    [false, 3, false, false],
    [true, 9, false, false],
    [true, 3, true, false], // asked once already
  ])('flag %s, state %i, requested %s: %s', (invoiceCopyAllowed, state, alreadyRequested, ok) => {
    expect(invoiceCopyRequestAllowed({ invoiceCopyAllowed, state, alreadyRequested })).toBe(ok);
  });
});

describe('paymentType and the restructuring warning', () => {
  it.each([
    [3, false, 'single'],
    [3, true, 'installment'],
    [8, true, null],
    [10, false, null],
  ])('state %i, active plan %s: %s', (state, active, type) => {
    expect(paymentType(state, active)).toBe(type);
  });
  it('warns at state 6 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter(showsRestructuringWarning)).toEqual([6]);
  });
});
