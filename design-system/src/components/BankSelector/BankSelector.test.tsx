import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankSelector } from './BankSelector';
import { SAMPLE_PAYMENT_METHODS } from './sample-methods';

describe('BankSelector', () => {
  it("lists the provider's methods in its groups, each group a radio group named by its heading", async () => {
    const onValueChange = vi.fn();
    render(
      <BankSelector
        legend="Valitse maksutapa"
        groups={SAMPLE_PAYMENT_METHODS}
        value={null}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Valitse maksutapa' })).toBeInTheDocument();
    const mobile = screen.getByRole('radiogroup', { name: 'Mobiilimaksutavat' });
    const banks = screen.getByRole('radiogroup', { name: 'Pankkimaksutavat' });
    expect(mobile.querySelectorAll('[role="radio"]')).toHaveLength(1);
    expect(banks.querySelectorAll('[role="radio"]')).toHaveLength(9);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'MobilePay',
      'OP',
      'Nordea',
      'POP Pankki',
      'Aktia',
      'Säästöpankki',
      'Oma Säästöpankki',
      'S-Pankki',
      'Ålandsbanken',
      'Danske Bank',
    ]);
    // The logo is the provider's, and decorative: the name says which method it is.
    const img = banks.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toBe(SAMPLE_PAYMENT_METHODS[1]!.methods[0]!.logo);
    await userEvent.click(screen.getByRole('radio', { name: 'Danske Bank' }));
    expect(onValueChange).toHaveBeenCalledWith('danske');
    await userEvent.click(screen.getByRole('radio', { name: 'MobilePay' }));
    expect(onValueChange).toHaveBeenLastCalledWith('mobilepay');
  });

  it('shows the chosen method checked, in whichever group it is, and no other', () => {
    render(
      <BankSelector
        legend="x"
        groups={SAMPLE_PAYMENT_METHODS}
        value="aktia"
        onValueChange={() => {}}
      />,
    );
    const checked = screen
      .getAllByRole('radio')
      .filter((r) => r.getAttribute('aria-checked') === 'true');
    expect(checked.map((r) => r.getAttribute('aria-label'))).toEqual(['Aktia']);
  });
});
