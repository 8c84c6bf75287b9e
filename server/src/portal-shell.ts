import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import {
  acceptedLanguages,
  CONSENT_COOKIE,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type components,
  type LanguageId,
  type SignedInHint,
} from '@portal/openapi';

import { cookieValue } from './http/cookies';
import { routePattern, type RouteModules } from './route-preloads';

type Announcement = components['schemas']['Announcement'];

/** What the portal's SSR build exports (portal/src/entry-server.tsx). */
interface PortalRenderer {
  prerenderedPages: Record<string, string>;
  /** The signed-in pages that come as a shell, by route pattern; older builds lack it. */
  signedInPages?: Record<string, string>;
  /** The modules each signed-in route needs first (route-preloads.ts); older builds lack it. */
  routeModules?: RouteModules[];
  shellFileOf(language: LanguageId, path: string, signedIn?: SignedInHint): string[];
  /** The built page a rendered page goes in (the login home has its own); older builds lack it. */
  templateOf?(path: string, signedIn?: SignedInHint): string;
  renderDocument(
    template: string,
    options: {
      language: LanguageId;
      path: string;
      consentBanner: boolean;
      announcements: Announcement[];
      signedIn?: SignedInHint;
      withData?: SignedInData;
    },
  ): Promise<string>;
}

/** A signed-in page rendered with its data, for one request (never cached). */
export interface SignedInData {
  /** The path asked for (the shell's `path` is its route pattern). */
  location: string;
  authType: components['schemas']['LoginType'];
  debtor: components['schemas']['DebtorData'];
}

/** Which prerendered page a request gets: a public page, or a signed-in page's shell. */
interface ShellPage {
  /** The public page's path, or the signed-in route's pattern. */
  path: string;
  signedIn?: SignedInHint;
}

/** The nonce placeholder of the built pages (portal/index.html); each answer gets its own. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * CSP hashes of the `style` attributes a rendered page carries (Radix renders a few, such as
 * `outline:none` on a tab list): with `'unsafe-hashes'` the browser allows exactly these values
 * and still blocks every other inline style.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(unescapeAttribute(match[1] ?? ''));
  }
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
}

interface Page {
  html: string;
  styleHashes: string[];
}

export interface ShellAnswer {
  body: Buffer | string;
  encoding: 'br' | 'gzip' | null;
  contentSecurityPolicy: string;
}

/**
 * The prerendered public pages (the login home, help): each language's first-visit page as the
 * build wrote it, and the other variants (announcements shown, cookie choice made) rendered on
 * first request with the portal's SSR build and kept. The page's language follows the portal's
 * rule: the `portal.language` cookie (the stored choice), `Accept-Language`, Finnish.
 */
export class PortalShell {
  private readonly pages = new Map<string, Promise<Page>>();
  private announcementsCache: { at: number; value: Promise<Announcement[]> } | null = null;
  private readonly signedInRoutes: ReadonlyArray<{ path: string; pattern: RegExp }>;

  private constructor(
    private readonly portalDir: string,
    private readonly renderer: PortalRenderer,
    private readonly templates: (file: string) => string,
    private readonly announcements: () => Promise<Announcement[]>,
    private readonly now: () => number,
  ) {
    this.signedInRoutes = Object.keys(renderer.signedInPages ?? {}).map((path) => ({
      path,
      pattern: routePattern(path),
    }));
  }

