import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@portal/openapi/money';
import { BalanceChart } from './BalanceChart';
import { CompositionChart } from './CompositionChart';
import { balanceSchedule } from './chart-geometry';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;
const texts = {
  showTable: 'Show table',
  hideTable: 'Hide table',
  tableCaption: 'Balance after each instalment',
};

function balance() {
  return render(
    <BalanceChart
      {...texts}
      legendLabel="Lines"
      title="Your debt month by month"
      summary="Paid off in 3 months."
      series={[
        {
          id: 'a',
          name: '40 a month',
          balances: balanceSchedule(cents(10000), cents(4000)),
          chosen: true,
        },
        { id: 'b', name: '60 a month', balances: balanceSchedule(cents(10000), cents(6000)) },
      ]}
      monthLabel={(m) => (m === 0 ? 'Now' : `Month ${m}`)}
      formatAmount={euros}
      monthHeader="Month"
      keyboardHint="Arrow keys move"
    />,
  );
}

describe('BalanceChart', () => {
  it('is one named tab stop described by its summary, with a legend of every line', async () => {
    balance();
    const plot = screen.getByRole('group', { name: 'Your debt month by month' });
    expect(plot).toHaveAccessibleDescription(/Paid off in 3 months\./);
    expect(screen.getByRole('list', { name: 'Lines' })).toHaveTextContent('40 a month60 a month');
    await userEvent.tab();
    expect(plot).toHaveFocus();
  });

  it('reads out the point the arrow keys move to, across months and lines', async () => {
    balance();
    const readout = screen.getByTestId('balance-readout');
    expect(readout).toHaveAttribute('aria-live', 'polite');
    await userEvent.tab();
    expect(readout).toHaveTextContent('40 a month: Now, 100.00 €');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(readout).toHaveTextContent('40 a month: Month 2, 20.00 €');
    await userEvent.keyboard('{ArrowDown}');
    expect(readout).toHaveTextContent('60 a month: Month 2, 0.00 €');
    // The shorter line ends at month 2: End and further right stay on its last point.
    await userEvent.keyboard('{ArrowRight}');
    expect(readout).toHaveTextContent('60 a month: Month 2, 0.00 €');
    await userEvent.keyboard('{ArrowUp}{End}');
    expect(readout).toHaveTextContent('40 a month: Month 3, 0.00 €');
    await userEvent.keyboard('{Home}');
    expect(readout).toHaveTextContent('40 a month: Now, 100.00 €');
  });

  it('draws the plot at its own width from the first render, not at the fallback width', () => {
    // A 390 px screen: the plot is 358 px wide. jsdom has no ResizeObserver, so only the
    // measure at mount can give the width (the chart used to wait for the observer).
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, 358, 240));
    try {
      balance();
      const svg = screen.getByTestId('balance-plot').querySelector('svg');
      expect(svg).toHaveAttribute('width', '358');
    } finally {
      rect.mockRestore();
    }
  });

  it('tells the lines apart by dash as well as colour', () => {
    const { container } = balance();
    const dashes = [...container.querySelectorAll('path[data-line]')].map((p) =>
      p.getAttribute('stroke-dasharray'),
    );
    expect(dashes).toEqual([null, '7 4']);
  });

  it('shows the figures as a table behind a disclosure, a column per line', async () => {
    balance();
    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide table');
    const table = screen.getByRole('table', { name: 'Balance after each instalment' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      '40 a month',
      '60 a month',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Month 3' }).parentElement).toHaveTextContent(
      'Month 30.00 €–',
    );
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
  });
});

describe('CompositionChart', () => {
  function composition(otherCents = cents(0)) {
    return render(
      <CompositionChart
        {...texts}
        title="What the debt is made of"
        summary="The debt comes to 325.80 €."
        bars={[
          {
            title: 'Parts of the debt',
            parts: [
              { id: 'principal', label: 'Principal', cents: cents(28000), pattern: 'solid' },
              { id: 'interest', label: 'Interest', cents: cents(1230), pattern: 'stripes' },
              { id: 'collection', label: 'Collection costs', cents: cents(3350), pattern: 'dots' },
              { id: 'other', label: 'Other costs', cents: otherCents, pattern: 'hatch' },
            ],
          },
          {
            title: 'Plan',
            parts: [
              { id: 'paid', label: 'Paid', cents: cents(4500), pattern: 'paid' },
              { id: 'left', label: 'Left', cents: cents(28080), pattern: 'left' },
            ],
          },
        ]}
        formatAmount={euros}
        partHeader="Part"
        amountHeader="Amount"
      />,
    );
  }

  it('names each bar by its parts and amounts, leaving out a part of 0', () => {
    composition();
    const [debt, plan] = screen.getAllByRole('img');
    expect(debt).toHaveAccessibleName(
      'Principal 280.00 €, Interest 12.30 €, Collection costs 33.50 €',
    );
    expect(plan).toHaveAccessibleName('Paid 45.00 €, Left 280.80 €');
    expect(screen.queryByText('Other costs')).toBeNull();
  });

  it('lists each part as text with its amount, and every part in the table', async () => {
    composition(cents(500));
    expect(screen.getByText('Other costs').closest('dt')?.nextElementSibling).toHaveTextContent(
      '5.00 €',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('rowheader', { name: 'Plan: Left' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
  });

  it('gives each drawn part a width from its share', () => {
    const { container } = composition();
    const widths = [...container.querySelectorAll<HTMLElement>('[data-bar="0"] [data-part]')].map(
      (part) => part.style.flex,
    );
    expect(widths).toEqual([
      '0 0 calc(85.9% - 2px)',
      '0 0 calc(3.8% - 2px)',
      '0 0 calc(10.3% - 2px)',
    ]);
  });
});
