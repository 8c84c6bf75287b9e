import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { hydrate, mockScreen, unmountAll } from '../test/hydrate';
import type { Announcement } from '../features/announcements/slice';

/**
 * The prerendered pages hydrate in every language, on a phone and on a desktop, without a single
 * mismatch: React (development build) reports any difference in text or attributes through
 * console.error or onRecoverableError, and either one fails the test.
 */
const announcements: Announcement[] = [
  {
    contents: [
      { locale: 'fi-FI', title: 'Huoltokatko', text: '<p>Klo <strong>2–4</strong>.</p>' },
      { locale: 'sv-SE', title: 'Underhåll', text: '<p>Kl. <strong>2–4</strong>.</p>' },
      { locale: 'en-US', title: 'Maintenance', text: '<p>From <a href="/help">2 to 4</a>.</p>' },
    ],
  },
];

// Testing Library sets this for its own render; these tests call React's roots directly.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe.each(['fi', 'se', 'en'] as const)('the prerendered pages in %s', (language) => {
  it.each([
    ['the login home on a phone', paths.home.getHref(), true],
    ['the login home on a desktop', paths.home.getHref(), false],
    ['help on a phone', paths.help.getHref(), true],
  ] as const)('%s hydrate without a mismatch', async (_name, path, small) => {
    mockScreen(small);
    const { how, errors, container } = await hydrate(
      { language, path, consentBanner: true, announcements },
      { language, consentBanner: true },
    );
    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).not.toBeNull();
    // After hydration only the variant for this width stays: a phone has no login form inline.
    if (path === paths.home.getHref()) {
      expect(container.querySelectorAll('form').length).toBe(small ? 0 : 1);
    }
  });
});

describe('the hydration check itself', () => {
  it('reports a page rendered in another language', async () => {
    mockScreen(false);
    const { errors } = await hydrate(
      { language: 'fi', path: paths.home.getHref(), consentBanner: true, announcements: [] },
      { language: 'en', consentBanner: true },
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('reports a page rendered with the cookie banner for a browser that has chosen', async () => {
    mockScreen(false);
    const { errors } = await hydrate(
      { language: 'fi', path: paths.home.getHref(), consentBanner: true, announcements: [] },
      { language: 'fi', consentBanner: false },
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
