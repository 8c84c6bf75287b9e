import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withEarlyRead, type EarlyReadScope } from '../lib/early-read';
import { removePageSession, signInPage, signOutPage, writePageSession } from '../test/page-session';

/** The inline script exactly as the build puts it in the page (vite.config.ts `earlyRead`). */
const inlineScript = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'early-read.inline.js'),
  'utf8',
);
const runInlineScript = () => new Function(inlineScript)();
const scope = globalThis as EarlyReadScope;

describe('the page’s early debtor read', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.clear();
    delete scope.__portalEarlyReads;
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    removePageSession(document);
    vi.unstubAllGlobals();
    fetchSpy.mockClear();
  });

  it('does nothing on a page without the server’s session block', () => {
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scope.__portalEarlyReads).toBeUndefined();
  });

  it('does nothing for a page the server sent signed out', () => {
    signOutPage(document);
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scope.__portalEarlyReads).toBeUndefined();
  });

  it.each([
    ['less than 25 minutes left (the client extends first)', { expires_in: 25 * 60 - 1 }],
    ['an ended session', { expires_in: 0 }],
    ['"signedIn" not the boolean true', { signedIn: 'true' }],
    ['no lifetime', { expires_in: null }],
  ])('does nothing for %s', (_name, change) => {
    writePageSession(
      document,
      JSON.stringify({ signedIn: true, LoginType: 2, expires_in: 3600, ...change }),
    );
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"signedIn": tr'],
    ['empty', ''],
    ['JSON null', 'null'],
  ])('does nothing and throws nothing when the block is %s', (_name, text) => {
    writePageSession(document, text);
    expect(runInlineScript).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the debtor once, from this origin, with the browser’s cookie and no credential of its own', () => {
    // Exactly 25 minutes left is enough: the client extends only below that.
    signInPage(document, { LoginType: 2, expires_in: 25 * 60 });
    runInlineScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/api/debtor', {
      headers: { 'Cache-Control': 'no-cache' },
      credentials: 'same-origin',
    });
    // A path, not a URL: the request (and the cookie with it) cannot leave the page's origin.
    const [url] = fetchSpy.mock.calls[0] as unknown as [string];
    expect(url.startsWith('/')).toBe(true);
    expect(scope.__portalEarlyReads).toEqual([
      { path: '/api/debtor', response: expect.any(Promise) },
    ]);
  });

  it('starts the help page’s FAQ read for every visitor, and the debtor’s too when signed in', () => {
    window.history.replaceState(null, '', '/help');
    runInlineScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/faq');
    expect(init).toEqual({ headers: { 'Cache-Control': 'no-cache' }, credentials: 'same-origin' });
    expect(scope.__portalEarlyReads).toEqual([{ path: '/api/faq', response: expect.any(Promise) }]);

    delete scope.__portalEarlyReads;
    fetchSpy.mockClear();
    signInPage(document, { LoginType: 0, expires_in: 3600 });
    runInlineScript();
    const sent = fetchSpy.mock.calls as unknown as [string, RequestInit][];
    expect(sent.map(([path]) => path)).toEqual(['/api/faq', '/api/debtor']);
    expect((scope as EarlyReadScope).__portalEarlyReads?.map((read) => read.path)).toEqual([
      '/api/faq',
      '/api/debtor',
    ]);
  });
});

describe('withEarlyRead', () => {
  const request = (path: string, method = 'GET') =>
    new Request(`http://portal.test${path}`, { method });
  const early = (response: Promise<Response>, path = '/api/debtor') => ({ path, response });

  it('answers the first matching read with the early one, once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.resolve(new Response('early')))],
    };
    const send = withEarlyRead(network, local);
    expect(await (await send(request('/api/debtor'))).text()).toBe('early');
    expect(await (await send(request('/api/debtor'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another path', request('/api/payments/pending')],
    ['another method', request('/api/debtor', 'POST')],
  ])('leaves %s to the network and keeps the early read', async (_name, other) => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.resolve(new Response('early')))],
    };
    expect(await (await withEarlyRead(network, local)(other)).text()).toBe('network');
    expect(local.__portalEarlyReads).toHaveLength(1);
  });

  it('hands each early read to its own path, each once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [
        early(Promise.resolve(new Response('early'))),
        early(Promise.resolve(new Response('early faq')), '/api/faq'),
      ],
    };
    const send = withEarlyRead(network, local);
    expect(await (await send(request('/api/faq'))).text()).toBe('early faq');
    expect(await (await send(request('/api/faq'))).text()).toBe('network');
    // The debtor read is still there for its own request.
    expect(await (await send(request('/api/debtor'))).text()).toBe('early');
    expect(local.__portalEarlyReads).toHaveLength(0);
  });

  it('asks the network when the early read failed', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.reject(new TypeError('offline')))],
    };
    expect(await (await withEarlyRead(network, local)(request('/api/debtor'))).text()).toBe(
      'network',
    );
  });
});

describe('taps before the portal has started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.portalStart;
    vi.unstubAllGlobals();
  });

  it('keeps taps on marked elements until the portal starts, then clicks each once more', async () => {
    // Earlier tests ran the inline script in this document too: their observers see a started
    // portal and stop, so only this run's taps are repeated.
    document.documentElement.dataset.portalStart = 'earlier';
    await new Promise((done) => setTimeout(done, 0));
    delete document.documentElement.dataset.portalStart;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    document.body.innerHTML =
      '<button id="login-open" data-early-tap>Kirjaudu</button><button id="other">Muu</button>';
    runInlineScript();
    const open = document.getElementById('login-open')!;
    const other = document.getElementById('other')!;
    const opened = vi.fn();
    const others = vi.fn();
    open.addEventListener('click', opened);
    other.addEventListener('click', others);
    // Before the portal runs, nothing listens but the inline script.
    open.click();
    open.click();
    other.click();
    expect(opened).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(2);

    // Started: the kept tap is clicked once more, the unmarked one is not.
    document.documentElement.dataset.portalStart = 'hydrated';
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(3));
    expect(others).toHaveBeenCalledTimes(1);
    // From now on taps are the portal's own: none is kept or repeated.
    open.click();
    document.documentElement.dataset.portalStart = 'rendered';
    await new Promise((done) => setTimeout(done, 0));
    expect(opened).toHaveBeenCalledTimes(4);
  });
});
