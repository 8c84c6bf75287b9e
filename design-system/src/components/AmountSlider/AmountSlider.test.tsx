import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { cents } from '@portal/openapi/money';
import { AmountSlider } from './AmountSlider';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

describe('AmountSlider', () => {
  it('is a slider named by its label that reads the amount in euros', () => {
    render(
      <AmountSlider
        label="Kuukausierä"
        minCents={cents(1000)}
        maxCents={cents(5000)}
        stepCents={cents(100)}
        valueCents={cents(2500)}
        onValueChange={() => {}}
        formatValue={euros}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Kuukausierä' });
    expect(slider).toHaveValue('2500');
    expect(slider).toHaveAttribute('aria-valuetext', '25.00 €');
  });

  it('reports the new amount in cents', () => {
    const onValueChange = vi.fn();
    render(
      <AmountSlider
        label="Amount"
        minCents={cents(1000)}
        maxCents={cents(5000)}
        stepCents={cents(100)}
        valueCents={cents(2500)}
        onValueChange={onValueChange}
        formatValue={euros}
      />,
    );
    fireEvent.change(screen.getByRole('slider'), { target: { value: '3100' } });
    expect(onValueChange).toHaveBeenCalledWith(3100);
  });

  it('keeps a value outside the range at its nearest end', () => {
    render(
      <AmountSlider
        label="Amount"
        minCents={cents(1000)}
        maxCents={cents(5000)}
        stepCents={cents(100)}
        valueCents={cents(9000)}
        onValueChange={() => {}}
        formatValue={euros}
      />,
    );
    expect(screen.getByRole('slider')).toHaveValue('5000');
  });

  it('is disabled when there is nothing to choose between', () => {
    render(
      <AmountSlider
        label="Amount"
        minCents={cents(5000)}
        maxCents={cents(5000)}
        stepCents={cents(100)}
        valueCents={cents(5000)}
        onValueChange={() => {}}
        formatValue={euros}
      />,
    );
    expect(screen.getByRole('slider')).toBeDisabled();
  });
});
