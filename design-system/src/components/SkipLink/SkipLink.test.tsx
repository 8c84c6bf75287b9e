import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is a link to the main content, named by its text, and the first Tab stop', async () => {
    render(
      <>
        <SkipLink href="#content">Siirry sisältöön</SkipLink>
        <button type="button">Valikko</button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Siirry sisältöön' });
    expect(link).toHaveAttribute('href', '#content');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('passes native props through', () => {
    render(
      <SkipLink href="#main" data-testid="x" id="own">
        a
      </SkipLink>,
    );
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
