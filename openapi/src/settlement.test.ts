import { describe, expect, it } from 'vitest';
import { cents as c } from './money';
import {
  hasOpenComplaint,
  roundUpToEuro,
  type SettlementProgress,
  settlementOfferShows,
  settlementPaymentPending,
  settlementPlanSummary,
  settlementStep,
} from './settlement';

const T = '2026-11-23T10:00:00.000Z';
const status = (s: Partial<SettlementProgress>): SettlementProgress => ({
  created: null,
  signed: null,
  paid: null,
  paymentNr: null,
  ...s,
});
const created = status({ created: T });
const signed = status({ created: T, signed: T });
const pending = status({ created: T, signed: T, paid: T });
const paid = status({ created: T, signed: T, paid: T, paymentNr: 42 });

describe('settlementStep (spec 4)', () => {
  it.each([
    ['no status', null, false, 1],
    ['no status, on the verify route', null, true, 1],
    ['a status with nothing set', status({}), false, 1],
    ['created', created, false, 4],
    ['created, on the verify route', created, true, null],
    ['signed', signed, false, 5],
    ['signed, on the verify route', signed, true, 5],
    ['paid without a payment number', pending, false, 5],
    ['paid without a payment number, on the verify route', pending, true, 5],
    ['paid with a payment number', paid, false, 6],
    ['paid with a payment number, on the verify route', paid, true, 6],
  ] as const)('%s: step %s', (_name, given, onVerifyRoute, step) => {
    expect(settlementStep(given, onVerifyRoute)).toBe(step);
  });

  it.each([
    [null, false],
    [created, false],
    [signed, false],
    [pending, true],
    [paid, false],
  ] as const)('payment pending for %o: %s', (given, expected) => {
    expect(settlementPaymentPending(given)).toBe(expected);
  });
});

describe('roundUpToEuro', () => {
  it.each([
    [0, 0],
    [1, 100],
    [99, 100],
    [100, 100],
    [101, 200],
    [29_345, 29_400],
    [29_300, 29_300],
  ])('%i cents -> %i', (cents, expected) => {
    expect(roundUpToEuro(c(cents))).toBe(expected);
  });
});

describe('settlementPlanSummary', () => {
  const plan = [
    { dueDate: '2026-12-01', amountCents: c(29_345) },
    { dueDate: '2027-01-01', amountCents: c(25_001) },
    { dueDate: '2027-02-01', amountCents: c(25_001) },
    { dueDate: '2027-03-01', amountCents: c(1_250) },
  ];

  it.each([
    [
      'several installments, rounded up',
      plan,
      'roundedUp',
      {
        firstInstallmentCents: 29_400,
        firstDueDate: '2026-12-01',
        laterInstallmentCents: 25_100,
        installmentCount: 4,
        lastDueDate: '2027-03-01',
      },
    ],
    [
      'several installments, exact',
      plan,
      'exact',
      {
        firstInstallmentCents: 29_345,
        firstDueDate: '2026-12-01',
        laterInstallmentCents: 25_001,
        installmentCount: 4,
        lastDueDate: '2027-03-01',
      },
    ],
    [
      'one installment: no later one, the last due date is the first',
      [{ dueDate: '2026-12-01', amountCents: c(5_000) }],
      'roundedUp',
      {
        firstInstallmentCents: 5_000,
        firstDueDate: '2026-12-01',
        laterInstallmentCents: null,
        installmentCount: 1,
        lastDueDate: '2026-12-01',
      },
    ],
    ['an empty plan', [], 'roundedUp', null],
  ] as const)('%s', (_name, installments, amounts, expected) => {
    expect(settlementPlanSummary(installments, amounts)).toEqual(expected);
  });

  it('rounds up by default', () => {
    expect(settlementPlanSummary(plan)?.firstInstallmentCents).toBe(29_400);
  });
});

describe('hasOpenComplaint', () => {
  it.each([
    [[], false],
    [[4, 4], false],
    [[4, 12], true],
    [[11], false],
  ])('%o: %s', (states, expected) => {
    expect(hasOpenComplaint(states)).toBe(expected);
  });
});

describe('settlementOfferShows (spec 4)', () => {
  it.each([
    ['offered, no status yet', true, [null], false, true],
    ['offered, created', true, [created], false, true],
    ['offered, signed', true, [signed], false, true],
    ['offered, first installment pending', true, [pending], false, true],
    ['offered, completed (step 6)', true, [paid], false, false],
    ['not offered', false, [null], false, false],
    ['offered with an open complaint', true, [null], true, false],
    ['offered, signed, with an open complaint', true, [signed], true, false],
    ['offered without a subpoena', true, [], false, false],
    ['only the first subpoena counts: first completed', true, [paid, null], false, false],
    ['only the first subpoena counts: first open', true, [null, paid], false, true],
  ] as const)('%s: %s', (_name, available, subpoenaStatuses, openComplaint, shows) => {
    expect(settlementOfferShows({ available, subpoenaStatuses, openComplaint })).toBe(shows);
  });
});
