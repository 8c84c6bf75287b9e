import { describe, expect, it } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { ainoVirtanen } from '../../test/fake-portal';
import { plan } from '../../test/debtor-fixtures';
import { toDebtorModel, type DebtorData } from './model';

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

type Read = (model: DebtorData) => number | null | undefined;
const planAmounts = (where: string, of: (m: DebtorData) => DebtorData['paymentPlans'][number]) =>
  [
    [`${where} installment eur`, (m) => of(m).installments[0]?.eur],
    [`${where} installment paid`, (m) => of(m).installments[0]?.paid],
    [`${where} installment capital`, (m) => of(m).installments[0]?.capital],
    [`${where} installment costs`, (m) => of(m).installments[0]?.costs],
    [`${where} installment interest`, (m) => of(m).installments[0]?.interest],
    [`${where} installment debtLeft`, (m) => of(m).installments[0]?.debtLeft],
    [`${where} summary total`, (m) => of(m).summary.total],
    [`${where} summary interest`, (m) => of(m).summary.interest],
    [`${where} summary cost`, (m) => of(m).summary.cost],
    [`${where} summary left`, (m) => of(m).summary.left],
    [`${where} summary totalPaid`, (m) => of(m).summary.totalPaid],
    [`${where} next installment`, (m) => of(m).nextInstallment?.eur],
    [`${where} payment`, (m) => of(m).payments[0]?.amount],
  ] satisfies [string, Read][];

/** Every amount the model holds, by where it is. */
const amounts: [string, Read][] = [
  ['summary total', (m) => m.summary.total],
  ['summary left', (m) => m.summary.left],
  ['summary totalPaid', (m) => m.summary.totalPaid],
  ['summary collectingCosts', (m) => m.summary.collectingCosts],
  ['summary otherCosts', (m) => m.summary.otherCosts],
  ['summary interest', (m) => m.summary.interest],
  ['debt debtReliefTotalSum', (m) => m.debts[0]?.debtReliefTotalSum],
  ['debt summary left', (m) => m.debts[0]?.debtSummary.left],
  ['debt summary total', (m) => m.debts[0]?.debtSummary.total],
  ['debt summary totalPaid', (m) => m.debts[0]?.debtSummary.totalPaid],
  ['debt summary capital', (m) => m.debts[0]?.debtSummary.capital],
  ['bill total', (m) => m.debts[0]?.bills[0]?.total],
  ['bill capital', (m) => m.debts[0]?.bills[0]?.capital],
  ['bill interest', (m) => m.debts[0]?.bills[0]?.interest],
  ['debt payment', (m) => m.debts[0]?.payments[0]?.amount],
  ...planAmounts('debt plan', (m) => m.debts[0]!.paymentPlan!),
  ...planAmounts('unconfirmed plan', (m) => m.debts[0]!.unconfirmedPaymentPlan!),
  ...planAmounts('plans[0]', (m) => m.paymentPlans[0]!),
  ...planAmounts('reconciliation plan', (m) => m.reconciliation!.plan!),
];

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
    // By name, so a failure says which amount was not converted.
    const read = Object.fromEntries(amounts.map(([where, of]) => [where, of(model)]));
    expect(read).toEqual(Object.fromEntries(amounts.map(([where]) => [where, cents])));
    expect(Object.values(read).every(Number.isInteger)).toBe(true);
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
