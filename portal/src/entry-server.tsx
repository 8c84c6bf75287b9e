/**
 * The server-side entry: renders a public page (the login home, help) to HTML for one language,
 * with the stylesheet the page uses and the boot data the browser hydrates it with
 * (`main.tsx`). The build prerenders the first-visit pages with it (scripts/prerender.mjs);
 * the server renders other variants (announcements, cookie choice made) with it and caches
 * them (server/src/portal-shell.ts).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { fontFaces, fontFiles, getCssText, globalStyles } from '@portal/design-system';
import { htmlLangOf, resources, type LanguageId } from '@portal/translations';
import type { Schemas, SignedInHint } from '@portal/openapi';
import { AppTree } from './app/App';
import { LoginIsland } from './login/LoginIsland';
import { createTranslator } from './lib/translator';
import { createI18n } from './app/i18n';

import { createAppStore, type RootState } from './app/store-core';
import { initialSessionState } from './features/session/slice';
import { toDebtorModel } from './features/debtor/model';
import { BOOT_ELEMENT_ID, serializeBoot, type BootData } from './app/boot';
import type { Announcement } from './features/announcements/slice';
import { paths } from './lib/paths';

// The server preloads each signed-in page's chunks with the page (server/src/route-preloads.ts).
export { routeModules } from './app/route-modules';

/** The pages rendered on the server, and the message key of each one's title. */
export const prerenderedPages: Readonly<Record<string, 'login.title' | 'help.title'>> = {
  [paths.home.getHref()]: 'login.title',
  [paths.help.getHref()]: 'help.title',
};

/**
 * The signed-in pages that come as HTML with their top bar and skeleton (the
 * data comes after), by route pattern, and the message key of each one's title. The server sends
 * them to a browser whose cookie says it holds a session (`SIGNED_IN_COOKIE`); the portal renders
 * over them once its script has restored the session, in the same shape.
 */
export const signedInPages = {
  [paths.frontPage.path]: 'frontPage.title',
  [paths.debt.path]: 'nav.debt',
  [paths.paymentPlan.path]: 'nav.paymentPlan',
  [paths.payments.path]: 'paymentsPage.title',
  [paths.profile.path]: 'profile.title',
} as const satisfies Record<string, string>;

export interface RenderOptions {
  language: LanguageId;
  /** One of `prerenderedPages`, or with `signedIn` a pattern of `signedInPages`. */
  path: string;
  /**
   * A signed-in page's shell, for a session of this kind (the front page's skeleton is one
   * debt's or a list of debts'). No boot data: the portal renders over it, it does not hydrate.
   */
  signedIn?: SignedInHint;
  /** Whether the cookie banner is shown (no choice made yet). */
  consentBanner: boolean;
  /** Announcements valid now, their HTML sanitized by the server. */
  announcements: Announcement[];
  /**
   * A signed-in page with its data: the path actually asked for (`path` is then its pattern),
   * the session's login type and the debtor's data. Rendered for one request, never cached; the
   * browser hydrates it with the same data.
   */
  withData?: { location: string; authType: Schemas['LoginType']; debtor: Schemas['DebtorData'] };
}

