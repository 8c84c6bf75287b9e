import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Cents } from '@portal/openapi';
import { renderWithProviders } from '../../test/render';
import { PlanBalanceChart } from './PlanBalanceChart';
import type { PlanFigures } from './model';

const c = (n: number) => n as Cents;

function figures({ interest, cost }: { interest: number; cost: number }): PlanFigures {
  return {
    amount: c(5000),
    rows: [5000, 5000, 2552].map((amount, i) => ({
      sequence: i + 1,
      dueDate: `2027-0${i + 1}-01`,
      amount: c(amount),
      capital: c(amount),
      costs: c(0),
      interest: c(0),
    })),
    totalCapital: c(12552 - interest - cost),
    totalInterest: c(interest),
    totalCost: c(cost),
    minimum: c(4409),
    maxMonths: 12,
    charge: null,
  };
}

describe('PlanBalanceChart', () => {
  it('says that the line starts at the total with interest and costs, when the plan has them', () => {
    renderWithProviders(
      <PlanBalanceChart
        figures={figures({ interest: 3152, cost: 3000 })}
        alternatives={[]}
        locale="fi-FI"
      />,
    );
    expect(
      screen.getByText(/Viiva alkaa summasta 125,52\s€, jossa ovat mukana myös/),
    ).toBeInTheDocument();
    expect(screen.getByText('Maksettavaa kuukausi kuukaudelta')).toBeInTheDocument();
  });

  it('does not say so when the plan adds neither interest nor costs', () => {
    renderWithProviders(
      <PlanBalanceChart
        figures={figures({ interest: 0, cost: 0 })}
        alternatives={[]}
        locale="fi-FI"
      />,
    );
    expect(screen.getByText(/Kun maksat 50,00\s€ kuukaudessa/)).toBeInTheDocument();
    expect(screen.queryByText(/Viiva alkaa summasta/)).not.toBeInTheDocument();
  });
});
