import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, FAKE_API_ORIGIN, type FakeApi, ok } from '../../test/fake-api';
import { removePageSession, signInPage } from '../../test/page-session';
import { reauthFeature, reauthReturned } from './reauth';

const minute = 60_000;
/** The return's saga ends by going to the front page, whatever the answer. */
const navigated = (navigate: ReturnType<typeof vi.fn>) =>
  vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true }));

/**
 * The contract-typed fake API on a browser holding a case-number session (its cookie `weak`):
 * `answer` adds the routes a test needs; the debtor read is refused (status 1), which these tests
 * do not look at. `calls` lists each call with its path and the session cookie it carried.
 */
function fakeBackend(answer: (api: FakeApi) => void = () => {}) {
  const api = createFakeApi().on('get', '/api/debtor', () =>
    ok({ status: 1, ErrorCode: null, responseObject: null }),
  );
  api.setSession('weak');
  answer(api);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  // The page the server sent for that session.
  signInPage(document, { LoginType: 2, expires_in: 29 * 60 });
});
afterEach(() => removePageSession(document));

describe('re-authentication return (overall-situation prompt, login type 6)', () => {
  const returned = { code: 'c', state: 's', sessionState: null, errorDescription: null };
  const weak = {
    session: {
      status: 'signedIn' as const,
      expiresAt: Date.now() + 29 * minute,
      authType: 2 as const,
      refreshing: false,
      loginError: null,
      consent: null,
      lastActivityAt: null,
    },
  };

  it('confirms as login type 6 in the weak session, widens it and reloads the debtor', async () => {
    let body: unknown;
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', (request) => {
        body = request.body;
        // A wider session: the server sets a new cookie.
        api.setSession('strong');
        return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
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
    const before = store.getState().session.expiresAt!;
    store.dispatch(reauthReturned(returned));
    await navigated(navigate);
    // The debtor's data loads again, in the wider session.
    await vi.waitFor(() =>
      expect(backend.callsTo('get', '/api/debtor').at(-1)?.session).toBe('strong'),
    );
    expect(body).toMatchObject({ LoginType: 6, code: 'c', state: 's' });
    expect(backend.callsTo('post', '/api/authentication/confirm')[0]?.session).toBe('weak');
    expect(store.getState().session).toMatchObject({ status: 'signedIn', authType: 6 });
    // Thirty minutes from the confirmation, where the weak session had 29 left.
    expect(store.getState().session.expiresAt).toBeGreaterThan(before);
  });

  it.each([
    [3, 'error.login.mismatch'],
    ['Cancel', 'error.login.2'],
  ] as const)('answer %s keeps the weak session and shows %s', async (code, text) => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', () =>
        ok({ status: 1, ErrorCode: code, expires_in: null }),
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
    /** The session's end as the page gave it. */
    const before = store.getState().session.expiresAt;
    store.dispatch(reauthReturned(returned));
    await navigated(navigate);
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 2,
      expiresAt: before,
      loginError: null,
    });
    expect(store.getState().messages.current?.text).toBe(text);
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
    await navigated(navigate);
    expect(backend.calls.map((c) => c.path)).not.toContain('/api/authentication/confirm');
    expect(store.getState().messages.current?.text).toBe('error.login.2');
    expect(store.getState().session).toMatchObject({ status: 'signedIn', authType: 2 });
  });
});
