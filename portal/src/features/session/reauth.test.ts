import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, FAKE_API_ORIGIN, type FakeApi, ok } from '../../test/fake-api';
import { reauthFeature, reauthReturned } from './reauth';

const minute = 60_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The contract-typed fake API: `answer` adds the routes a test needs; the debtor read is
 * refused (status 1), which these tests do not look at. `calls` lists each call with its path and bearer token.
 */
function fakeBackend(answer: (api: FakeApi) => void = () => {}) {
  const api = createFakeApi().on('get', '/api/debtor', () =>
    ok({ status: 1, ErrorCode: null, responseObject: null }),
  );
  answer(api);
  return api;
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
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', (request) => {
        body = request.body;
        return ok({ status: 0, ErrorCode: null, access_token: 'strong', expires_in: 1800 });
      }),
    );
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      navigate,
      preloadedState: weak,
    });
    store.injectSaga(reauthFeature);
    store.dispatch(reauthReturned(returned));
    await settle();
    expect(body).toMatchObject({ LoginType: 6, code: 'c', state: 's' });
    expect(backend.calls.find((c) => c.path === '/api/authentication/confirm')?.token).toBe('weak');
    expect(store.getState().session).toMatchObject({ authType: 6, token: 'strong' });
    expect(backend.calls.filter((c) => c.path === '/api/debtor').length).toBeGreaterThan(0);
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
  });

  it.each([
    [3, 'error.login.mismatch'],
    ['Cancel', 'error.login.2'],
  ] as const)('answer %s keeps the weak session and shows %s', async (code, text) => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', () =>
        ok({ status: 1, ErrorCode: code, access_token: null, expires_in: null }),
      ),
    );
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
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
    const backend = fakeBackend();
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
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
