import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@portal/openapi/money';
import { InstalmentTable, type InstalmentTableRow } from './InstalmentTable';

const rows: InstalmentTableRow[] = Array.from({ length: 6 }, (_, index) => ({
  sequence: index + 1,
  dueDate: `2026-0${index + 3}-01`,
  amountCents: cents(index === 5 ? 4530 : 12000),
  capitalCents: cents(11000),
  costsCents: cents(500),
  interestCents: cents(500),
}));
const labels = { number: 'Erä', dueDate: 'Eräpäivä', amount: 'Summa' };
// Both forms are in the document (CSS picks one by width): the table is the one read here.
const hidden = { hidden: true };
const table = () => screen.getByRole('table', hidden);
const numbers = () =>
  within(table())
    .getAllByRole('rowheader', hidden)
    .map((cell) => cell.textContent);

describe('InstalmentTable', () => {
  it('shows number, due date and amount of every instalment', () => {
    render(<InstalmentTable caption="Maksuerät" rows={rows} locale="fi-FI" labels={labels} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(
      within(table())
        .getAllByRole('columnheader', hidden)
        .map((cell) => cell.textContent),
    ).toEqual(['Erä', 'Eräpäivä', 'Summa']);
    const last = within(table()).getAllByRole('row', hidden).at(-1)!;
    expect(last.textContent).toBe('601.08.202645,30\u00a0€');
  });

  it('adds the breakdown and totals (the sums unless given)', () => {
    render(
      <InstalmentTable
        caption="Maksuerät"
        rows={rows}
        locale="fi-FI"
        labels={{
          ...labels,
          capital: 'Pääoma',
          costs: 'Kulut',
          interest: 'Korko',
          total: 'Yhteensä',
        }}
        totals={{ interestCents: cents(2999) }}
      />,
    );
    const totals = within(table()).getAllByRole('row', hidden).at(-1)!;
    expect(totals.textContent).toContain('Yhteensä');
    expect(totals.textContent).toContain('645,30\u00a0€'); // 5 × 120 + 45,30
    expect(totals.textContent).toContain('660,00\u00a0€'); // 6 × 110
    expect(totals.textContent).toContain('29,99\u00a0€'); // as given
  });

  it('shortens a long schedule to the first rows and the last, and shows all on request', async () => {
    render(
      <InstalmentTable
        caption="Maksuerät"
        rows={rows}
        locale="fi-FI"
        labels={labels}
        collapseAfter={2}
        showAllLabel={(count) => `Näytä kaikki ${count} erää`}
        showFewerLabel="Näytä vähemmän"
      />,
    );
    expect(numbers()).toEqual(['1', '2', '6']);
    const button = screen.getByRole('button', { name: 'Näytä kaikki 6 erää' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Näytä vähemmän' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('does not shorten a schedule that is only one row longer', () => {
    render(
      <InstalmentTable
        caption="Maksuerät"
        rows={rows.slice(0, 3)}
        locale="fi-FI"
        labels={labels}
        collapseAfter={2}
        showAllLabel={(count) => `Näytä kaikki ${count} erää`}
      />,
    );
    expect(numbers()).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
