import { describe, expect, it } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { ainoVirtanen } from '../../test/fake-portal';
import { toDebtorModel } from '../debtor/model';
import { settlementCase, settlementFigures } from './model';

// The plan summary's rounding (rounded up to whole euros vs exact to the cent) is tabled where it
// lives, in openapi/src/settlement.test.ts; this file covers the portal's own two steps.

describe('settlementFigures: the server’s settlement calculation (euros) in cents', () => {
  const calculation = (euros: number): Schemas['CalculationResult'] => ({
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
  });

  it.each([
    [0.1 + 0.2, 30],
    [293.45, 29_345],
    [1525.5, 152_550],
    [1.15, 115],
    [0, 0],
  ])('%d € is %i cents in every figure', (euros, cents) => {
    const figures = settlementFigures(calculation(euros));
    const row = figures.rows[0]!;
    expect([
      row.amount,
      row.capital,
      row.costs,
      row.interest,
      figures.totalCapital,
      figures.totalInterest,
      figures.totalCost,
    ]).toEqual(Array.from({ length: 7 }, () => cents));
    expect(row).toMatchObject({ sequence: 1, dueDate: '2026-12-01' });
  });

  it('keeps each figure in its place', () => {
    const figures = settlementFigures({
      paymentPlan: {
        price: 1,
        installments: [
          { sequence: 1, dueDate: '2026-12-01', amount: 2, capital: 3, costs: 4, interest: 5 },
        ],
      },
      totalCapital: 6,
      totalInterest: 7,
      totalCost: 8,
    });
    expect(figures).toEqual({
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
    });
  });

  it('refuses a third decimal rather than rounding it', () => {
    expect(() => settlementFigures(calculation(293.455))).toThrow(TypeError);
  });
});

describe('settlementCase: the first subpoena, its debts and its step (spec 4)', () => {
  const T = '2026-11-23T10:00:00.000Z';
  const status = (s: Partial<Schemas['SubpoenaStatus']>): Schemas['SubpoenaStatus'] => ({
    nr: 77,
    msNr: null,
    created: null,
    signed: null,
    paid: null,
    paymentNr: null,
    ...s,
  });
  function withSubpoenas(subpoenas: Schemas['Subpoena'][]) {
    const data = ainoVirtanen();
    return toDebtorModel({
      ...data,
      reconciliation: { available: true, status: null, subpoenas, plan: null },
    });
  }
  const orderNr = ainoVirtanen().debts[0]!.orderNr;
  const debtNr = ainoVirtanen().debts[0]!.nr;

  it.each([
    ['no status yet', null, { statusNr: null, step: 1, paymentPending: false }],
    ['created', status({ created: T }), { statusNr: 77, step: 4, paymentPending: false }],
    ['signed', status({ created: T, signed: T }), { step: 5, paymentPending: false }],
    [
      'paid at the bank, not booked',
      status({ created: T, signed: T, paid: T }),
      { step: 5, paymentPending: true },
    ],
    [
      'paid and booked',
      status({ created: T, signed: T, paid: T, paymentNr: 42 }),
      { step: 6, paymentPending: false },
    ],
  ])('%s', (_name, given, expected) => {
    const found = settlementCase(withSubpoenas([{ nr: 5, orderNrs: [orderNr], status: given }]));
    expect(found).toMatchObject({ subpoenaNr: 5, debtNrs: [debtNr], ...expected });
  });

  it('takes the first subpoena, only the debts it names, and none without a subpoena', () => {
    const found = settlementCase(
      withSubpoenas([
        { nr: 5, orderNrs: [999_999], status: null },
        { nr: 6, orderNrs: [orderNr], status: null },
      ]),
    );
    expect(found).toMatchObject({ subpoenaNr: 5, debtNrs: [] });
    expect(settlementCase(withSubpoenas([]))).toBeNull();
    expect(settlementCase({ ...withSubpoenas([]), reconciliation: null })).toBeNull();
  });
});
