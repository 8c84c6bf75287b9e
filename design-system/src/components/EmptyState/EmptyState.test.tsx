import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, text and action', () => {
    render(
      <EmptyState
        title="Ei velkoja"
        text="Kaikki maksettu."
        action={<button type="button">OK</button>}
        headingLevel={3}
        data-testid="e"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ei velkoja' })).toBeInTheDocument();
    expect(screen.getByText('Kaikki maksettu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByTestId('e')).toHaveAttribute('data-state', 'done');
  });
});
