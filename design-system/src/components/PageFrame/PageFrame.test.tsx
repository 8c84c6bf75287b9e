import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MainContent } from '../MainContent';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('holds the page regions in order', () => {
    render(
      <PageFrame data-testid="f">
        <header>Ylä</header>
        <MainContent id="content">Sisältö</MainContent>
        <footer>Ala</footer>
      </PageFrame>,
    );
    const frame = screen.getByTestId('f');
    expect([...frame.children].map((child) => child.tagName)).toEqual(['HEADER', 'MAIN', 'FOOTER']);
  });

  it('passes native props through', () => {
    render(<PageFrame data-testid="x" id="own" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
