import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ainoVirtanen } from '../../test/fake-portal';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeAnswer,
  type FakeApi,
  ok,
} from '../../test/fake-api';
import {
  consentChosen,
  loggedIn,
  loginRequested,
  logoutRequested,
  sessionContinued,
  userActive,
} from './slice';
import { debtorRequested } from '../debtor/slice';
import { saveConsent } from './storage';
import { selectIsDialogOpen } from '../../lib/dialogs';

/** The idle warning is a dialog of the dialog host: open or not. */
const warningOpen = (store: ReturnType<typeof makeStore>) =>
  selectIsDialogOpen(store.getState(), 'sessionExpiring');

const minute = 60_000;
// The debtor read's answer: a whole debtor as the contract describes it.
const debtorData = ainoVirtanen();

/**
 * The contract-typed fake API with the session's routes answered: logins and refreshes hand out
 * numbered tokens, logout and the debtor read succeed. `answer` adds or replaces routes; `calls`
 * lists each call with its contract path and bearer token.
 */
function fakeBackend(answer: (api: FakeApi) => void = () => {}) {
  let tokenCounter = 0;
  const api = createFakeApi()
    .on('post', '/api/login', () =>
      ok({ status: 0, ErrorCode: null, access_token: `t${++tokenCounter}`, expires_in: 1800 }),
    )
    .on('post', '/api/refresh', () =>
      ok({ status: 0, ErrorCode: null, access_token: `r${++tokenCounter}`, expires_in: 1800 }),
    )
    .on('post', '/api/logout', () => ok(envelope(true)))
    .on('get', '/api/debtor', () => ok(envelope(debtorData)));
  answer(api);
  return api;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('session saga', () => {
  it('records a cookie choice made signed out at the next login, once, and one made signed in at once', async () => {
    const bodies: unknown[] = [];
    const backend = fakeBackend((api) =>
      api.on('post', '/api/cookieSettings/save', ({ headers, body }) => {
        bodies.push({ auth: headers.get('Authorization'), body });
        return ok(envelope(true));
      }),
    );
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => 1_000 });
    store.dispatch(consentChosen({ cookies: true, tracking: false }));
    await settle();
    expect(bodies).toEqual([]);

    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      auth: 'Bearer t1',
      body: { Necessary: true, Cookies: true, Tracking: false },
    });
    expect(JSON.parse(localStorage.getItem('portal.consent') ?? '{}')).toMatchObject({
      saved: true,
    });

    store.dispatch(consentChosen({ cookies: false, tracking: true }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ body: { Cookies: false, Tracking: true } });

    // A restored session (a reload) does not record the same choice again.
    store.dispatch(loggedIn({ token: 't1', expiresAt: 10_000_000, authType: 2 }));
    await settle();
    expect(bodies).toHaveLength(2);
  });

  it('logs in, keeps the token in storage, loads the debtor and goes to the front page', async () => {
    const backend = fakeBackend();
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      navigate,
      now: () => 1_000,
    });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await settle();

    const { session, debtor } = store.getState();
    expect(session.status).toBe('signedIn');
    expect(session.token).toBe('t1');
    expect(session.expiresAt).toBe(1_000 + 1800 * 1000);
    expect(session.authType).toBe(2);
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}')).toMatchObject({
      token: 't1',
      authType: 2,
    });
    // The debtor model's code loads with the first data (a dynamic import): wait for it.
    await vi.waitFor(() => expect(store.getState().debtor.data?.debtor.name).toBe('Aino Virtanen'));
    expect(debtor.status).not.toBe('failed');
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
    expect(backend.calls.find((c) => c.path === '/api/debtor')?.token).toBe('t1');
  });

  it('keeps the login code of a refused login and stays signed out', async () => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/login', () =>
        ok({ status: 1, ErrorCode: 5, access_token: null, expires_in: null }),
      ),
    );
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '99999999' }));
    await settle();
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      loginError: 5,
      token: null,
    });
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('reports a network failure as such', async () => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/login', () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(loginRequested({ LoginType: 4, Token: 'DEMO-TOKEN-AINO' }));
    await settle();
    expect(store.getState().session.loginError).toBe('network');
  });

  it('refreshes before a call when less than 25 minutes remain, once for concurrent calls', async () => {
    const now = 10_000_000;
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'old', expiresAt: now + 10 * minute, authType: 0 }),
    );
    const backend = fakeBackend();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
    await settle();
    store.dispatch(debtorRequested());
    store.dispatch(debtorRequested({ silent: true }));
    await settle();

    const paths = backend.calls.map((c) => c.path);
    expect(paths.filter((p) => p === '/api/refresh')).toHaveLength(1);
    expect(backend.calls.find((c) => c.path === '/api/refresh')?.token).toBe('old');
    const debtorCalls = backend.calls.filter((c) => c.path === '/api/debtor');
    expect(debtorCalls.length).toBeGreaterThan(0);
    expect(debtorCalls.at(-1)?.token).toMatch(/^r\d$/);
    expect(store.getState().session.token).toMatch(/^r\d$/);
  });

  it('does not refresh when more than 25 minutes remain', async () => {
    const now = 10_000_000;
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'fresh', expiresAt: now + 29 * minute, authType: 2 }),
    );
    const backend = fakeBackend();
    makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
    // The data, and the pending-payment check that follows it: no refresh. (The missing-contact
    // prompt may follow them, sooner when its dialog's module is already loaded.)
    await vi.waitFor(() =>
      expect(backend.calls.map((c) => c.path)).toContain('/api/payments/pending'),
    );
    const paths = backend.calls.map((c) => c.path);
    expect(paths.slice(0, 2)).toEqual(['/api/debtor', '/api/payments/pending']);
    expect(paths).not.toContain('/api/refresh');
    expect(backend.calls.every((c) => c.token === 'fresh')).toBe(true);
  });

  it('logs out on start when the stored token has expired', async () => {
    const now = 10_000_000;
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'stale', expiresAt: now - 1, authType: 2 }),
    );
    const backend = fakeBackend();
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      navigate,
      now: () => now,
    });
    await settle();
    expect(store.getState().session.status).toBe('signedOut');
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(backend.calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('logs out when refresh fails, with the timeout message only if over an hour was left', async () => {
    const now = 10_000_000;
    for (const [left, expectMessage] of [
      [10 * minute, false],
      [61 * minute, true],
    ] as const) {
      localStorage.clear();
      localStorage.setItem(
        'portal.session',
        JSON.stringify({ token: 'x', expiresAt: now + left, authType: 2 }),
      );
      const backend = fakeBackend((api) =>
        api.on('post', '/api/refresh', (): FakeAnswer<'/api/refresh', 'post'> => ({
          status: 401,
          body: { status: 1, ErrorCode: 'error.generic.1' },
        })),
      );
      const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
      await settle();
      store.dispatch({ type: 'session/refreshRequested' });
      await settle();
      expect(store.getState().session.status).toBe('signedOut');
      expect(store.getState().messages.current?.text === 'error.generic.1').toBe(expectMessage);
    }
  });

  it('logout ends the session on the server, clears data and storage, keeps consent and language', async () => {
    saveConsent({ cookies: true, tracking: false }, true);
    localStorage.setItem('portal.language', 'en');
    const backend = fakeBackend();
    const navigate = vi.fn();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await settle();
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    store.dispatch(logoutRequested());
    await settle();

    expect(backend.calls.find((c) => c.path === '/api/logout')?.token).toBe('t1');
    const state = store.getState();
    expect(state.session.token).toBeNull();
    expect(state.debtor.data).toBeNull();
    expect(state.session.consent).toEqual({ cookies: true, tracking: false });
    expect(Object.keys(localStorage).sort()).toEqual(['portal.consent', 'portal.language']);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  /** A stored 30-minute session and a store on fake timers (Date.now moves with them). */
  async function storedSession() {
    const start = 10_000_000;
    vi.useFakeTimers({ now: start });
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'a', expiresAt: start + 30 * minute, authType: 2 }),
    );
    const backend = fakeBackend();
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      now: () => Date.now(),
      navigate,
    });
    /** Moves the clocks to `ms` after the start. */
    const at = (ms: number) => vi.advanceTimersByTimeAsync(start + ms - Date.now());
    const refreshes = () => backend.calls.filter((c) => c.path === '/api/refresh').length;
    return { store, at, refreshes, navigate, now: () => Date.now() };
  }

  it('refreshes by itself 25 minutes before expiry when the user has been active', async () => {
    const { store, at, refreshes, now } = await storedSession();
    await at(2 * minute);
    store.dispatch(userActive(now()));
    await at(4 * minute);
    expect(refreshes()).toBe(0);
    await at(5 * minute + 10);
    expect(refreshes()).toBe(1);
    expect(store.getState().session.token).toMatch(/^r/);
  });

  it('does not extend an idle session by itself; the first input after that does', async () => {
    const { store, at, refreshes, now } = await storedSession();
    await at(10 * minute);
    expect(refreshes(), 'idle: no routine refresh').toBe(0);
    expect(warningOpen(store)).toBe(false);
    store.dispatch(userActive(now()));
    await at(10 * minute + 10);
    expect(refreshes()).toBe(1);
  });

  it('warns an idle user two minutes before expiry; continuing refreshes and hides the warning', async () => {
    const { store, at, refreshes } = await storedSession();
    await at(27 * minute + 59_000);
    expect(warningOpen(store)).toBe(false);
    await at(28 * minute + 10);
    expect(warningOpen(store)).toBe(true);
    store.dispatch(sessionContinued());
    await at(28 * minute + 100);
    expect(refreshes()).toBe(1);
    expect(warningOpen(store)).toBe(false);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('ends an unanswered session at expiry with the timeout message', async () => {
    const { store, at, refreshes, navigate } = await storedSession();
    await at(28 * minute + 10);
    expect(warningOpen(store)).toBe(true);
    await at(30 * minute + 10);
    expect(refreshes()).toBe(0);
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      token: null,
    });
    expect(warningOpen(store)).toBe(false);
    expect(store.getState().messages.current).toMatchObject({ text: 'error.generic.1' });
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });
});

describe('strong login return (/login/verify)', () => {
  const returned = { code: 'c', state: 's', sessionState: null, errorDescription: null };

  it('confirms with the provider parameters and signs in strongly', async () => {
    let body: unknown;
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', (request) => {
        body = request.body;
        return ok({ status: 0, ErrorCode: null, access_token: 'strong', expires_in: 1800 });
      }),
    );
    const navigate = vi.fn();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch({ type: 'session/strongLoginReturned', payload: returned });
    await settle();
    expect(body).toMatchObject({ LoginType: 0, code: 'c', state: 's', redirectTo: '/front-page' });
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 0,
      token: 'strong',
    });
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
  });

  it.each([
    ['Cancel', 2],
    ['NoDebts', 4],
  ] as const)('maps the failure %s to login code %i and returns to /', async (failure, code) => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', () =>
        ok({ status: 1, ErrorCode: failure, access_token: null, expires_in: null }),
      ),
    );
    const navigate = vi.fn();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch({ type: 'session/strongLoginReturned', payload: returned });
    await settle();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', loginError: code });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
