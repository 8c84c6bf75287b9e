import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@portal/openapi/money';
import { PayBlock } from './PayBlock';

const base = {
  title: 'Maksettavana',
  amountLabel: 'Maksettava summa',
  amountCents: cents(32580),
  locale: 'fi-FI' as const,
  dueLabel: 'Eräpäivä',
};

describe('PayBlock', () => {
  it('is a section named by its title with the amount, the due date in words and the button', async () => {
    const onClick = vi.fn();
    render(
      <PayBlock
        {...base}
        dueDate="2026-03-17"
        dueText="Eräpäivä on huomenna"
        urgency="soon"
        action={{ label: 'Maksa pian 325,80 €', onClick, variant: 'payQuickly' }}
      />,
    );
    const block = screen.getByRole('region', { name: 'Maksettavana' });
    expect(block).toHaveTextContent('325,80');
    expect(block).toHaveTextContent('17.03.2026');
    expect(block).toHaveTextContent('Eräpäivä on huomenna');
    await userEvent.click(screen.getByRole('button', { name: 'Maksa pian 325,80 €' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('without an action shows no button, and without a due date no date', () => {
    render(
      <PayBlock {...base} dueDate={null}>
        <p>Maksetaan velkajärjestelyssä</p>
      </PayBlock>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Eräpäivä')).toBeNull();
    expect(screen.getByText('Maksetaan velkajärjestelyssä')).toBeInTheDocument();
  });
});
