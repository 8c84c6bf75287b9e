import { describe, expect, it } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { ainoVirtanen } from '../../test/fake-portal';
import { plan } from '../../test/debtor-fixtures';
import { toDebtorModel } from './model';

/**
 * The one place the debtor's euros become cents: every amount of the contract's `DebtorData`,
 * wherever it sits, is set to the same euro value, and each is read back from the model.
 */
function everyAmount(euros: number): Schemas['DebtorData'] {
  const data = ainoVirtanen();
  const payment = { nr: 1, debtNr: 1, paymentDate: '2026-11-02', bookingDate: null, amount: euros };
  const contractPlan = (): Schemas['PaymentPlan'] => ({
    ...plan(),
    installments: [
      {
        sequence: 1,
        duedate: '2026-12-01',
        eur: euros,
        paid: euros,
        capital: euros,
        costs: euros,
        interest: euros,
        debtLeft: euros,
      },
    ],
    summary: {
      total: euros,
      interest: euros,
      cost: euros,
      left: euros,
      totalPaid: euros,
      progress: 0.5,
    },
    nextInstallment: { sequence: 1, eur: euros, duedate: '2026-12-01' },
    payments: [payment],
  });
  const debt = data.debts[0]!;
  return {
    ...data,
    debts: [
      {
        ...debt,
        debtReliefTotalSum: euros,
        debtSummary: {
          ...debt.debtSummary,
          left: euros,
          total: euros,
          totalPaid: euros,
          capital: euros,
        },
        bills: [{ ...debt.bills[0]!, total: euros, capital: euros, interest: euros }],
        payments: [payment],
        paymentPlan: contractPlan(),
        unconfirmedPaymentPlan: contractPlan(),
      },
    ],
    paymentPlans: [contractPlan()],
    summary: {
      ...data.summary,
      total: euros,
      left: euros,
      totalPaid: euros,
      collectingCosts: euros,
      otherCosts: euros,
      interest: euros,
    },
    reconciliation: { available: true, status: 1, subpoenas: [], plan: contractPlan() },
  };
}

const planAmounts = (plan: string) => [
  ...['eur', 'paid', 'capital', 'costs', 'interest', 'debtLeft'].map(
    (field) => `${plan}.installments.0.${field}`,
  ),
  ...['total', 'interest', 'cost', 'left', 'totalPaid'].map((field) => `${plan}.summary.${field}`),
  `${plan}.nextInstallment.eur`,
  `${plan}.payments.0.amount`,
];

/** Every amount the model holds, by its path (the same in the contract's data and the model). */
const amounts: string[] = [
  ...['total', 'left', 'totalPaid', 'collectingCosts', 'otherCosts', 'interest'].map(
    (field) => `summary.${field}`,
  ),
  'debts.0.debtReliefTotalSum',
  ...['left', 'total', 'totalPaid', 'capital'].map((field) => `debts.0.debtSummary.${field}`),
  ...['total', 'capital', 'interest'].map((field) => `debts.0.bills.0.${field}`),
  'debts.0.payments.0.amount',
  ...planAmounts('debts.0.paymentPlan'),
  ...planAmounts('debts.0.unconfirmedPaymentPlan'),
  ...planAmounts('paymentPlans.0'),
  ...planAmounts('reconciliation.plan'),
];

type Tree = Record<string, unknown>;
const read = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | null)?.[key], tree);
function write(tree: unknown, path: string, value: number) {
  const keys = path.split('.');
  const parent = read(tree, keys.slice(0, -1).join('.')) as Tree;
  parent[keys.at(-1)!] = value;
}

describe('toDebtorModel: the debtor data from euros to integer cents', () => {
  // The API's euros as JavaScript reads them, and the cents every amount must become.
  const values: [string, number, number][] = [
    ['zero', 0, 0],
    ['a cent', 0.01, 1],
    ['binary noise: 0.1 + 0.2', 0.1 + 0.2, 30],
    ['binary noise: 1.1 * 3', 1.1 * 3, 330],
    ['one decimal', 1525.5, 152550],
    ['two decimals', 19.99, 1999],
    ['a value whose x100 is not exact (1.15 * 100 = 114.999…)', 1.15, 115],
    ['a large sum', 123456.78, 12345678],
    ['an overpayment (negative)', -12.34, -1234],
    ['a negative with binary noise: -(0.1 + 0.2)', -(0.1 + 0.2), -30],
  ];

  it.each(values)('%s (%d €) is %i cents in every amount', (_name, euros, cents) => {
    const model = toDebtorModel(everyAmount(euros));
    // By path, so a failure says which amount was not converted.
    const found = Object.fromEntries(amounts.map((path) => [path, read(model, path)]));
    expect(found).toEqual(Object.fromEntries(amounts.map((path) => [path, cents])));
    expect(Object.values(found).every(Number.isInteger)).toBe(true);
  });

  it('keeps each amount in its place (each a different sum)', () => {
    // A copy without shared objects, each amount n + 0.25 euros.
    const data = JSON.parse(JSON.stringify(everyAmount(0))) as Schemas['DebtorData'];
    amounts.forEach((path, n) => write(data, path, n + 0.25));
    const model = toDebtorModel(data);
    const found = Object.fromEntries(amounts.map((path) => [path, read(model, path)]));
    expect(found).toEqual(Object.fromEntries(amounts.map((path, n) => [path, n * 100 + 25])));
  });

  it.each([
    ['a third decimal', 1.005],
    ['a third decimal, negative', -0.001],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses %s (a contract violation, not a silent rounding)', (_name, euros) => {
    expect(() => toDebtorModel(everyAmount(euros))).toThrow(TypeError);
  });

  it('keeps an absent debt relief sum and an absent plan as null', () => {
    const data = everyAmount(10);
    const debt = data.debts[0]!;
    const model = toDebtorModel({
      ...data,
      debts: [
        { ...debt, debtReliefTotalSum: null, paymentPlan: null, unconfirmedPaymentPlan: null },
      ],
      reconciliation: { available: false, status: null, subpoenas: [], plan: null },
    });
    expect(model.debts[0]).toMatchObject({
      debtReliefTotalSum: null,
      paymentPlan: null,
      unconfirmedPaymentPlan: null,
    });
    expect(model.reconciliation?.plan).toBeNull();
    expect(toDebtorModel({ ...data, reconciliation: null }).reconciliation).toBeNull();
  });

  it('leaves what is not money as it was (the progress share, dates, numbers)', () => {
    const model = toDebtorModel(everyAmount(10));
    expect(model.paymentPlans[0]?.summary.progress).toBe(0.5);
    expect(model.paymentPlans[0]?.installments[0]).toMatchObject({
      sequence: 1,
      duedate: '2026-12-01',
    });
    expect(model.debts[0]?.payments[0]).toMatchObject({ nr: 1, paymentDate: '2026-11-02' });
  });
});