  /** The shell of a built portal, or null when the build has no server renderer. */
  static async load(
    portalDir: string,
    announcements: () => Promise<Announcement[]>,
    now: () => number = Date.now,
  ): Promise<PortalShell | null> {
    const entry = join(portalDir, '..', 'dist-server', 'entry-server.js');
    if (!existsSync(entry)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as PortalRenderer;
    const read = new Map<string, string>();
    const templates = (file: string) => {
      let template = read.get(file);
      if (template === undefined) {
        template = readFileSync(join(portalDir, file), 'utf8');
        read.set(file, template);
      }
      return template;
    };
    return new PortalShell(portalDir, renderer, templates, announcements, now);
  }

  /** The portal's signed-in routes and the modules each needs first. */
  get routeModules(): readonly RouteModules[] {
    return this.renderer.routeModules ?? [];
  }

  /**
   * The page a request gets, or null (the plain index.html): a public page by its path; a
   * signed-in page's shell (top bar and skeleton) when the request carries a live session (the
   * server checked its cookie), so a signed-out visitor is not shown a signed-in page's frame on
   * its way to the login page.
   */
  pageFor(path: string, signedIn: SignedInHint | null): ShellPage | null {
    if (Object.hasOwn(this.renderer.prerenderedPages, path)) return { path };
    if (!signedIn) return null;
    const route = this.signedInRoutes.find(({ pattern }) => pattern.test(path));
    return route ? { path: route.path, signedIn } : null;
  }

  /** The built page (index.html, or the login home's login.html) a page is rendered into. */
  private templateOf(path: string, signedIn?: SignedInHint): string {
    return this.templates(this.renderer.templateOf?.(path, signedIn) ?? 'index.html');
  }

  /** Announcements valid now, read at most every 30 s (they change rarely). */
  private currentAnnouncements(): Promise<Announcement[]> {
    const now = this.now();
    if (!this.announcementsCache || now - this.announcementsCache.at > 30_000) {
      const value = this.announcements().catch(() => []);
      this.announcementsCache = { at: now, value };
    }
    return this.announcementsCache.value;
  }

  private page(
    language: LanguageId,
    { path, signedIn }: ShellPage,
    consentBanner: boolean,
    items: Announcement[],
  ) {
    const key = `${language} ${path} ${signedIn ?? '-'} ${consentBanner} ${createHash('sha256')
      .update(JSON.stringify(items))
      .digest('base64')}`;
    let page = this.pages.get(key);
    if (!page) {
      const file = join(this.portalDir, ...this.renderer.shellFileOf(language, path, signedIn));
      // The build prerendered each public page with the cookie banner, each signed-in shell
      // without (a returning debtor has made the choice); other variants are rendered here.
      const prerendered = consentBanner === !signedIn && items.length === 0 && existsSync(file);
      page = (
        prerendered
          ? Promise.resolve(readFileSync(file, 'utf8'))
          : this.renderer.renderDocument(this.templateOf(path, signedIn), {
              language,
              path,
              consentBanner,
              announcements: items,
              ...(signedIn ? { signedIn } : {}),
            })
      ).then((html) => ({ html, styleHashes: styleAttributeHashes(html) }));
      // A bounded cache: announcements change a few times a year, so old variants are dropped.
      if (this.pages.size >= 64) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
      page.catch(() => this.pages.delete(key));
    }
    return page;
  }

  /**
   * A signed-in page with the debtor's data in its HTML and boot data, rendered for this request
   * only: personal, so it is never kept.
   */
  private async pageWithData(
    language: LanguageId,
    { path, signedIn }: ShellPage,
    consentBanner: boolean,
    withData: SignedInData,
  ): Promise<Page> {
    const html = await this.renderer.renderDocument(this.templateOf(path, signedIn), {
      language,
      path,
      consentBanner,
      announcements: [],
      ...(signedIn ? { signedIn } : {}),
      withData,
    });
    return { html, styleHashes: styleAttributeHashes(html) };
  }

  /**
   * The page for a request (`pageFor`): its language, variant, nonce, policy and compression;
   * `head` (the route's modulepreload links) goes at the end of its head, `headStart` (the
   * session's state, which the head's inline script reads) at its start.
   */
  async answer(
    page: ShellPage,
    headers: { cookie?: string; 'accept-language'?: string; 'accept-encoding'?: string },
    nonce: string,
    policy: string,
    head = '',
    headStart = '',
    withData?: SignedInData,
  ): Promise<ShellAnswer> {
    const language = preferredLanguage(
      cookieValue(headers.cookie, LANGUAGE_COOKIE),
      acceptedLanguages(headers['accept-language']),
    );
    const consentBanner = cookieValue(headers.cookie, CONSENT_COOKIE) === undefined;
    const items = page.path === '/' && !page.signedIn ? await this.currentAnnouncements() : [];
    const { html, styleHashes } = withData
      ? await this.pageWithData(language, page, consentBanner, withData)
      : await this.page(language, page, consentBanner, items);
    const withHead = withHeadParts(html, headStart, head);
    const body = withHead.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    const contentSecurityPolicy = pagePolicy(policy, nonce, styleHashes);
    const accepted = headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      const compressed = await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      return { body: compressed, encoding: 'br', contentSecurityPolicy };
    }
    if (/\bgzip\b/.test(accepted)) {
      return { body: await gzipAsync(body, { level: 6 }), encoding: 'gzip', contentSecurityPolicy };
    }
    return { body, encoding: null, contentSecurityPolicy };
  }
}

/** `start` right after the page's `<head>`, `end` right before its `</head>`. */
export function withHeadParts(html: string, start: string, end: string): string {
  const opened = start ? html.replace(/<head(\s[^>]*)?>/, (tag) => `${tag}${start}`) : html;
  return end ? opened.replace('</head>', () => `  ${end}\n  </head>`) : opened;
}

/**
 * The page's policy: the response's nonce for the inlined stylesheet (and Radix's one <style>)
 * and for the page's one inline script (the early debtor read), and the hashes of the
 * page's own style attributes; nothing else inline is allowed.
 */
export function pagePolicy(policy: string, nonce: string, styleHashes: string[]): string {
  const withNonce = policy
    .replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`)
    .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
  if (styleHashes.length === 0) return withNonce;
  return `${withNonce};style-src-attr 'unsafe-hashes' ${styleHashes.join(' ')}`;
}
