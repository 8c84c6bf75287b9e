import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@portal/openapi/money';
import { DebtCard, type DebtCardProps } from './DebtCard';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const props: DebtCardProps = {
  creditorName: 'Kodinkone Oy',
  dueDate: '2026-04-15',
  leftCents: cents(84000),
  paidCents: cents(36000),
  totalCents: cents(120000),
  progressPercent: 30,
  stateLabel: 'Perinnässä',
  colorGroup: 'warning',
  locale: 'fi-FI',
  href: '/debt/123',
  labels: {
    dueDate: 'Eräpäivä',
    amountLeft: 'Jäljellä',
    paidOfTotal: 'Maksettu / yhteensä',
    progress: 'Velasta maksettu',
  },
};

describe('DebtCard', () => {
  it('shows creditor, due date, wheel, amount left, state and paid/total', () => {
    render(<DebtCard {...props} />);
    const card = screen.getByRole('article', { name: 'Kodinkone Oy' });
    const text = plain(card.textContent);
    expect(text).toContain('15.04.2026');
    expect(text).toContain('840,00 €');
    expect(text).toContain('360,00 € / 1 200,00 €');
    expect(within(card).getByText('Perinnässä')).toHaveAttribute('data-state', 'warning');
    expect(within(card).getByRole('progressbar', { name: 'Velasta maksettu' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });

  it('links the creditor name to the debt, through the given renderer', () => {
    render(
      <DebtCard
        {...props}
        renderLink={({ href, children }) => <a href={`/app${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Kodinkone Oy' })).toHaveAttribute(
      'href',
      '/app/debt/123',
    );
  });

  it('renders the action it is given and no button without one', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <DebtCard {...props} action={{ variant: 'payNow', label: 'Maksa heti', onClick }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Maksa heti' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<DebtCard {...props} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('passes native props through', () => {
    render(<DebtCard {...props} data-testid="d" ended />);
    expect(screen.getByTestId('d')).toHaveAttribute('data-state', 'ended');
  });
});

describe('DebtCard compact on a phone', () => {
  it('puts the amount left beside the wheel for below 600 px, and only when asked', () => {
    const { rerender } = render(<DebtCard {...props} />);
    const amount = (card: HTMLElement) =>
      within(card).queryAllByText(
        (_, node) => plain(node?.textContent ?? null) === '840,00 €' && node?.children.length === 0,
      );
    let card = screen.getByRole('article', { name: 'Kodinkone Oy' });
    expect(card).not.toHaveAttribute('data-compact-on-phone');
    expect(amount(card)).toHaveLength(1);
    rerender(<DebtCard {...props} compactOnPhone />);
    card = screen.getByRole('article', { name: 'Kodinkone Oy' });
    expect(card).toHaveAttribute('data-compact-on-phone');
    // One inside the wheel (from 600 px), one beside it (below); CSS shows one of them.
    expect(amount(card)).toHaveLength(2);
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(within(card).getByText('Perinnässä')).toBeInTheDocument();
  });
});
