import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NpsScale } from './NpsScale';

describe('NpsScale', () => {
  it('offers 0 to 10 as a named, described radio group', async () => {
    const onValueChange = vi.fn();
    render(
      <NpsScale
        legend="Suosittelisitko?"
        lowLabel="ei"
        highLabel="kyllä"
        value={null}
        onValueChange={onValueChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Suosittelisitko?' });
    expect(group).toHaveAccessibleDescription(/0 = ei\s*10 = kyllä/);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '0' }));
    expect(onValueChange).toHaveBeenCalledWith(0);
  });
});
