import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withEarlyRead, type EarlyReadScope } from '../lib/early-read';

/** The inline script exactly as the build puts it in the page (vite.config.ts `earlyRead`). */
const inlineScript = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'early-read.inline.js'),
  'utf8',
);
const runInlineScript = () => new Function(inlineScript)();
const scope = globalThis as EarlyReadScope;
const HOUR = 60 * 60 * 1000;

describe('the page’s early debtor read (issue 27)', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.clear();
    delete scope.__portalEarlyReads;
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchSpy.mockClear();
  });

  it('does nothing for a signed-out visitor', () => {
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scope.__portalEarlyReads).toBeUndefined();
  });

  it.each([
    ['an expired session', { token: 't', expiresAt: Date.now() - 1000, authType: 0 }],
    ['one the client refreshes first', { token: 't', expiresAt: Date.now() + 10 * 60_000 }],
    ['a malformed one', { token: 42, expiresAt: Date.now() + HOUR }],
  ])('does nothing for %s', (_name, stored) => {
    localStorage.setItem('portal.session', JSON.stringify(stored));
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does nothing and throws nothing when storage holds no JSON', () => {
    localStorage.setItem('portal.session', '{not json');
    expect(runInlineScript).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the stored token only to this origin’s debtor read, in the header', () => {
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'secret-token', expiresAt: Date.now() + HOUR, authType: 2 }),
    );
    runInlineScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    // A path, not a URL: the request cannot leave the page's origin.
    expect(url).toBe('/api/debtor');
    expect(init.headers).toEqual({
      Authorization: 'Bearer secret-token',
      'Cache-Control': 'no-cache',
    });
    expect(init.credentials).toBe('same-origin');
    expect(scope.__portalEarlyReads).toEqual([
      expect.objectContaining({ path: '/api/debtor', authorization: 'Bearer secret-token' }),
    ]);
  });

  it('starts the help page’s FAQ read for every visitor, without the token', () => {
    window.history.replaceState(null, '', '/help');
    runInlineScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/faq');
    expect(init.headers).toEqual({ 'Cache-Control': 'no-cache' });
    expect(scope.__portalEarlyReads).toEqual([
      expect.objectContaining({ path: '/api/faq', authorization: null }),
    ]);

    // Signed in, the help page also reads the debtor, and only that read carries the token.
    delete scope.__portalEarlyReads;
    fetchSpy.mockClear();
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'secret-token', expiresAt: Date.now() + HOUR, authType: 2 }),
    );
    runInlineScript();
    const sent = fetchSpy.mock.calls as unknown as [string, RequestInit][];
    expect(sent.map(([path, init]) => [path, init.headers])).toEqual([
      ['/api/faq', { 'Cache-Control': 'no-cache' }],
      ['/api/debtor', { Authorization: 'Bearer secret-token', 'Cache-Control': 'no-cache' }],
    ]);
  });
});

describe('withEarlyRead', () => {
  const request = (path: string, token: string, method = 'GET') =>
    new Request(`http://portal.test${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    });
  const early = (response: Promise<Response>) => ({
    path: '/api/debtor',
    authorization: 'Bearer a' as string | null,
    response,
  });

  it('answers the first matching read with the early one, once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.resolve(new Response('early')))],
    };
    const send = withEarlyRead(network, local);
    expect(await (await send(request('/api/debtor', 'a'))).text()).toBe('early');
    expect(await (await send(request('/api/debtor', 'a'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another token', request('/api/debtor', 'b')],
    ['another path', request('/api/payments/pending', 'a')],
    ['another method', request('/api/debtor', 'a', 'POST')],
  ])('leaves %s to the network and keeps the early read', async (_name, other) => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.resolve(new Response('early')))],
    };
    expect(await (await withEarlyRead(network, local)(other)).text()).toBe('network');
    expect(local.__portalEarlyReads).toHaveLength(1);
  });

  it('answers a public read whatever token the request carries, once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const faq = {
      path: '/api/faq',
      authorization: null,
      response: Promise.resolve(new Response('early faq')),
    };
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.resolve(new Response('early'))), faq],
    };
    const send = withEarlyRead(network, local);
    expect(await (await send(request('/api/faq', 'b'))).text()).toBe('early faq');
    expect(await (await send(request('/api/faq', 'b'))).text()).toBe('network');
    // The debtor read is still there for its own request.
    expect(await (await send(request('/api/debtor', 'a'))).text()).toBe('early');
    expect(local.__portalEarlyReads).toHaveLength(0);
  });

  it('asks the network when the early read failed', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const local: EarlyReadScope = {
      __portalEarlyReads: [early(Promise.reject(new TypeError('offline')))],
    };
    expect(await (await withEarlyRead(network, local)(request('/api/debtor', 'a'))).text()).toBe(
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
