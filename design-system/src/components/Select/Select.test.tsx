import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const options = [
  { value: 'general', label: 'Yleiset' },
  { value: 'costs', label: 'Perintäkulut' },
];

describe('Select', () => {
  it('is a combobox named by its label and chooses with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Select label="Aihe" placeholder="Valitse" options={options} onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Aihe' });
    expect(trigger).toHaveTextContent('Valitse');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalled();
  });

  it('shows the chosen value and its error', () => {
    render(
      <Select
        label="Aihe"
        placeholder="Valitse"
        options={options}
        value="costs"
        error="Pakollinen"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Aihe' });
    expect(trigger).toHaveTextContent('Perintäkulut');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Pakollinen');
  });

  it('uses the given id', () => {
    render(<Select label="Aihe" placeholder="Valitse" options={options} id="topic" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('id', 'topic');
  });
});
