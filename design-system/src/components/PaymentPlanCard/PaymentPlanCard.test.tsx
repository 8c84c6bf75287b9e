import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@portal/openapi/money';
import { PaymentPlanCard, type PaymentPlanCardProps } from './PaymentPlanCard';

const props: PaymentPlanCardProps = {
  title: 'Maksusuunnitelma',
  installmentsLeft: 3,
  installmentsTotal: 12,
  nextDueDate: '2026-04-01',
  nextAmountCents: cents(5000),
  leftCents: cents(15000),
  progressPercent: 75,
  locale: 'en-US',
  href: '/payment-plan/1',
  installmentsText: (left, total) => `${left} of ${total}`,
  labels: {
    installmentsLeft: 'Installments left',
    nextDueDate: 'Next due date',
    nextAmount: 'Next installment',
    amountLeft: 'Left',
    progress: 'Paid',
  },
};

describe('PaymentPlanCard', () => {
  it('shows installments left of total, next due date and amount', () => {
    render(<PaymentPlanCard {...props} />);
    const card = screen.getByRole('article', { name: 'Maksusuunnitelma' });
    expect(card).toHaveTextContent('3 of 12');
    expect(card).toHaveTextContent('01.04.2026');
    expect(card).toHaveTextContent('€50.00');
    expect(screen.getByRole('link', { name: 'Maksusuunnitelma' })).toHaveAttribute(
      'href',
      '/payment-plan/1',
    );
  });

  it('calls the action', async () => {
    const onClick = vi.fn();
    render(
      <PaymentPlanCard
        {...props}
        action={{ variant: 'payQuickly', label: 'Pay quickly', onClick }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay quickly' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('passes native props through', () => {
    render(<PaymentPlanCard {...props} data-testid="p" installmentsLeft={0} />);
    expect(screen.getByTestId('p')).toHaveAttribute('data-state', 'complete');
  });
});
