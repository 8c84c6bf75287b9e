import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('is the main landmark with a level-one heading and a link home', () => {
    render(
      <NotFound
        title="Sivua ei löytynyt"
        text="Ei ole."
        actionLabel="Etusivulle"
        data-testid="n"
      />,
    );
    expect(screen.getByRole('main')).toBe(screen.getByTestId('n'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/');
  });
});
