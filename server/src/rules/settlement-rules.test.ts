import { describe, expect, it } from 'vitest';
import {
  debtsAllowSettlement,
  firstInstallmentPaid,
  sameDebts,
  type SettlementOperation,
  type SettlementState,
  settlementAllows,
} from './settlement-rules';

const T = new Date('2026-11-23T10:00:00Z');
const state = (s: Partial<SettlementState>): SettlementState => ({
  planNr: null,
  signed: null,
  paid: null,
  paymentNr: null,
  cancelledAt: null,
  ...s,
});

const STATES = {
  started: state({}),
  stored: state({ planNr: 7 }),
  signed: state({ planNr: 7, signed: T }),
  pending: state({ planNr: 7, signed: T, paid: T }),
  paid: state({ planNr: 7, signed: T, paid: T, paymentNr: 42 }),
  cancelled: state({ planNr: 7, cancelledAt: T }),
  cancelledSigned: state({ planNr: 7, signed: T, cancelledAt: T }),
};

type Row = [keyof typeof STATES, Record<SettlementOperation, boolean>];

describe('settlementAllows', () => {
  const table: Row[] = [
    [
      'started',
      {
        calculate: true,
        create: true,
        sign: false,
        url: true,
        cancel: true,
        payFirstInstallment: false,
      },
    ],
    [
      'stored',
      {
        calculate: true,
        create: true,
        sign: true,
        url: true,
        cancel: true,
        payFirstInstallment: false,
      },
    ],
    [
      'signed',
      {
        calculate: true,
        create: false,
        sign: false,
        url: false,
        cancel: true,
        payFirstInstallment: true,
      },
    ],
    [
      'pending',
      {
        calculate: true,
        create: false,
        sign: false,
        url: false,
        cancel: false,
        payFirstInstallment: false,
      },
    ],
    [
      'paid',
      {
        calculate: true,
        create: false,
        sign: false,
        url: false,
        cancel: false,
        payFirstInstallment: false,
      },
    ],
    [
      'cancelled',
      {
        calculate: false,
        create: false,
        sign: false,
        url: false,
        cancel: false,
        payFirstInstallment: false,
      },
    ],
    [
      'cancelledSigned',
      {
        calculate: false,
        create: false,
        sign: false,
        url: false,
        cancel: false,
        payFirstInstallment: false,
      },
    ],
  ];
  for (const [name, expected] of table) {
    for (const [operation, allowed] of Object.entries(expected)) {
      it(`${name}: ${operation} ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(settlementAllows(operation as SettlementOperation, STATES[name])).toBe(allowed);
      });
    }
  }
});

describe('debtsAllowSettlement', () => {
  it.each([
    ['open debts in court', [4, 4], false, true],
    ['one debt in collection', [3], false, true],
    ['no debts', [], false, false],
    ['a paid debt', [4, 8], false, false],
    ['an ended debt', [9], false, false],
    ['a groundless debt', [10, 4], false, false],
    ['a complained debt (state 12)', [4, 12], false, false],
    ['an open reclamation', [4, 4], true, false],
  ] as const)('%s: %s', (_name, states, openReclamation, allowed) => {
    expect(debtsAllowSettlement(states, openReclamation)).toBe(allowed);
  });
});

describe('firstInstallmentPaid', () => {
  it.each([
    [undefined, false],
    [{ amountCents: 29_345, paidCents: 0 }, false],
    [{ amountCents: 29_345, paidCents: 29_344 }, false],
    [{ amountCents: 29_345, paidCents: 29_345 }, true],
    [{ amountCents: 29_345, paidCents: 30_000 }, true],
  ])('%o: %s', (first, paid) => {
    expect(firstInstallmentPaid(first)).toBe(paid);
  });
});

describe('sameDebts', () => {
  it.each([
    [[1, 2], [2, 1], true],
    [[1, 2], [1, 2], true],
    [[1], [1, 2], false],
    [[1, 1], [1, 2], false],
    [[], [], true],
    [[10, 9], [9, 10], true],
  ])('%o and %o: %s', (a, b, same) => {
    expect(sameDebts(a, b)).toBe(same);
  });
});
