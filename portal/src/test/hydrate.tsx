import { act } from 'react';
import { prerender } from 'react-dom/static';
import type { Root } from 'react-dom/client';
import { vi } from 'vitest';
import { resources, type LanguageId } from '@portal/translations';
import { renderPage, type RenderOptions } from '../entry-server';
import { startPortal } from '../app/start';
import { startLogin } from '../login/start-login';
import { paths } from '../lib/paths';
import type { PageSession } from '../features/session/storage';
import { signInPage } from './page-session';

/**
 * Server rendering, then hydration in jsdom, for the hydration tests: React (development build)
 * reports any difference in text or attributes through console.error or onRecoverableError, and
 * `hydrate` answers them as `errors`.
 */
/** The roots the tests started; `unmountAll` ends them (their stores' work with them). */
const roots: Root[] = [];

export function unmountAll(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
}

export function mockScreen(small: boolean) {
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

export async function hydrate(
  rendered: RenderOptions,
  shown: { language: LanguageId; consentBanner: boolean; session?: PageSession },
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
  if (shown.session) {
    signInPage(document, {
      LoginType: shown.session.authType,
      expires_in: Math.floor((shown.session.expiresAt - Date.now()) / 1000),
    });
  }
  const pathname = rendered.withData?.location ?? rendered.path;
  window.history.replaceState(null, '', pathname);
  const container = document.getElementById('root')!;
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    const message = args.map(String).join(' ');
    // The same sharing, reported by React's development build; not about the page.
    if (message.startsWith('Detected multiple renderers concurrently rendering')) return;
    errors.push(message);
  });
  let how: string | undefined;
  // The boot data claims what the browser shows, whatever the HTML is.
  const shownBoot = {
    ...boot,
    language: shown.language,
    consentBanner: shown.consentBanner,
    messages: resources[shown.language],
  };
  if (pathname === paths.home.getHref() && !shown.session) {
    // The login home is hydrated by its own script (login.tsx), as in the browser.
    await act(async () => {
      roots.push(
        startLogin({
          container,
          boot: shownBoot,
          language: shown.language,
          consent: shown.consentBanner ? null : { cookies: false, tracking: false },
          location: { pathname, hash: '' },
          onRecoverableError: (error) => errors.push(error),
        }),
      );
      how = 'hydrated';
    });
  } else {
    await act(async () => {
      how = await startPortal({
        container,
        boot: shownBoot,
        language: shown.language,
        consentBanner: shown.consentBanner,
        session: shown.session ?? null,
        location: { pathname, hash: '' },
        onRecoverableError: (error) => errors.push(error),
        onRoot: (root) => roots.push(root),
      });
    });
  }
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  consoleError.mockRestore();
  return { how, errors, container };
}
