import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_IDS, BankSelector, type BankId } from './BankSelector';

const names = Object.fromEntries(BANK_IDS.map((id) => [id, `Pankki ${id}`])) as Record<
  BankId,
  string
>;

describe('BankSelector', () => {
  it('lists the nine banks of the spec as radios named by bank', async () => {
    const onValueChange = vi.fn();
    render(
      <BankSelector
        legend="Valitse pankki"
        names={names}
        value={null}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Valitse pankki' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(BANK_IDS).toEqual([
      'osuuspankki',
      'nordea',
      'pop',
      'aktia',
      'saastopankki',
      'omasp',
      'spankki',
      'alandsbanken',
      'danske',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Pankki danske' }));
    expect(onValueChange).toHaveBeenCalledWith('danske');
  });

  it('shows only the given banks and the chosen one', () => {
    render(
      <BankSelector
        legend="x"
        names={names}
        banks={['nordea', 'aktia']}
        value="aktia"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Pankki aktia' })).toBeChecked();
  });
});
