import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { debtStateTone, isEndedDebtState, StateLabel } from './StateLabel';

describe('StateLabel', () => {
  it('shows the state text and exposes its tone', () => {
    render(<StateLabel tone="danger">Oikeudessa</StateLabel>);
    expect(screen.getByText('Oikeudessa')).toHaveAttribute('data-state', 'danger');
  });

  it('adds a hidden check mark for ended states', () => {
    render(
      <StateLabel tone="success" ended>
        Maksettu
      </StateLabel>,
    );
    expect(screen.getByText('Maksettu').querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it.each([
    [4, 'danger', false],
    [8, 'success', true],
    [10, 'success', true],
    [1, 'neutral', false],
  ] as const)('state %i is %s, ended %s', (state, tone, ended) => {
    expect(debtStateTone(state)).toBe(tone);
    expect(isEndedDebtState(state)).toBe(ended);
  });

  it('passes native props through', () => {
    render(
      <StateLabel tone="info" data-testid="s" title="x">
        a
      </StateLabel>,
    );
    expect(screen.getByTestId('s')).toHaveAttribute('title', 'x');
  });
});
