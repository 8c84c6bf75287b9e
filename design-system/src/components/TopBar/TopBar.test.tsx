import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar, type TopBarProps } from './TopBar';

const props: TopBarProps = {
  logoText: 'Velkaportaali',
  logoLabel: 'Velkaportaali, etusivulle',
  logoHref: '/front-page',
  navLabel: 'Päävalikko',
  navItems: [
    { label: 'Etusivu', href: '/front-page', current: true },
    { label: 'Maksut', href: '/payments' },
  ],
  contact: { label: 'Ota yhteyttä', onClick: () => {} },
  menu: { label: 'Valikko', expanded: false, onClick: () => {} },
};

describe('TopBar', () => {
  it('is the banner with a named logo link and main navigation', () => {
    const { container } = render(<TopBar {...props} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Velkaportaali, etusivulle' })).toHaveAttribute(
      'href',
      '/front-page',
    );
    // The menu shows from medium screens up; jsdom applies no media queries, hence `hidden`.
    const nav = container.querySelector('nav');
    expect(nav).toHaveAttribute('aria-label', 'Päävalikko');
    expect(nav?.querySelector('[aria-current="page"]')).toHaveTextContent('Etusivu');
  });

  it('has named contact, profile and drawer buttons', async () => {
    const onMenu = vi.fn();
    const onProfile = vi.fn();
    render(
      <TopBar
        {...props}
        profile={{ label: 'Omat tiedot', onClick: onProfile }}
        menu={{ label: 'Valikko', expanded: true, onClick: onMenu, controls: 'drawer' }}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Valikko' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', 'drawer');
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Omat tiedot' }));
    expect(onMenu).toHaveBeenCalled();
    expect(onProfile).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ota yhteyttä' })).toBeInTheDocument();
  });

  it("keeps the profile button's place, hidden, while it is not known whether it shows", () => {
    const { container, rerender } = render(<TopBar {...props} profilePlaceholder="Omat tiedot" />);
    const slot = container.querySelector('[data-topbar-placeholder]');
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(slot).toHaveTextContent('Omat tiedot');
    expect(screen.queryByRole('button', { name: 'Omat tiedot' })).toBeNull();
    rerender(
      <TopBar
        {...props}
        profilePlaceholder="Omat tiedot"
        profile={{ label: 'Omat tiedot', onClick: () => {} }}
      />,
    );
    expect(container.querySelector('[data-topbar-placeholder]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Omat tiedot' })).toBeInTheDocument();
  });

  it('passes native props through', () => {
    render(<TopBar {...props} data-testid="t" />);
    expect(screen.getByTestId('t').tagName).toBe('HEADER');
  });
});
