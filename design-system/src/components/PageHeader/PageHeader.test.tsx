import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

const breadcrumb = {
  'aria-label': 'Olet tässä',
  items: [{ label: 'Etusivu', href: '/front-page' }, { label: 'Velka' }],
};
const back = { href: '/front-page', label: 'Takaisin etusivulle' };

describe('PageHeader', () => {
  it('renders the page title as the one h1', () => {
    render(<PageHeader title="Ohjeet" headingId="help-title" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Ohjeet' });
    expect(heading).toHaveAttribute('id', 'help-title');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  // jsdom applies the slots' base `display: none` but no media query, so these queries include
  // hidden elements: what is shown at which width is checked by the stories in a browser.
  it('has both the breadcrumb and the back link in the markup, for CSS to choose', () => {
    const { container } = render(<PageHeader title="Velka" breadcrumb={breadcrumb} back={back} />);
    expect(
      screen.getByRole('navigation', { name: 'Olet tässä', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin etusivulle', hidden: true })).toHaveAttribute(
      'href',
      '/front-page',
    );
    // Each sits in its own slot, which a media query shows or hides.
    expect(container.querySelector('[data-part="breadcrumb"]')).toContainElement(
      screen.getByRole('navigation', { hidden: true }),
    );
    expect(container.querySelector('[data-part="back"]')).toContainElement(
      screen.getByRole('link', { name: 'Takaisin etusivulle', hidden: true }),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('uses the given link renderer for the back link and the breadcrumb', () => {
    render(
      <PageHeader
        title="Velka"
        breadcrumb={breadcrumb}
        back={back}
        renderLink={({ href, children, ...props }) => (
          <a href={`#${href}`} {...props}>
            {children}
          </a>
        )}
      />,
    );
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      expect(link).toHaveAttribute('href', '#/front-page');
    }
  });

  it('passes native props through', () => {
    render(<PageHeader title="a" data-testid="x" id="own" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
