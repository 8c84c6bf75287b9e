import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: '0', label: 'Ensimmäinen' },
  { value: '1', label: 'Keskimmäinen' },
  { value: '2', label: 'Viimeinen', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend; clicking a label chooses', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Eräpäivä" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Eräpäivä' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Keskimmäinen'));
    expect(screen.getByRole('radio', { name: 'Keskimmäinen' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('1');
  });

  it('does not choose a disabled option', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Eräpäivä" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Viimeinen' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('describes the group with its error', () => {
    render(<RadioGroup legend="Eräpäivä" options={options} error="Valitse" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Valitse');
  });

  it('passes native props through', () => {
    render(<RadioGroup legend="Eräpäivä" options={options} data-testid="r" name="day" />);
    expect(screen.getByTestId('r')).toHaveAttribute('role', 'radiogroup');
  });
});
