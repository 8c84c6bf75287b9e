import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationDrawer } from './NavigationDrawer';

describe('NavigationDrawer', () => {
  it('is a dialog named by its title with links and buttons', async () => {
    const onLogout = vi.fn();
    render(
      <NavigationDrawer
        defaultOpen
        title="Valikko"
        closeLabel="Sulje"
        id="drawer"
        items={[
          { label: 'Tietosuoja', href: '/privacy' },
          { label: 'Kirjaudu ulos', onSelect: onLogout },
        ]}
      >
        <p>Kieli</p>
      </NavigationDrawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Valikko' });
    expect(drawer).toHaveAttribute('id', 'drawer');
    expect(screen.getByRole('link', { name: 'Tietosuoja' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('closes from its named close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <NavigationDrawer open onOpenChange={onOpenChange} title="Valikko" closeLabel="Sulje" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lists the main navigation first in a named landmark, the current page marked', () => {
    render(
      <NavigationDrawer
        defaultOpen
        title="Valikko"
        closeLabel="Sulje"
        navLabel="Päävalikko"
        navItems={[
          { label: 'Etusivu', href: '/front-page', current: true },
          { label: 'Apua', href: '/help' },
        ]}
        items={[{ label: 'Tietosuoja', href: '/privacy' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Etusivu', 'Apua', 'Tietosuoja']);
    expect(nav).toContainElement(links[1]!);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });
});
