import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cents } from '@portal/openapi/money';
import { CapacityFigures } from './CapacityFigures';

const labels = {
  title: 'Laskelmasi',
  perMonth: 'Kuukaudessa',
  protectedAmount: 'Suojaosuus',
  leaves: 'Jättäisi',
  takes: 'Ottaisi',
  affordable: 'Pystyt maksamaan',
};

describe('CapacityFigures', () => {
  it('is a region named by its title: four pairs, the answer last, then the explanation', () => {
    render(
      <CapacityFigures
        protectedCents={cents(156300)}
        leavesCents={cents(164200)}
        takesCents={cents(15800)}
        affordableCents={cents(15800)}
        labels={labels}
        locale="en-US"
      >
        <p>Why</p>
      </CapacityFigures>,
    );
    const region = screen.getByRole('region', { name: 'Laskelmasi' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Suojaosuus',
      'Jättäisi',
      'Ottaisi',
      'Pystyt maksamaan',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '€1,563.00',
      '€1,642.00',
      '€158.00',
      '€158.00',
    ]);
    expect(region).toHaveTextContent(/Why$/);
  });
});
