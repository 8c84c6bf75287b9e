import { describe, expect, it } from 'vitest';
import type { Debt } from '../debtor';
import { paymentRows } from './rules';

const pay = (nr: number, paymentDate: string, bookingDate: string | null, amount = 1000) => ({
  nr,
  debtNr: 1,
  paymentDate,
  bookingDate,
  amount,
});

const debt = (orderNr: number, name: string, payments: ReturnType<typeof pay>[]) =>
  ({ orderNr, creditor: { name, lastName: null }, payments }) as unknown as Debt;

describe('paymentRows (spec 2: every payment of every debt, newest first)', () => {
  it.each([
    ['no debts', [], []],
    ['debts without payments', [debt(1, 'A', [])], []],
    [
      'newest payment date first, across debts',
      [
        debt(1, 'A', [pay(1, '2026-01-05', '2026-01-06'), pay(2, '2026-03-01', '2026-03-02')]),
        debt(2, 'B', [pay(3, '2026-02-10', '2026-02-11')]),
      ],
      ['1-2', '2-3', '1-1'],
    ],
    [
      'same day: later registered first, unregistered last',
      [
        debt(1, 'A', [pay(1, '2026-01-05', null), pay(2, '2026-01-05', '2026-01-07')]),
        debt(2, 'B', [pay(3, '2026-01-05', '2026-01-06')]),
      ],
      ['1-2', '2-3', '1-1'],
    ],
    [
      'same dates: higher payment number first',
      [debt(1, 'A', [pay(4, '2026-01-05', '2026-01-06'), pay(9, '2026-01-05', '2026-01-06')])],
      ['1-9', '1-4'],
    ],
  ])('%s', (_name, debts, keys) => {
    expect(paymentRows(debts).map((row) => row.key)).toEqual(keys);
  });

  it('keeps the debt, creditor, dates and cents of each payment', () => {
    const [row] = paymentRows([
      {
        ...debt(7, 'Kauppa', [pay(1, '2026-01-05', '2026-01-06', 12345)]),
        creditor: { name: 'Kauppa', lastName: 'Oy' },
      } as Debt,
    ]);
    expect(row).toEqual({
      key: '7-1',
      orderNr: 7,
      creditor: 'Kauppa Oy',
      paymentDate: '2026-01-05',
      bookingDate: '2026-01-06',
      amount: 12345,
    });
  });
});
