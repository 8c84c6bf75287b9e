import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cents } from '@portal/openapi/money';
import { SummaryCard } from './SummaryCard';

const labels = {
  title: 'Yhteenveto',
  amountLeft: 'Jäljellä',
  openDebts: 'Avoimia',
  withPlan: 'Suunnitelmassa',
};

describe('SummaryCard', () => {
  it('is a region named by its title with the three figures', () => {
    render(
      <SummaryCard
        leftCents={cents(123456)}
        openCount={3}
        withPlanCount={1}
        labels={labels}
        locale="en-US"
      />,
    );
    const region = screen.getByRole('region', { name: 'Yhteenveto' });
    expect(region).toHaveTextContent('€1,234.56');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Jäljellä',
      'Avoimia',
      'Suunnitelmassa',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '€1,234.56',
      '3',
      '1',
    ]);
  });

  it('renders the actions and passes native props through', () => {
    render(
      <SummaryCard
        leftCents={cents(0)}
        openCount={0}
        withPlanCount={0}
        labels={labels}
        locale="fi-FI"
        actions={<button type="button">Maksa kaikki</button>}
        data-testid="s"
      />,
    );
    expect(screen.getByRole('button', { name: 'Maksa kaikki' })).toBeInTheDocument();
    expect(screen.getByTestId('s')).toBeInTheDocument();
  });
});
