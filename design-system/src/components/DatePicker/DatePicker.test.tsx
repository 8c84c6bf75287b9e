import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { isSelectable, monthGrid, parseDisplayDate } from './calendar';

const props: DatePickerProps = {
  label: 'Uusi eräpäivä',
  value: null,
  onChange: () => {},
  labels: { openCalendar: 'Valitse päivä', previousMonth: 'Edellinen', nextMonth: 'Seuraava' },
  locale: 'fi-FI',
  today: '2026-03-16',
  min: '2026-03-17',
  max: '2026-05-29',
  weekdaysOnly: true,
  disabledDates: ['2026-04-03'],
};

const day = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`);

describe('calendar rules', () => {
  it('starts weeks on Monday', () => {
    // March 2026 begins on a Sunday: six empty cells first.
    const [first] = monthGrid('2026-03-10');
    expect(first).toEqual([null, null, null, null, null, null, '2026-03-01']);
  });

  it.each([
    ['2026-03-16', false],
    ['2026-03-17', true],
    ['2026-03-21', false],
    ['2026-04-03', false],
    ['2026-05-29', true],
    ['2026-06-01', false],
  ])('%s selectable: %s', (iso, expected) => {
    expect(isSelectable(iso, props)).toBe(expected);
  });

  it('parses DD.MM.YYYY strictly', () => {
    expect(parseDisplayDate('07.04.2026')).toBe('2026-04-07');
    expect(parseDisplayDate('7.4.2026')).toBe('2026-04-07');
    expect(parseDisplayDate('31.02.2026')).toBeNull();
    expect(parseDisplayDate('2026-04-07')).toBeNull();
  });
});

describe('DatePicker', () => {
  it('opens a labelled grid focused on the first selectable day and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...props} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Valitse päivä' }));
    expect(screen.getByRole('grid', { name: 'Maaliskuu 2026' })).toBeInTheDocument();
    await waitFor(() => expect(day('2026-03-17')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-03-18', { text: '18.03.2026', reason: 'ok' });
    expect(screen.getByRole('textbox', { name: 'Uusi eräpäivä' })).toHaveValue('18.03.2026');
  });

  it('moves by week, month and to the week ends', async () => {
    render(<DatePicker {...props} value="2026-04-15" />);
    await userEvent.click(screen.getByRole('button', { name: 'Valitse päivä' }));
    await waitFor(() => expect(day('2026-04-15')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    expect(day('2026-04-08')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('2026-04-12')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('2026-04-06')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day('2026-05-06')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'Toukokuu 2026' })).toBeInTheDocument();
  });

  it('refuses weekends, excluded days and days outside min/max', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...props} value="2026-04-02" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Valitse päivä' }));
    for (const iso of ['2026-04-03', '2026-04-04']) {
      expect(day(iso)).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(day(iso)!);
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Seuraava' })).toBeEnabled();
  });

  it('disables month buttons beyond min and max', async () => {
    render(<DatePicker {...props} value="2026-03-20" />);
    await userEvent.click(screen.getByRole('button', { name: 'Valitse päivä' }));
    expect(screen.getByRole('button', { name: 'Edellinen' })).toBeDisabled();
  });

  it('reports typed text with a reason', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...props} onChange={onChange} name="due" />);
    const input = screen.getByRole('textbox', { name: 'Uusi eräpäivä' });
    expect(input).toHaveAttribute('name', 'due');
    await userEvent.type(input, 'huomenna');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null, { text: 'huomenna', reason: 'invalid' });
  });
});
