import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  it('says once that the page is loading; its shapes are hidden', () => {
    const { container } = render(<PageSkeleton layout="debt" label="Ladataan…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('[data-state="animated"]');
    expect(shapes.length).toBeGreaterThan(5);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has a shape per layout and can be still', () => {
    for (const layout of ['debt', 'cards', 'table', 'details'] as const) {
      const { container, unmount } = render(
        <PageSkeleton layout={layout} label="Ladataan…" animated={false} data-testid="p" />,
      );
      expect(screen.getByTestId('p')).toHaveAttribute('data-layout', layout);
      expect(container.querySelectorAll('[data-state="animated"]')).toHaveLength(0);
      expect(container.querySelectorAll('[data-state="static"]').length).toBeGreaterThan(5);
      unmount();
    }
  });
});
