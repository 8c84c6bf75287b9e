import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and reports typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Asianumero" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Asianumero' });
    await userEvent.type(input, '123');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveValue('123');
  });

  it('describes the input with hint and error and marks it invalid', () => {
    render(<TextField label="Asianumero" hint="Kirjeessä" error="1–8 numeroa" />);
    const input = screen.getByRole('textbox', { name: 'Asianumero' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Kirjeessä 1–8 numeroa');
  });

  it('is not invalid without an error and marks required', () => {
    render(<TextField label="Nimi" required />);
    const input = screen.getByRole('textbox', { name: 'Nimi' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
  });

  it('passes native props through', () => {
    render(<TextField label="Nimi" id="own" name="name" maxLength={50} data-testid="t" />);
    const input = screen.getByTestId('t');
    expect(input).toHaveAttribute('id', 'own');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('maxlength', '50');
  });
});