/** The page's markup (waits for its lazily loaded parts) and the CSS it needs. */
export async function renderPage({
  language,
  path,
  consentBanner,
  announcements,
  signedIn,
  withData,
}: RenderOptions): Promise<{ html: string; css: string; title: string; boot: BootData }> {
  const titleKey = signedIn
    ? (signedInPages as Record<string, (typeof signedInPages)[keyof typeof signedInPages]>)[path]
    : prerenderedPages[path];
  if (!titleKey) throw new Error(`${path} is not a prerendered page`);
  const messages = resources[language];
  const i18n = createI18n(language, messages);
  const preloadedState: Partial<RootState> = {
    language: { current: language },
    session: {
      ...initialSessionState,
      // A shell: the page's state before its data; with data, the session's own login type.
      ...(signedIn
        ? {
            status: 'signedIn' as const,
            authType: withData?.authType ?? (signedIn === 'strong' ? 6 : 2),
          }
        : {}),
      consent: consentBanner ? null : { cookies: false, tracking: false },
    },
    announcements: { items: announcements, loaded: true, prerendered: true },
    ...(withData
      ? { debtor: { data: toDebtorModel(withData.debtor), status: 'loaded' as const, error: null } }
      : {}),
  };
  // No sagas: the server renders the first view only; effects never run here.
  const store = createAppStore({ preloadedState });
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={withData?.location ?? (signedIn ? path.replace(/:[^/]+/g, '0') : path)}>
      {children}
    </StaticRouter>
  );
  globalStyles();
  fontFaces();
  // A lazily loaded part that suspends on its first render (a new server's first page) is sent
  // as a hidden template and an inline script that moves it into place, which the page's CSP
  // blocks. Its module is loaded once the render is over, so a second render has nothing left
  // to suspend.
  // The login home is the login page's own script's (login.tsx): rendered as that hydrates it.
  const tree =
    !signedIn && path === paths.home.getHref() ? (
      <LoginIsland
        translator={createTranslator(htmlLangOf[language], messages)}
        language={language}
        consent={consentBanner ? null : { cookies: false, tracking: false }}
        announcements={announcements}
      />
    ) : (
      <AppTree store={store} i18n={i18n} router={router} />
    );
  let html = await renderOnce(tree);
  for (let attempt = 0; attempt < 2 && html.includes(SUSPENDED_PART); attempt++) {
    html = await renderOnce(tree);
  }
  if (html.includes(SUSPENDED_PART)) throw new Error(`${path} suspends on every render`);
  const title = i18n.t('app.documentTitle', { page: i18n.t(titleKey) });
  return {
    html,
    css: getCssText(),
    title,
    boot: {
      language,
      path: withData?.location ?? path,
      consentBanner,
      announcements,
      messages,
      ...(withData ? { signedIn: { authType: withData.authType, debtor: withData.debtor } } : {}),
    },
  };
}

/** What React's static render leaves where a part suspended (moved in place by a script). */
const SUSPENDED_PART = '<template id="B:';

async function renderOnce(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    onError: (error) => void errors.push(error),
    // React moves a large part out of place to stream it early (with an inline script to put
    // it back); a static page wants every part where it belongs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A part that failed would be left to the browser to render: the page must render whole.
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return new Response(prelude).text();
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built page a rendered page goes in: the login home's own (login.html), else index.html. */
export function templateOf(path: string, signedIn?: SignedInHint): 'login.html' | 'index.html' {
  return !signedIn && path === paths.home.getHref() ? 'login.html' : 'index.html';
}

/**
 * The whole document: the built index.html (login.html for the login home, `templateOf`) with the page's language and title, its CSS inlined
 * in a `<style>` carrying the CSP nonce placeholder (the server puts each answer's nonce there),
 * the web fonts the first view uses preloaded, the markup in #root and the boot data after it.
 */
export async function renderDocument(template: string, options: RenderOptions): Promise<string> {
  const { html, css, title, boot: bootData } = await renderPage(options);
  // A signed-in shell is rendered over, not hydrated: its boot data would be bytes for nothing.
  // A signed-in page with its data is hydrated with the data in its boot data.
  const head = [
    `<style id="portal-css" nonce="__CSP_NONCE__">${css}</style>`,
    ...[fontFiles.regular, fontFiles.bold].map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
  ].join('\n    ');
  const boot =
    options.signedIn && !options.withData
      ? ''
      : `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot(bootData)}</script>`;
  const document = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf[options.language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    ${boot}`);
  if (!document.includes(`<div id="root">${html}`))
    throw new Error('index.html has no empty #root');
  return document;
}

/**
 * Where the build writes a prerendered page: path segments under the portal's dist directory
 * (a signed-in shell's name says its kind of session: `front-page.strong.html`).
 */
export function shellFileOf(language: LanguageId, path: string, signedIn?: SignedInHint): string[] {
  const name = path === paths.home.getHref() ? 'index' : path.slice(1).replace(/\/:[^/]+/g, '');
  return ['shell', language, `${name}${signedIn ? `.${signedIn}` : ''}.html`];
}
