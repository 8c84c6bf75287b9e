import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources, type LanguageId } from '@portal/translations';
import { renderPage, type RenderOptions } from '../entry-server';
import { startPortal } from './start';
import { paths } from '../lib/paths';
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

function mockScreen(small: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: small && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function hydrate(
  rendered: RenderOptions,
  shown: { language: LanguageId; consentBanner: boolean },
) {
  const { html, boot } = await renderPage(rendered);
  // The store reads the cookie choice from local storage, as in the browser.
  if (!shown.consentBanner) {
    localStorage.setItem('portal.consent', JSON.stringify({ cookies: false, tracking: false }));
  }
  // Server and client rendering share React's context slots; in a browser they never meet, but
  // here the server renderer leaves its last providers' values in place (the client would then
  // see a router around its router). An empty render on the server side puts them back.
  await new Response((await prerender(<></>)).prelude).text();
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', rendered.path);
  const container = document.getElementById('root')!;
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    const message = args.map(String).join(' ');
    // The same sharing, reported by React's development build; not about the page.
    if (message.startsWith('Detected multiple renderers concurrently rendering')) return;
    errors.push(message);
  });
  let how: string | undefined;
  await act(async () => {
    how = await startPortal({
      container,
      // The boot data claims what the browser shows, whatever the HTML is.
      boot: {
        ...boot,
        language: shown.language,
        consentBanner: shown.consentBanner,
        messages: resources[shown.language],
      },
      language: shown.language,
      consentBanner: shown.consentBanner,
      session: null,
      location: { pathname: rendered.path, hash: '' },
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  consoleError.mockRestore();
  return { how, errors, container };
}

// Testing Library sets this for its own render; these tests call React's roots directly.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
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
