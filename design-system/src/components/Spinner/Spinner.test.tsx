import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing its label, hidden or shown', () => {
    const { rerender } = render(<Spinner label="Ladataan…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    rerender(<Spinner label="Ladataan…" showLabel />);
    expect(screen.getByText('Ladataan…')).toBeVisible();
  });

  it('passes native props through', () => {
    render(<Spinner label="x" data-testid="s" aria-live="assertive" />);
    expect(screen.getByTestId('s')).toHaveAttribute('aria-live', 'assertive');
  });
});
