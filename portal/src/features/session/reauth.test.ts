import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { reauthFeature, reauthReturned } from './reauth';

const minute = 60_000;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A fake backend: records every call and answers by path. */
function fakeBackend(
  overrides: Record<string, (request: Request) => Response | Promise<Response>>,
) {
  const calls: { path: string; auth: string | null }[] = [];
  const routes: Record<string, (request: Request) => Response | Promise<Response>> = {
    '/api/debtor': () => json({ status: 1, ErrorCode: null, responseObject: null }),
    ...overrides,
  };
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, auth: request.headers.get('Authorization') });
    const route = routes[path];
    if (!route) return json({ status: 1, ErrorCode: 'error.server.0', responseObject: null }, 404);
    return route(request);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

beforeEach(() => localStorage.clear());

describe('re-authentication return (overall-situation prompt, login type 6)', () => {
  const returned = { code: 'c', state: 's', sessionState: null, errorDescription: null };
  const weak = {
    session: {
      status: 'signedIn' as const,
      token: 'weak',
      expiresAt: Date.now() + 30 * minute,
      authType: 2 as const,
      refreshing: false,
      loginError: null,
      consent: null,
      lastActivityAt: null,
    },
  };

  it('confirms as login type 6 with the bearer, widens the session and reloads the debtor', async () => {
    let body: unknown;
    const backend = fakeBackend({
      '/api/authentication/confirm': async (request) => {
        body = await request.json();
        return json({ status: 0, ErrorCode: null, access_token: 'strong', expires_in: 1800 });
      },
    });
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: 'http://x',
      navigate,
      preloadedState: weak,
    });
    store.injectSaga(reauthFeature);
    store.dispatch(reauthReturned(returned));
    await settle();
    expect(body).toMatchObject({ LoginType: 6, code: 'c', state: 's' });
    expect(backend.calls.find((c) => c.path === '/api/authentication/confirm')?.auth).toBe(
      'Bearer weak',
    );
    expect(store.getState().session).toMatchObject({ authType: 6, token: 'strong' });
    expect(backend.calls.filter((c) => c.path === '/api/debtor').length).toBeGreaterThan(0);
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
  });

  it.each([
    [3, 'error.login.mismatch'],
    ['Cancel', 'error.login.2'],
  ])('answer %s keeps the weak session and shows %s', async (code, text) => {
    const backend = fakeBackend({
      '/api/authentication/confirm': () =>
        json({ status: 1, ErrorCode: code, access_token: null, expires_in: null }),
    });
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: 'http://x',
      navigate,
      preloadedState: weak,
    });
    store.injectSaga(reauthFeature);
    store.dispatch(reauthReturned(returned));
    await settle();
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 2,
      token: 'weak',
      loginError: null,
    });
    expect(store.getState().messages.current?.text).toBe(text);
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
  });

  it('treats a return without state as cancelled, without calling the server', async () => {
    const backend = fakeBackend({});
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: 'http://x',
      navigate,
      preloadedState: weak,
    });
    store.injectSaga(reauthFeature);
    store.dispatch(reauthReturned({ ...returned, state: null }));
    await settle();
    expect(backend.calls.map((c) => c.path)).not.toContain('/api/authentication/confirm');
    expect(store.getState().messages.current?.text).toBe('error.login.2');
    expect(store.getState().session.token).toBe('weak');
  });
});
