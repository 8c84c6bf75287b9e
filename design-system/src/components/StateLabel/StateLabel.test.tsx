import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StateLabel, stateToneOf } from './StateLabel';

describe('StateLabel', () => {
  it('takes its colour from the contract colorGroup and exposes it', () => {
    render(<StateLabel colorGroup="danger">Oikeudessa</StateLabel>);
    expect(screen.getByText('Oikeudessa')).toHaveAttribute('data-state', 'danger');
  });

  it('adds a hidden check mark for ended states', () => {
    render(
      <StateLabel colorGroup="success" ended>
        Maksettu
      </StateLabel>,
    );
    expect(screen.getByText('Maksettu').querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('has no check mark for open states', () => {
    render(<StateLabel colorGroup="warning">Perinnässä</StateLabel>);
    expect(screen.getByText('Perinnässä').querySelector('svg')).toBeNull();
  });

  it.each([
    ['info', 'info'],
    ['warning', 'warning'],
    ['danger', 'danger'],
    ['neutral', 'neutral'],
    ['success', 'success'],
    ['purple', 'neutral'],
    ['', 'neutral'],
  ] as const)('colorGroup "%s" shows as %s', (colorGroup, tone) => {
    expect(stateToneOf(colorGroup)).toBe(tone);
  });

  it('passes native props through', () => {
    render(
      <StateLabel colorGroup="info" data-testid="s" title="x">
        a
      </StateLabel>,
    );
    expect(screen.getByTestId('s')).toHaveAttribute('title', 'x');
  });
});
