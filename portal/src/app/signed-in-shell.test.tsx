import { describe, expect, it } from 'vitest';
import { translate } from '@portal/translations';
import { renderDocument, renderPage, shellFileOf, signedInPages } from '../entry-server';
import { routeModules } from './route-modules';
import { isSignedInPage } from './router';
import { BOOT_ELEMENT_ID } from './boot';

/**
 * Each signed-in page comes as HTML with its top bar and the skeleton of what
 * loads, for either kind of session, in each language; the portal renders over it.
 */
const template =
  '<!doctype html><html lang="fi"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('the signed-in shells', () => {
  it('cover the pages whose modules the server preloads, and the portal renders over', () => {
    expect(Object.keys(signedInPages).sort()).toEqual(routeModules.map(({ path }) => path).sort());
    for (const path of Object.keys(signedInPages)) {
      expect(isSignedInPage(path.replace(/:[^/]+/g, '2000001'))).toBe(true);
    }
    expect(isSignedInPage('/help')).toBe(false);
    expect(isSignedInPage('/')).toBe(false);
  });

  it.each(Object.keys(signedInPages))(
    '%s: top bar, heading and skeleton, no data',
    async (path) => {
      for (const signedIn of ['strong', 'basic'] as const) {
        const { html } = await renderPage({
          language: 'en',
          path,
          signedIn,
          consentBanner: false,
          announcements: [],
        });
        const page = document.createElement('div');
        page.innerHTML = html;
        // The signed-in top bar: its logo leads to the front page.
        expect(page.querySelector('header a[href="/front-page"]')).not.toBeNull();
        expect(page.querySelectorAll('main h1')).toHaveLength(1);
        expect(page.querySelector('main [aria-busy="true"] [role="status"]')?.textContent).toMatch(
          /…$/,
        );
        // No cookie banner for a returning debtor, no login form.
        expect(page.querySelector('form')).toBeNull();
      }
    },
  );

  it('reserves the front page header’s rows for the kind of session', async () => {
    const rows = async (signedIn: 'strong' | 'basic') => {
      const { html } = await renderPage({
        language: 'fi',
        path: '/front-page',
        signedIn,
        consentBanner: false,
        announcements: [],
      });
      const page = document.createElement('div');
      page.innerHTML = html;
      return [...page.querySelectorAll('main dl[aria-hidden="true"] dt')].map(
        (dt) => dt.textContent,
      );
    };
    const t = (key: string) => translate('fi', key);
    expect(await rows('basic')).toEqual([t('frontPage.name')]);
    expect(await rows('strong')).toEqual([
      t('frontPage.name'),
      t('frontPage.email'),
      t('frontPage.phone'),
    ]);
  });

  it('comes without boot data, in the page’s language, and in its own file', async () => {
    const document = await renderDocument(template, {
      language: 'se',
      path: '/debt/:orderNr',
      signedIn: 'strong',
      consentBanner: false,
      announcements: [],
    });
    expect(document).not.toContain(BOOT_ELEMENT_ID);
    expect(document).toContain('<html lang="sv"');
    expect(document).toContain(`<title>${translate('se', 'nav.debt')} – `);
    expect(shellFileOf('se', '/debt/:orderNr', 'strong')).toEqual([
      'shell',
      'se',
      'debt.strong.html',
    ]);
    expect(shellFileOf('fi', '/')).toEqual(['shell', 'fi', 'index.html']);
  });

  it('renders only known pages', async () => {
    await expect(
      renderPage({
        language: 'fi',
        path: '/payments/x',
        signedIn: 'basic',
        consentBanner: false,
        announcements: [],
      }),
    ).rejects.toThrow(/not a prerendered page/);
  });
});
