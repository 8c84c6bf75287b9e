import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue } from '../src/http/cookies';
import { PortalShell, styleAttributeHashes } from '../src/portal-shell';

/**
 * The server's side of the prerendered pages: which page a request gets, with what
 * nonce and policy, compressed how. A stand-in for the portal's SSR build records its calls.
 */
let root: string;
const renderer = `
export const prerenderedPages = { '/': 'login.title', '/help': 'help.title' };
export const signedInPages = { '/front-page': 'frontPage.title', '/debt/:orderNr': 'nav.debt' };
export const calls = [];
export function shellFileOf(language, path, signedIn) {
  const name = path === '/' ? 'index' : path.slice(1).replace(/\\/:[^/]+/g, '');
  return ['shell', language, name + (signedIn ? '.' + signedIn : '') + '.html'];
}
export async function renderDocument(template, options) {
  calls.push(options);
  return '<html lang="' + options.language + '"><head></head><style nonce="__CSP_NONCE__"></style>' +
    '<p style="margin-top:16px">rendered ' + options.path + ' banner=' + options.consentBanner +
    ' announcements=' + options.announcements.length + ' signedIn=' + options.signedIn +
    '</p></html>';
}
`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-shell-'));
  mkdirSync(join(root, 'dist', 'shell', 'fi'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist', 'index.html'), '<html><div id="root"></div></html>');
  writeFileSync(
    join(root, 'dist', 'shell', 'fi', 'index.html'),
    '<html lang="fi"><style nonce="__CSP_NONCE__"></style>prebuilt</html>',
  );
  writeFileSync(
    join(root, 'dist', 'shell', 'fi', 'front-page.strong.html'),
    '<html lang="fi"><head></head>prebuilt front page, strong</html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), renderer);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const policy = "default-src 'self';style-src 'self' 'sha256-x'";

async function load(announcements: unknown[] = []) {
  let reads = 0;
  const shell = await PortalShell.load(join(root, 'dist'), async () => {
    reads += 1;
    return announcements as never;
  });
  if (!shell) throw new Error('no shell');
  return { shell, reads: () => reads };
}

async function text(
  shell: PortalShell,
  path: string,
  headers: Record<string, string>,
  nonce = 'NONCE',
  head = '',
) {
  // The tests name the session the server found as `test.session=<kind>` in the cookie.
  const session = /test\.session=(strong|basic)/.exec(headers.cookie ?? '')?.[1] as
    'strong' | 'basic' | undefined;
  const page = shell.pageFor(path, session ?? null);
  if (!page) throw new Error(`no prerendered page for ${path}`);
  const answer = await shell.answer(page, headers, nonce, policy, head);
  const body =
    answer.encoding === 'br'
      ? brotliDecompressSync(answer.body as Buffer).toString()
      : answer.encoding === 'gzip'
        ? gunzipSync(answer.body as Buffer).toString()
        : String(answer.body);
  return { ...answer, body };
}

describe('the prerendered pages the server sends', () => {
  it('handles only the prerendered paths', async () => {
    const { shell } = await load();
    expect(shell.pageFor('/', null)).toEqual({ path: '/' });
    expect(shell.pageFor('/help', 'strong')).toEqual({ path: '/help' });
    expect(shell.pageFor('/front-page', null)).toBeNull();
    expect(shell.pageFor('/profile', 'strong')).toBeNull();
  });

  it('sends a signed-in page’s shell only to a request with a live session', async () => {
    const { shell } = await load();
    // Signed out, or a path of no signed-in route: the plain page.
    expect(shell.pageFor('/debt/2000001/x', 'basic')).toBeNull();
    expect(shell.pageFor('/debt/2000001', 'basic')).toEqual({
      path: '/debt/:orderNr',
      signedIn: 'basic',
    });
    // The returning debtor's usual variant is the one the build wrote; the route's preloads go
    // into its head.
    const strong = await text(
      shell,
      '/front-page',
      { cookie: 'portal.consent=1; test.session=strong' },
      'n',
      '<link rel="modulepreload" href="/a.js" />',
    );
    expect(strong.body).toBe(
      '<html lang="fi"><head>  <link rel="modulepreload" href="/a.js" />\n  </head>' +
        'prebuilt front page, strong</html>',
    );
    // Others are rendered with the kind of session, and never with announcements.
    const basic = await text(shell, '/debt/7000001', {
      cookie: 'portal.consent=1; test.session=basic',
    });
    expect(basic.body).toContain(
      'rendered /debt/:orderNr banner=false announcements=0 signedIn=basic',
    );
    const banner = await text(shell, '/front-page', { cookie: 'test.session=strong' });
    expect(banner.body).toContain(
      'rendered /front-page banner=true announcements=0 signedIn=strong',
    );
  });

  it('picks the language: the stored choice (cookie), else Accept-Language, else Finnish', async () => {
    const { shell } = await load();
    const sv = await text(shell, '/help', { 'accept-language': 'de, sv-FI;q=0.9' });
    expect(sv.body).toContain('lang="se"');
    const en = await text(shell, '/help', {
      cookie: 'x=1; portal.language=en',
      'accept-language': 'sv',
    });
    expect(en.body).toContain('lang="en"');
    const fi = await text(shell, '/help', { 'accept-language': 'de' });
    expect(fi.body).toContain('lang="fi"');
  });

  it('sends the first-visit page the build wrote, with this answer’s nonce', async () => {
    const { shell } = await load();
    const page = await text(shell, '/', {}, 'abc123');
    expect(page.body).toBe('<html lang="fi"><style nonce="abc123"></style>prebuilt</html>');
    expect(page.contentSecurityPolicy).toContain("style-src 'self' 'nonce-abc123' 'sha256-x'");
  });

  it('renders (once) the page for a made cookie choice and for announcements', async () => {
    const { shell } = await load([{ contents: [] }]);
    const first = await text(shell, '/', { cookie: 'portal.consent=1' });
    expect(first.body).toContain('rendered / banner=false announcements=1');
    const again = await text(shell, '/', { cookie: 'portal.consent=1' });
    expect(again.body).toBe(first.body);
    const withBanner = await text(shell, '/', {});
    expect(withBanner.body).toContain('banner=true announcements=1');
    // Help shows no announcements.
    expect((await text(shell, '/help', {})).body).toContain('announcements=0');
  });

  it('reads the announcements at most every 30 seconds', async () => {
    const { shell, reads } = await load();
    await text(shell, '/', {});
    await text(shell, '/', {});
    expect(reads()).toBe(1);
  });

  it('allows exactly the page’s own style attributes by hash', async () => {
    const { shell } = await load([{ contents: [] }]);
    const page = await text(shell, '/', {});
    const hash = createHash('sha256').update('margin-top:16px').digest('base64');
    expect(page.contentSecurityPolicy).toContain(`style-src-attr 'unsafe-hashes' 'sha256-${hash}'`);
  });

  it('compresses with Brotli or gzip as the browser accepts', async () => {
    const { shell } = await load();
    const home = { path: '/' };
    expect(
      (await shell.answer(home, { 'accept-encoding': 'gzip, br' }, 'n', policy)).encoding,
    ).toBe('br');
    expect((await shell.answer(home, { 'accept-encoding': 'gzip' }, 'n', policy)).encoding).toBe(
      'gzip',
    );
    expect((await shell.answer(home, {}, 'n', policy)).encoding).toBeNull();
  });
});

describe('helpers', () => {
  it('reads one cookie', () => {
    expect(cookieValue('a=1; portal.language=se; b=2', 'portal.language')).toBe('se');
    expect(cookieValue('portal.languageX=1', 'portal.language')).toBeUndefined();
    expect(cookieValue(undefined, 'x')).toBeUndefined();
  });

  it('hashes each distinct style attribute once, entities decoded', () => {
    const hashes = styleAttributeHashes(
      '<a style="a:1"></a><b style="a:1"></b><i style="font-family:&quot;X&quot;"></i>',
    );
    const of = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(hashes).toEqual([of('a:1'), of('font-family:"X"')]);
  });
});
