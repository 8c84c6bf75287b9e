import type { Debt, Payment } from '../debtor';

export interface PaymentRow {
  key: string;
  orderNr: number;
  creditor: string;
  paymentDate: string;
  bookingDate: string | null;
  amount: Payment['amount'];
}

const creditorName = (debt: Debt) =>
  [debt.creditor.name, debt.creditor.lastName].filter(Boolean).join(' ');

/**
 * spec 2, payments page: every payment of every debt, newest first (payment date, then the date
 * it was registered, then the payment number), each with the debt it opens.
 */
export function paymentRows(debts: readonly Debt[]): PaymentRow[] {
  const rows = debts.flatMap((debt) =>
    debt.payments.map((payment) => ({
      key: `${debt.orderNr}-${payment.nr}`,
      orderNr: debt.orderNr,
      creditor: creditorName(debt),
      paymentDate: payment.paymentDate,
      bookingDate: payment.bookingDate,
      amount: payment.amount,
      nr: payment.nr,
    })),
  );
  rows.sort(
    (a, b) =>
      b.paymentDate.localeCompare(a.paymentDate) ||
      (b.bookingDate ?? '').localeCompare(a.bookingDate ?? '') ||
      b.nr - a.nr,
  );
  return rows.map(({ nr: _nr, ...row }) => row);
}
