import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('shows after scrolling beyond 400 px and scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { container } = render(<ScrollToTop label="Alkuun" />);
    const anchor = container.firstElementChild!;
    expect(anchor).toHaveAttribute('data-state', 'hidden');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 401, configurable: true });
      fireEvent.scroll(window);
    });
    expect(anchor).toHaveAttribute('data-state', 'visible');
    // jsdom does not apply the wide-screen media query that shows the button.
    fireEvent.click(screen.getByRole('button', { name: 'Alkuun', hidden: true }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('can be fixed visible', () => {
    const { container } = render(<ScrollToTop label="Alkuun" visible />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'visible');
  });
});
