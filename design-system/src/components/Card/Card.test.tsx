import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading when rendered as a section', () => {
    render(
      <Card as="section" heading="Apua" headingLevel={3}>
        Teksti
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Apua' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Apua' })).toHaveTextContent('Teksti');
  });

  it('is an article with a footer', () => {
    render(
      <Card as="article" heading="Velka" footer={<button type="button">Maksa</button>}>
        x
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Velka' })).toContainElement(
      screen.getByRole('button', { name: 'Maksa' }),
    );
  });

  it('passes native props through', () => {
    render(<Card data-testid="c" id="own" />);
    expect(screen.getByTestId('c')).toHaveAttribute('id', 'own');
  });
});
