import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Notice } from './Notice';

describe('Notice', () => {
  it('shows title and text with its tone and no live role by default', () => {
    render(
      <Notice tone="warning" title="Ulosotossa" data-testid="n">
        Maksa ulosottoon.
      </Notice>,
    );
    const notice = screen.getByTestId('n');
    expect(notice).toHaveAttribute('data-state', 'warning');
    expect(notice).toHaveTextContent('UlosotossaMaksa ulosottoon.');
    expect(notice).not.toHaveAttribute('role');
  });

  it('can be an alert or a status', () => {
    const { rerender } = render(<Notice live="alert">Virhe</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Virhe');
    rerender(<Notice live="status">Valmis</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Valmis');
  });
});
