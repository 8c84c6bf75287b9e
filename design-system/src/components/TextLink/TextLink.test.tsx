import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('renders a link named by its text', () => {
    render(<TextLink href="/help">Ohjeet</TextLink>);
    expect(screen.getByRole('link', { name: 'Ohjeet' })).toHaveAttribute('href', '/help');
  });

  it('uses the given link renderer with its class', () => {
    render(
      <TextLink
        href="/help"
        standalone
        renderLink={({ href, className, children }) => (
          <a href={`#${href}`} className={className} data-testid="r">
            {children}
          </a>
        )}
      >
        Ohjeet
      </TextLink>,
    );
    expect(screen.getByTestId('r')).toHaveAttribute('href', '#/help');
    expect(screen.getByTestId('r').className).not.toBe('');
  });

  it('passes an aria-label through', () => {
    render(
      <TextLink href="/x" aria-label="Ohjeet, kirjautuminen">
        Ohjeet
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Ohjeet, kirjautuminen' })).toBeInTheDocument();
  });
});
