import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';

const items = [{ label: 'Etusivu', href: '/front-page' }, { label: 'Velka' }];

describe('Breadcrumb', () => {
  it('links the way back and marks the current page', () => {
    render(<Breadcrumb aria-label="Olet tässä" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Olet tässä' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('href', '/front-page');
    expect(screen.getByText('Velka')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('uses the given link renderer and passes native props through', () => {
    render(
      <Breadcrumb
        aria-label="x"
        items={items}
        data-testid="b"
        renderLink={({ href, children }) => <a href={`#${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/front-page');
    expect(screen.getByTestId('b')).toBeInTheDocument();
  });
});
