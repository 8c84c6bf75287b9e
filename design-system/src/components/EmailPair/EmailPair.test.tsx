import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailPair } from './EmailPair';

const base = {
  emailLabel: 'Sähköposti',
  repeatLabel: 'Sähköposti uudelleen',
  email: '',
  repeat: '',
  onEmailChange: () => {},
  onRepeatChange: () => {},
};

describe('EmailPair', () => {
  it('renders two labelled e-mail inputs and reports each', async () => {
    const onEmailChange = vi.fn();
    const onRepeatChange = vi.fn();
    render(<EmailPair {...base} onEmailChange={onEmailChange} onRepeatChange={onRepeatChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'a');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sähköposti uudelleen' }), 'b');
    expect(onEmailChange).toHaveBeenCalledWith('a');
    expect(onRepeatChange).toHaveBeenCalledWith('b');
  });

  it('shows the mismatch error on the repeat field', () => {
    render(<EmailPair {...base} repeatError="Eivät täsmää" />);
    const repeat = screen.getByRole('textbox', { name: 'Sähköposti uudelleen' });
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Eivät täsmää');
    expect(screen.getByRole('textbox', { name: 'Sähköposti' })).not.toHaveAttribute('aria-invalid');
  });

  it('uses the given id, limits length to 50 and reports blur by field', async () => {
    const onBlur = vi.fn();
    render(<EmailPair {...base} id="mail" onBlur={onBlur} />);
    const email = screen.getByRole('textbox', { name: 'Sähköposti' });
    expect(email).toHaveAttribute('id', 'mail');
    expect(email).toHaveAttribute('maxlength', '50');
    await userEvent.click(email);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledWith('email', expect.anything());
  });
});
