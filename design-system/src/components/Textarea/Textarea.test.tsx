import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './Textarea';

const counter = (count: number, max: number) => `${count}/${max} merkkiä`;

describe('Textarea', () => {
  it('counts characters as they are typed and stops at the maximum', async () => {
    render(<Textarea label="Viesti" maxLength={5} formatCounter={counter} />);
    const box = screen.getByRole('textbox', { name: 'Viesti' });
    expect(box).toHaveAccessibleDescription('0/5 merkkiä');
    await userEvent.type(box, 'abcdefg');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5/5 merkkiä')).toHaveAttribute('data-state', 'within');
  });

  it('counts a controlled value and flags it when over the limit', () => {
    render(
      <Textarea
        label="Viesti"
        maxLength={3}
        formatCounter={counter}
        value="abcd"
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('4/3 merkkiä')).toHaveAttribute('data-state', 'over');
  });

  it('has no counter without maxLength and passes native props through', () => {
    render(<Textarea label="Viesti" name="text" rows={8} data-testid="t" />);
    expect(screen.queryByText(/merkkiä/)).not.toBeInTheDocument();
    expect(screen.getByTestId('t')).toHaveAttribute('rows', '8');
    expect(screen.getByTestId('t')).toHaveAttribute('name', 'text');
  });
});
