import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { translate } from '@portal/translations';
import { c, debt } from '../../../test/debtor-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaymentsTable, PlanDebtsList } from './tables';

// As Testing Library reads the page: its matcher collapses the texts' no-break spaces.
const fi = (key: string, values?: Record<string, string | number>) =>
  translate('fi', key, values).replace(/\s+/g, ' ');

describe("a joint plan's payments and debts", () => {
  const inView = debt(1, 3, '2026-12-01');
  const payments = [
    { nr: 1, debtNr: 1, paymentDate: '2026-10-01', bookingDate: '2026-10-02', amount: c(120) },
    { nr: 2, debtNr: 2, paymentDate: '2026-10-01', bookingDate: '2026-10-02', amount: c(80) },
  ];

  it('names each payment by creditor and case number, and one out of view as another debt', () => {
    renderWithProviders(<PaymentsTable payments={payments} locale="fi-FI" debts={[inView]} />);
    expect(
      screen.getAllByText(fi('paymentsPage.debt', { creditor: 'Creditor 1', orderNr: 1000001 }))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(fi('payments.table.otherPlanDebt')).length).toBeGreaterThan(0);
    expect(screen.queryByText('1', { exact: true })).not.toBeInTheDocument();
  });

  it('counts the debts out of view', () => {
    renderWithProviders(<PlanDebtsList debts={[inView]} locale="fi-FI" hiddenCount={1} />);
    expect(screen.getByText(fi('debt.planDebts.hidden', { count: 1 }))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
