import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TwoColumnLayout } from './TwoColumnLayout';

describe('TwoColumnLayout', () => {
  it('puts the start column first in the reading order', () => {
    render(
      <TwoColumnLayout
        data-testid="l"
        start={<section aria-label="Yhteenveto">s</section>}
        end={<section aria-label="Välilehdet">e</section>}
      />,
    );
    const columns = screen.getByTestId('l').children;
    expect(columns).toHaveLength(2);
    expect(columns[0]).toContainElement(screen.getByRole('region', { name: 'Yhteenveto' }));
    expect(columns[1]).toContainElement(screen.getByRole('region', { name: 'Välilehdet' }));
  });

  it('gives each narrow column choice its own class', () => {
    render(
      <>
        <TwoColumnLayout data-testid="a" start="s" end="e" />
        <TwoColumnLayout data-testid="b" narrow="end" start="s" end="e" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });

  it('passes native props through', () => {
    render(<TwoColumnLayout data-testid="x" id="own" start="s" end="e" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
