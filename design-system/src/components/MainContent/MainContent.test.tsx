import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MainContent } from './MainContent';

describe('MainContent', () => {
  it('is the main landmark with the id the skip link targets', () => {
    render(
      <MainContent id="content" tabIndex={-1}>
        <h1>Etusivu</h1>
      </MainContent>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading'));
  });

  it("fills the window's height when asked, so the footer starts below the fold", () => {
    const { rerender } = render(<MainContent id="c" fillViewport />);
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe('100vh');
    rerender(<MainContent id="c" />);
    expect(getComputedStyle(screen.getByRole('main')).minHeight).not.toBe('100vh');
  });

  it('passes native props through', () => {
    render(<MainContent id="c" data-testid="x" aria-busy="true" />);
    expect(screen.getByTestId('x')).toHaveAttribute('aria-busy', 'true');
  });
});
