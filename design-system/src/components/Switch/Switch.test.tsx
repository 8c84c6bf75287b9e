import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Evästeet" description="Tilastointi" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Evästeet' });
    expect(toggle).toHaveAccessibleDescription('Tilastointi');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('stays on when disabled', async () => {
    render(<Switch label="Välttämättömät" defaultChecked disabled />);
    const toggle = screen.getByRole('switch', { name: 'Välttämättömät' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('passes native props through', () => {
    render(<Switch label="SMS" id="sms" name="sms" data-testid="s" />);
    expect(screen.getByTestId('s')).toHaveAttribute('id', 'sms');
  });
});
