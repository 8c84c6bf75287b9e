import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePhoneInput, PhoneField } from './PhoneField';

function Field() {
  const [value, setValue] = useState('');
  return <PhoneField label="Puhelin" value={value} onValueChange={setValue} />;
}

describe('PhoneField', () => {
  it('shows +358 and strips the leading zero as it is typed', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Puhelin' });
    expect(screen.getByText('+358')).toBeVisible();
    await userEvent.type(input, '040 123');
    expect(input).toHaveValue('40123');
  });

  it('asks the browser to fill in the whole number, and keeps the national part of it', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Puhelin' });
    expect(input).toHaveAttribute('autocomplete', 'tel');
    // An autofilled number arrives whole, with its country code, as a paste does.
    await userEvent.click(input);
    await userEvent.paste('+358 40 123 4567');
    expect(input).toHaveValue('401234567');
  });

  it.each([
    ['0401234567', '401234567'],
    ['+358 40 123 4567', '401234567'],
    ['00401', '401'],
    ['40-123', '40123'],
  ])('normalises %s to %s', (text, expected) => {
    expect(normalisePhoneInput(text)).toBe(expected);
  });

  it('passes native props through', () => {
    render(
      <PhoneField label="Puhelin" value="" onValueChange={() => {}} name="phone" data-testid="p" />,
    );
    expect(screen.getByTestId('p')).toHaveAttribute('name', 'phone');
    expect(screen.getByTestId('p')).toHaveAttribute('type', 'tel');
  });
});
