import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label; clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Hyväksyn ehdot" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Hyväksyn ehdot' });
    expect(box).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(screen.getByText('Hyväksyn ehdot'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('describes itself with hint and error', () => {
    render(<Checkbox label="Ehdot" hint="Lue ensin" error="Pakollinen" />);
    const box = screen.getByRole('checkbox', { name: 'Ehdot' });
    expect(box).toHaveAccessibleDescription('Lue ensin Pakollinen');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Ehdot" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('passes native props through', () => {
    render(<Checkbox label="Ehdot" id="own" data-testid="c" value="yes" />);
    expect(screen.getByTestId('c')).toHaveAttribute('id', 'own');
    expect(screen.getByTestId('c')).toHaveAttribute('value', 'yes');
  });
});
