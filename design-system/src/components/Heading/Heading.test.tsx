import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as h%i', (level) => {
    render(<Heading level={level}>Ohjeet</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Ohjeet' }).tagName).toBe(`H${level}`);
  });

  it('looks like a page heading at level 1 and a section heading below it by default', () => {
    render(
      <>
        <Heading level={1}>a</Heading>
        <Heading level={2}>b</Heading>
        <Heading level={2} size="page">
          c
        </Heading>
      </>,
    );
    const [a, b, c] = screen.getAllByRole('heading').map((h) => h.className);
    expect(a).not.toBe(b);
    // Same size variant, so the same classes apart from the level.
    expect(c).toBe(a);
  });

  it('passes native props through', () => {
    render(
      <Heading level={1} id="page-title" data-testid="x" tabIndex={-1}>
        a
      </Heading>,
    );
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'page-title');
    expect(screen.getByTestId('x')).toHaveAttribute('tabindex', '-1');
  });
});
