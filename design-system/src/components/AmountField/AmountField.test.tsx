import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents, type Cents } from '@portal/openapi/money';
import { AmountField } from './AmountField';

describe('AmountField', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['7', 700],
  ])('reads %s as %i cents', async (typed, cents) => {
    const onValueChange = vi.fn();
    render(<AmountField label="Summa" valueCents={null} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Summa' }), typed);
    expect(onValueChange).toHaveBeenLastCalledWith(cents, typed);
  });

  it('tidies the text to two decimals per locale on blur', async () => {
    render(
      <AmountField label="Amount" locale="en-US" valueCents={null} onValueChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12,5');
    await userEvent.tab();
    expect(input).toHaveValue('12.50');
  });

  it('shows a new value from the parent', async () => {
    function Parent() {
      const [amount, setAmount] = useState<Cents | null>(cents(500));
      return (
        <>
          <AmountField label="Summa" valueCents={amount} onValueChange={setAmount} />
          <button type="button" onClick={() => setAmount(cents(2000))}>
            20
          </button>
        </>
      );
    }
    render(<Parent />);
    const input = screen.getByRole('textbox', { name: 'Summa' });
    expect(input).toHaveValue('5,00');
    await userEvent.click(screen.getByRole('button', { name: '20' }));
    expect(input).toHaveValue('20,00');
  });

  it('passes native props through', () => {
    render(
      <AmountField
        label="Summa"
        valueCents={cents(100)}
        onValueChange={() => {}}
        name="amount"
        data-testid="a"
      />,
    );
    expect(screen.getByTestId('a')).toHaveAttribute('name', 'amount');
    expect(screen.getByTestId('a')).toHaveAttribute('inputmode', 'decimal');
  });
});
