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
import { AppTree } from './app/App';
import { createI18n } from './app/i18n';

import { createAppStore, type RootState } from './app/store-core';
import { initialSessionState } from './features/session/slice';
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

export interface RenderOptions {
  language: LanguageId;
  /** One of `prerenderedPages`. */
  path: string;
  /** Whether the cookie banner is shown (no choice made yet). */
  consentBanner: boolean;
  /** Announcements valid now, their HTML sanitized by the server. */
  announcements: Announcement[];
}

/** The page's markup (waits for its lazily loaded parts) and the CSS it needs. */
export async function renderPage({
  language,
  path,
  consentBanner,
  announcements,
}: RenderOptions): Promise<{ html: string; css: string; title: string; boot: BootData }> {
  const titleKey = prerenderedPages[path];
  if (!titleKey) throw new Error(`${path} is not a prerendered page`);
  const messages = resources[language];
  const i18n = createI18n(language, messages);
  const preloadedState: Partial<RootState> = {
    language: { current: language },
    session: {
      ...initialSessionState,
      consent: consentBanner ? null : { cookies: false, tracking: false },
    },
    announcements: { items: announcements, loaded: true, prerendered: true },
  };
  // No sagas: the server renders the first view only; effects never run here.
  const store = createAppStore({ preloadedState });
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  globalStyles();
  fontFaces();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppTree store={store} i18n={i18n} router={router} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that failed would be left to the browser to render: the page must render whole.
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const html = await new Response(prelude).text();
  const title = i18n.t('app.documentTitle', { page: i18n.t(titleKey) });
  return {
    html,
    css: getCssText(),
    title,
    boot: { language, path, consentBanner, announcements, messages },
  };
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The whole document: the built index.html with the page's language and title, its CSS inlined
 * in a `<style>` carrying the CSP nonce placeholder (the server puts each answer's nonce there),
 * the web fonts the first view uses preloaded, the markup in #root and the boot data after it.
 */
export async function renderDocument(template: string, options: RenderOptions): Promise<string> {
  const { html, css, title, boot: bootData } = await renderPage(options);
  const head = [
    `<style id="portal-css" nonce="__CSP_NONCE__">${css}</style>`,
    ...[fontFiles.regular, fontFiles.bold].map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
  ].join('\n    ');
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot(
    bootData,
  )}</script>`;
  const document = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf[options.language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    ${boot}`);
  if (!document.includes(BOOT_ELEMENT_ID)) throw new Error('index.html has no empty #root');
  return document;
}

/** Where the build writes a prerendered page: path segments under the portal's dist directory. */
export function shellFileOf(language: LanguageId, path: string): string[] {
  const name = path === paths.home.getHref() ? 'index' : path.slice(1);
  return ['shell', language, `${name}.html`];
}
