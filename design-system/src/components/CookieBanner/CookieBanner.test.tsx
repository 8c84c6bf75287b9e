import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  it('is a named region with accept-all, settings and a read-more link', async () => {
    const onAcceptAll = vi.fn();
    const onSettings = vi.fn();
    render(
      <CookieBanner
        title="Evästeet"
        text="Käytämme evästeitä."
        acceptAllLabel="Hyväksy kaikki"
        settingsLabel="Asetukset"
        onAcceptAll={onAcceptAll}
        onSettings={onSettings}
        readMore={{ label: 'Lue lisää', href: '/privacy' }}
        data-testid="c"
      />,
    );
    expect(screen.getByRole('region', { name: 'Evästeet' })).toBe(screen.getByTestId('c'));
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kaikki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asetukset' }));
    expect(onAcceptAll).toHaveBeenCalled();
    expect(onSettings).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Lue lisää' })).toHaveAttribute('href', '/privacy');
  });
});
