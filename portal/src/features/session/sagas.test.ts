import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import { makeStore as makePortalStore, type StoreOptions } from '../../app/store';
import { ainoVirtanen } from '../../test/fake-portal';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeAnswer,
  type FakeApi,
  ok,
} from '../../test/fake-api';
import { removePageSession, signInPage, signOutPage } from '../../test/page-session';
import {
  consentChosen,
  initialSessionState,
  loggedIn,
  loginRequested,
  logoutRequested,
  sessionContinued,
  userActive,
} from './slice';
import { debtorRequested } from '../debtor/slice';
import { followOtherTab } from './sagas';
import { saveConsent } from './storage';
import type { TabMessage } from './tabs';
import { selectIsDialogOpen } from '../../lib/dialogs';
import { sessionCleared } from '../../lib/session-events';

/** The idle warning is a dialog of the dialog host: open or not. */
const warningOpen = (store: ReturnType<typeof makeStore>) =>
  selectIsDialogOpen(store.getState(), 'sessionExpiring');

const minute = 60_000;
// The debtor read's answer: a whole debtor as the contract describes it.
const debtorData = ainoVirtanen();

/**
 * The contract-typed fake API with the session's routes answered, the session as the server's
 * cookie: each login sets a new one (`s1`, `s2`, ...) lasting 30 minutes from `clock()`, an
 * extension moves its end, logout deletes it, `GET /api/session` tells what is left of it and the
 * debtor read succeeds. `answer` adds or replaces routes; `calls` lists each call with its
 * contract path and the session cookie it carried.
 */
function fakeBackend(answer: (api: FakeApi) => void = () => {}, clock: () => number = Date.now) {
  let counter = 0;
  let endsAt = 0;
  const signedOut = { signedIn: false, LoginType: null, expires_in: null };
  const api = createFakeApi()
    .on('post', '/api/login', () => {
      api.setSession(`s${++counter}`);
      endsAt = clock() + 30 * minute;
      return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
    })
    .on('post', '/api/refresh', ({ session }): FakeAnswer<'/api/refresh', 'post'> => {
      if (!session) return { status: 401, body: { status: 1, ErrorCode: 'error.generic.1' } };
      endsAt = clock() + 30 * minute;
      return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
    })
    .on('post', '/api/logout', () => {
      api.setSession(null);
      return ok(envelope(true));
    })
    .on('get', '/api/session', ({ session }) =>
      session && endsAt > clock()
        ? ok({ signedIn: true, LoginType: 2, expires_in: Math.floor((endsAt - clock()) / 1000) })
        : ok(signedOut),
    )
    .on('get', '/api/debtor', () => ok(envelope(debtorData)));
  answer(api);
  return Object.assign(api, {
    /** The browser already holds a session (`page`) with `ms` left, as after a reload. */
    hold(ms: number) {
      api.setSession('page');
      endsAt = clock() + ms;
    },
    /** Another tab extended the session: it now ends `ms` from now. */
    extendElsewhere(ms: number) {
      endsAt = clock() + ms;
    },
  });
}

/** A page the server sent for a live case-number session with `ms` left, its cookie held. */
function reloadedPage(backend: ReturnType<typeof fakeBackend>, ms: number) {
  signInPage(document, { LoginType: 2, expires_in: ms / 1000 });
  backend.hold(ms);
}

/** Going to a page is the last step of a login, a logout and a login return: the saga is done. */
const navigatedTo = (navigate: ReturnType<typeof vi.fn>, path: string) =>
  vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith(path, { replace: true }));

/**
 * What this tab tells the others: a second channel of the same name, as another tab of the
 * portal opens it (the test runs where BroadcastChannel is the runtime's own).
 */
function anotherTab() {
  const channel = new BroadcastChannel('portal.session-tabs');
  const heard: TabMessage[] = [];
  channel.addEventListener('message', (event) => heard.push(event.data as TabMessage));
  return { heard, post: (message: TabMessage) => channel.postMessage(message), channel };
}

/**
 * Nothing stops a store's sagas: each test's store lives on through the later tests of this test
 * process, listening on the tabs' channel that every store here shares. Its session is ended
 * (as another tab would end it: no call) after its test, so that its schedule, on a clock that
 * may no longer move, cannot extend the session and tell the other tabs during a later test.
 */
const stores: ReturnType<typeof makePortalStore>[] = [];
function makeStore(options: StoreOptions) {
  const store = makePortalStore(options);
  stores.push(store);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  // Tests that do not put the server's block into the page start on a page without one.
  removePageSession(document);
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    if (store.getState().session.status === 'signedIn') {
      store.dispatch(logoutRequested({ elsewhere: true }));
    }
  }
  vi.useRealTimers();
  removePageSession(document);
});

describe('session saga', () => {
  it('records a cookie choice made signed out at the next login, once, and one made signed in at once', async () => {
    const bodies: unknown[] = [];
    const backend = fakeBackend((api) =>
      api.on('post', '/api/cookieSettings/save', ({ session, body }) => {
        bodies.push({ session, body });
        return ok(envelope(true));
      }),
    );
    signOutPage(document);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => 1_000 });
    store.dispatch(consentChosen({ cookies: true, tracking: false }));
    // Signed out, the choice's saga keeps it in the browser as not yet recorded and ends there,
    // before any call: a call made signed out would be the first of \`bodies\` below.
    expect(JSON.parse(localStorage.getItem('portal.consent') ?? '{}')).toMatchObject({
      saved: false,
    });
    expect(bodies).toEqual([]);

    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      session: 's1',
      body: { Necessary: true, Cookies: true, Tracking: false },
    });
    expect(JSON.parse(localStorage.getItem('portal.consent') ?? '{}')).toMatchObject({
      saved: true,
    });

    store.dispatch(consentChosen({ cookies: false, tracking: true }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ body: { Cookies: false, Tracking: true } });

    // A restored session (a reload) does not record the same choice again.
    const loaded = store.getState().debtor.data;
    store.dispatch(loggedIn({ expiresAt: 10_000_000, authType: 2 }));
    // The same login reads the debtor again; once that read is in, a save the login started
    // beside it would have been recorded too.
    await vi.waitFor(() => expect(store.getState().debtor.data).not.toBe(loaded));
    expect(bodies).toHaveLength(2);
  });

  it('logs in, keeps nothing of the session in the browser, loads the debtor and goes to the front page', async () => {
    const backend = fakeBackend();
    const navigate = vi.fn();
    signOutPage(document);
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      navigate,
      now: () => 1_000,
    });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await navigatedTo(navigate, '/front-page');

    const { session, debtor } = store.getState();
    expect(session).toMatchObject({
      status: 'signedIn',
      expiresAt: 1_000 + 1800 * 1000,
      authType: 2,
    });
    // The session is the server's HttpOnly cookie: script keeps no copy of it.
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(document.cookie).not.toContain('s1');
    // The debtor model's code loads with the first data (a dynamic import): wait for it.
    await vi.waitFor(() => expect(store.getState().debtor.data?.debtor.name).toBe('Aino Virtanen'));
    expect(debtor.status).not.toBe('failed');
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
    expect(backend.callsTo('get', '/api/debtor')[0]?.session).toBe('s1');
  });

  it('keeps the login code of a refused login and stays signed out', async () => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/login', () => ok({ status: 1, ErrorCode: 5, expires_in: null })),
    );
    const navigate = vi.fn();
    signOutPage(document);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '99999999' }));
    await vi.waitFor(() => expect(store.getState().session.status).not.toBe('signingIn'));
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      loginError: 5,
      expiresAt: null,
    });
    expect(backend.paths).toEqual(['/api/login']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a network failure as such', async () => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/login', () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(loginRequested({ LoginType: 4, Token: 'DEMO-TOKEN-AINO' }));
    await vi.waitFor(() => expect(store.getState().session.status).not.toBe('signingIn'));
    expect(store.getState().session.loginError).toBe('network');
  });

  it('extends the session before a call when less than 25 minutes remain, once for concurrent calls', async () => {
    const now = 10_000_000;
    const backend = fakeBackend(undefined, () => now);
    reloadedPage(backend, 10 * minute);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
    await vi.waitFor(() => expect(store.getState().debtor.data).not.toBeNull());
    const first = store.getState().debtor.data;
    store.dispatch(debtorRequested());
    store.dispatch(debtorRequested({ silent: true }));
    await vi.waitFor(() => expect(store.getState().debtor.data).not.toBe(first));

    const paths = backend.paths;
    expect(paths.filter((p) => p === '/api/refresh')).toHaveLength(1);
    // The page told the session: the server was not asked.
    expect(paths).not.toContain('/api/session');
    // Every read waited for the extension.
    expect(paths.indexOf('/api/debtor')).toBeGreaterThan(paths.indexOf('/api/refresh'));
    expect(backend.calls.every((c) => c.session === 'page')).toBe(true);
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 2,
      expiresAt: now + 30 * minute,
      refreshing: false,
    });
  });

  it('does not extend the session when more than 25 minutes remain', async () => {
    const now = 10_000_000;
    const backend = fakeBackend(undefined, () => now);
    reloadedPage(backend, 29 * minute);
    makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
    // The data, and the pending-payment check that follows it: no refresh. (The missing-contact
    // prompt may follow them, sooner when its dialog's module is already loaded.)
    await vi.waitFor(() => expect(backend.paths).toContain('/api/payments/pending'));
    const paths = backend.paths;
    expect(paths.slice(0, 2)).toEqual(['/api/debtor', '/api/payments/pending']);
    expect(paths).not.toContain('/api/refresh');
    expect(backend.calls.every((c) => c.session === 'page')).toBe(true);
  });

  it.each([
    ['signed out', () => signOutPage(document)],
    ['with a session that has ended', () => signInPage(document, { LoginType: 2, expires_in: 0 })],
  ])(
    'stays signed out on a page the server sent %s, and clears what a feature left',
    async (_name, page) => {
      page();
      localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
      const backend = fakeBackend();
      const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
      // The page's word is read at once: the stored item is gone before any call could start,
      // so a call asked for would be listed already (its recording comes before its answer).
      await vi.waitFor(() => expect(localStorage.getItem('portal.contactInfoAskedAt')).toBeNull());
      expect(store.getState().session.status).toBe('signedOut');
      expect(backend.calls).toEqual([]);
    },
  );

  it('a page the server rendered with the data is hydrated signed in: nothing read again, the data announced once', async () => {
    const now = 10_000_000;
    const backend = fakeBackend(
      (api) =>
        api.on('get', '/api/payments/pending', () =>
          ok(envelope({ pending: false, debtNrs: [], amounts: [], paymentType: null })),
        ),
      () => now,
    );
    reloadedPage(backend, 29 * minute);
    const { toDebtorModel } = await import('../debtor/model');
    const data = toDebtorModel(debtorData);
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      now: () => now,
      preloadedState: {
        session: {
          ...initialSessionState,
          status: 'signedIn',
          authType: 2,
          expiresAt: now + 29 * minute,
        },
        debtor: { data, status: 'loaded', error: null },
      },
    });
    // What acts on a login's first data acts here too: the check for a pending payment.
    await vi.waitFor(() => expect(backend.paths).toContain('/api/payments/pending'));
    expect(backend.paths).not.toContain('/api/debtor');
    expect(backend.paths).not.toContain('/api/session');
    expect(store.getState().debtor).toMatchObject({ status: 'loaded', data });
    // A later login's data is read as usual.
    store.dispatch(debtorRequested());
    await vi.waitFor(() => expect(backend.paths).toContain('/api/debtor'));
  });

  it('a login whose answer carries the debtor’s data shows it without reading it again', async () => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/login', () => {
        api.setSession('s1');
        return ok({ status: 0, ErrorCode: null, expires_in: 1800, debtor: debtorData });
      }),
    );
    signOutPage(document);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await vi.waitFor(() => expect(store.getState().debtor.status).toBe('loaded'));
    expect(store.getState().debtor.data?.debtor.name).toBe(debtorData.debtor.name);
    expect(backend.paths).not.toContain('/api/debtor');
  });

  it('on a page without the server’s block, asks GET /api/session and restores what it says', async () => {
    const now = 10_000_000;
    const backend = fakeBackend(undefined, () => now);
    backend.hold(29 * minute);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
    await vi.waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(store.getState().session).toMatchObject({
      authType: 2,
      expiresAt: now + 29 * minute,
    });
    // Then the debtor's data, as after a login.
    await vi.waitFor(() => expect(backend.paths).toContain('/api/debtor'));
    expect(backend.paths.slice(0, 2)).toEqual(['/api/session', '/api/debtor']);
    expect(backend.calls.every((c) => c.session === 'page')).toBe(true);
  });

  it.each([
    ['says the browser is signed out', (_api: FakeApi) => {}],
    [
      'cannot be reached',
      (api: FakeApi) =>
        api.on('get', '/api/session', () => {
          throw new TypeError('Failed to fetch');
        }),
    ],
  ])('on a page without the block, stays signed out when the server %s', async (_name, answer) => {
    const backend = fakeBackend(answer);
    // The restore clears what a feature left once the server has answered: the sign it ended.
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN });
    await vi.waitFor(() => expect(localStorage.getItem('portal.contactInfoAskedAt')).toBeNull());
    expect(store.getState().session.status).toBe('signedOut');
    expect(backend.paths).toEqual(['/api/session']);
  });

  it('logs out when the extension fails, with the timeout message only if over an hour was left', async () => {
    const now = 10_000_000;
    for (const [left, expectMessage] of [
      [10 * minute, false],
      [61 * minute, true],
    ] as const) {
      localStorage.clear();
      const backend = fakeBackend(
        (api) =>
          api.on('post', '/api/refresh', (): FakeAnswer<'/api/refresh', 'post'> => ({
            status: 401,
            body: { status: 1, ErrorCode: 'error.generic.1' },
          })),
        () => now,
      );
      reloadedPage(backend, left);
      const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
      store.dispatch({ type: 'session/refreshRequested' });
      // The logout's message comes in the same step as the cleared session.
      await vi.waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
      expect(store.getState().messages.current?.text === 'error.generic.1').toBe(expectMessage);
    }
  });

  it('logout ends the session on the server, clears data and storage, keeps consent and language', async () => {
    saveConsent({ cookies: true, tracking: false }, true);
    localStorage.setItem('portal.language', 'en');
    const backend = fakeBackend();
    const navigate = vi.fn();
    signOutPage(document);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
    await vi.waitFor(() => expect(store.getState().debtor.data).not.toBeNull());
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    store.dispatch(logoutRequested());
    await navigatedTo(navigate, '/');

    expect(backend.callsTo('post', '/api/logout')).toEqual([
      expect.objectContaining({ session: 's1' }),
    ]);
    expect(backend.session).toBeNull();
    const state = store.getState();
    expect(state.session).toMatchObject({ status: 'signedOut', expiresAt: null, authType: null });
    expect(state.debtor.data).toBeNull();
    expect(state.session.consent).toEqual({ cookies: true, tracking: false });
    expect(Object.keys(localStorage).sort()).toEqual(['portal.consent', 'portal.language']);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  it('a logout another tab made asks the server nothing and clears this tab', async () => {
    const backend = fakeBackend();
    const navigate = vi.fn();
    reloadedPage(backend, 29 * minute);
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    await vi.waitFor(() => expect(store.getState().debtor.data).not.toBeNull());
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    store.dispatch(logoutRequested({ elsewhere: true }));
    await navigatedTo(navigate, '/');
    expect(backend.paths).not.toContain('/api/logout');
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().debtor.data).toBeNull();
    expect(localStorage.getItem('portal.contactInfoAskedAt')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  /** A page sent for a 30-minute session and a store on fake timers (Date.now moves with them). */
  async function storedSession() {
    const start = 10_000_000;
    vi.useFakeTimers({ now: start });
    const backend = fakeBackend();
    reloadedPage(backend, 30 * minute);
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      now: () => Date.now(),
      navigate,
    });
    /** Moves the clocks to `ms` after the start. */
    const at = (ms: number) => vi.advanceTimersByTimeAsync(start + ms - Date.now());
    const refreshes = () => backend.callsTo('post', '/api/refresh').length;
    const asked = () => backend.callsTo('get', '/api/session').length;
    return { store, backend, at, refreshes, asked, navigate, start, now: () => Date.now() };
  }

  it('extends the session by itself 25 minutes before expiry when the user has been active', async () => {
    const { store, at, refreshes, now, start } = await storedSession();
    await at(2 * minute);
    store.dispatch(userActive(now()));
    await at(4 * minute);
    expect(refreshes()).toBe(0);
    await at(5 * minute + 10);
    expect(refreshes()).toBe(1);
    // Extended at 5 minutes for 30 more.
    expect(store.getState().session.expiresAt).toBe(start + 35 * minute);
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

  it('warns an idle user two minutes before expiry, after asking the server; continuing extends and hides the warning', async () => {
    const { store, at, refreshes, asked } = await storedSession();
    await at(27 * minute + 59_000);
    expect(warningOpen(store)).toBe(false);
    expect(asked()).toBe(0);
    await at(28 * minute + 10);
    expect(asked()).toBe(1);
    expect(warningOpen(store)).toBe(true);
    store.dispatch(sessionContinued());
    await at(28 * minute + 100);
    expect(refreshes()).toBe(1);
    expect(warningOpen(store)).toBe(false);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('does not warn when the server says another tab extended the session, and waits for its new end', async () => {
    const { store, backend, at, refreshes, asked, start } = await storedSession();
    await at(20 * minute);
    // Another tab extended it; its message did not reach this one.
    backend.extendElsewhere(30 * minute);
    await at(28 * minute + 10);
    expect(asked()).toBe(1);
    expect(warningOpen(store)).toBe(false);
    expect(refreshes()).toBe(0);
    // The end the server gave (whole seconds from the moment it was asked).
    const expiresAt = store.getState().session.expiresAt!;
    expect(expiresAt).toBeGreaterThan(start + 49 * minute);
    expect(expiresAt).toBeLessThanOrEqual(start + 50 * minute);
    expect(store.getState().session.status).toBe('signedIn');
    // The warning comes two minutes before the new end instead.
    await at(expiresAt - start - 2 * minute - 1_000);
    expect(warningOpen(store)).toBe(false);
    await at(expiresAt - start - 2 * minute + 10);
    expect(asked()).toBe(2);
    expect(warningOpen(store)).toBe(true);
  });

  it('ends the session with the timeout message, without a warning, when the server says it has ended', async () => {
    const { store, backend, at, navigate } = await storedSession();
    await at(20 * minute);
    // Ended in another tab (or by the server); the message did not reach this one.
    backend.setSession(null);
    await at(28 * minute + 10);
    expect(warningOpen(store)).toBe(false);
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().messages.current).toMatchObject({ text: 'error.generic.1' });
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  it('ends an unanswered session at expiry with the timeout message', async () => {
    const { store, at, refreshes, navigate } = await storedSession();
    await at(28 * minute + 10);
    expect(warningOpen(store)).toBe(true);
    await at(30 * minute + 10);
    expect(refreshes()).toBe(0);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', expiresAt: null });
    expect(warningOpen(store)).toBe(false);
    expect(store.getState().messages.current).toMatchObject({ text: 'error.generic.1' });
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });
});

describe('the other tabs of the browser’s one session', () => {
  /**
   * A store on a page sent for a session with 29 minutes left, and `follow`, which runs
   * `followOtherTab` for a message against it (recording the actions it puts).
   */
  async function signedInTab(signedIn = true) {
    const now = 10_000_000;
    const backend = fakeBackend(undefined, () => now);
    if (signedIn) reloadedPage(backend, 29 * minute);
    else signOutPage(document);
    const navigate = vi.fn();
    const store = makeStore({
      fetch: backend.fetch,
      baseUrl: FAKE_API_ORIGIN,
      navigate,
      now: () => now,
    });
    // The data, and the pending-payment check that follows it, before the calls are counted.
    if (signedIn) await vi.waitFor(() => expect(backend.paths).toContain('/api/payments/pending'));
    const put: string[] = [];
    const follow = (message: TabMessage) =>
      runSaga(
        {
          dispatch: (action: UnknownAction) => {
            put.push(action.type);
            store.dispatch(action);
          },
          getState: store.getState,
          context: { navigate, now: () => now },
        },
        followOtherTab as Saga<[TabMessage]>,
        message,
      ).toPromise();
    const callsBefore = backend.calls.length;
    return {
      store,
      backend,
      navigate,
      now,
      put,
      follow,
      newCalls: () => backend.calls.slice(callsBefore),
    };
  }

  it('follows an extension: the new end, no call of its own', async () => {
    const { store, follow, put, now, newCalls } = await signedInTab();
    await follow({ type: 'extended', expiresAt: now + 30 * minute });
    expect(put).toEqual(['session/refreshed']);
    expect(store.getState().session.expiresAt).toBe(now + 30 * minute);
    // `follow` resolves when the saga has ended: a call of its own would have been made by then.
    expect(newCalls()).toEqual([]);
  });

  it('ignores an extension while signed out', async () => {
    const { store, follow, put, now } = await signedInTab(false);
    await follow({ type: 'extended', expiresAt: now + 30 * minute });
    expect(put).toEqual([]);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it.each([
    [undefined, false],
    ['timeout' as const, true],
  ])(
    'follows a logout (reason %s) without asking the server, the timeout message as the other tab had it',
    async (reason, message) => {
      const { store, follow, put, navigate, newCalls } = await signedInTab();
      await follow({ type: 'ended', ...(reason ? { reason } : {}) });
      expect(put).toEqual(['session/logoutRequested']);
      await navigatedTo(navigate, '/');
      expect(store.getState().session.status).toBe('signedOut');
      expect(store.getState().debtor.data).toBeNull();
      expect(newCalls()).toEqual([]);
      expect(store.getState().messages.current?.text === 'error.generic.1').toBe(message);
      expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    },
  );

  it('ignores a logout while signed out', async () => {
    const { follow, put, navigate } = await signedInTab(false);
    await follow({ type: 'ended' });
    expect(put).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows a login in another tab: this one’s session and data go first, then the new one and the front page', async () => {
    const { store, follow, put, now, navigate, newCalls } = await signedInTab();
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    await follow({ type: 'started', authType: 0, expiresAt: now + 30 * minute });
    expect(put).toEqual([sessionCleared.type, loggedIn.type]);
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 0,
      expiresAt: now + 30 * minute,
    });
    expect(localStorage.getItem('portal.contactInfoAskedAt')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/front-page', { replace: true });
    // The new session's data loads; the old session is not logged out on the server.
    await vi.waitFor(() => expect(newCalls().map((c) => c.path)).toContain('/api/debtor'));
    expect(newCalls().map((c) => c.path)).not.toContain('/api/logout');
  });

  it('follows a login in another tab while signed out: the session and the front page', async () => {
    const { store, follow, put, now, navigate } = await signedInTab(false);
    await follow({ type: 'started', authType: 2, expiresAt: now + 30 * minute });
    expect(put).toEqual(['session/loggedIn']);
    expect(store.getState().session.status).toBe('signedIn');
    expect(navigate).toHaveBeenLastCalledWith('/front-page', { replace: true });
  });

  // Nothing else in the test process posts on the channel until the next test: what the other
  // tab hears is this store's.
  it('tells the other tabs of a login, an extension and a logout, and not of one they told', async () => {
    const other = anotherTab();
    try {
      const backend = fakeBackend();
      signOutPage(document);
      const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => 1_000 });
      store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
      await vi.waitFor(() => expect(other.heard).toHaveLength(1));
      expect(other.heard[0]).toEqual({
        type: 'started',
        authType: 2,
        expiresAt: 1_000 + 30 * minute,
      });

      store.dispatch({ type: 'session/refreshRequested' });
      await vi.waitFor(() => expect(other.heard).toHaveLength(2));
      expect(other.heard[1]).toEqual({ type: 'extended', expiresAt: 1_000 + 30 * minute });

      store.dispatch(logoutRequested({ reason: 'timeout' }));
      await vi.waitFor(() => expect(other.heard).toHaveLength(3));
      expect(other.heard[2]).toEqual({ type: 'ended', reason: 'timeout' });

      // Signed in again, then ended by another tab: that tab has told the rest already.
      store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
      await vi.waitFor(() => expect(other.heard).toHaveLength(4));
      store.dispatch(logoutRequested({ elsewhere: true }));
      // A channel keeps one sender's order: the next login's news comes right after the last
      // one, with no ending between them.
      store.dispatch(loginRequested({ LoginType: 2, Username: '1000001', Password: '11111111' }));
      await vi.waitFor(() => expect(other.heard).toHaveLength(5));
      expect(other.heard.map((m) => m.type)).toEqual([
        'started',
        'extended',
        'ended',
        'started',
        'started',
      ]);
    } finally {
      other.channel.close();
    }
  });

  it('hears another tab on the channel as the page runs', async () => {
    const other = anotherTab();
    try {
      const now = 10_000_000;
      const backend = fakeBackend(undefined, () => now);
      reloadedPage(backend, 29 * minute);
      const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, now: () => now });
      await vi.waitFor(() => expect(store.getState().debtor.data).not.toBeNull());
      // Every portal store still running in this test process hears it too: an ending, which
      // they follow without telling anyone, rather than an extension, which would wake the
      // schedules of stores on other clocks.
      other.post({ type: 'ended' });
      await vi.waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
      expect(backend.paths).not.toContain('/api/logout');
      expect(store.getState().debtor.data).toBeNull();
    } finally {
      other.channel.close();
    }
  });
});

describe('strong login return (/login/verify)', () => {
  const returned = { code: 'c', state: 's', sessionState: null, errorDescription: null };

  it('confirms with the provider parameters and signs in strongly', async () => {
    let body: unknown;
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', (request) => {
        body = request.body;
        api.setSession('strong');
        return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
      }),
    );
    const navigate = vi.fn();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch({ type: 'session/strongLoginReturned', payload: returned });
    await navigatedTo(navigate, '/front-page');
    expect(body).toMatchObject({ LoginType: 0, code: 'c', state: 's', redirectTo: '/front-page' });
    expect(store.getState().session).toMatchObject({ status: 'signedIn', authType: 0 });
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
    // The debtor's data comes with the strong session's cookie.
    await vi.waitFor(() => expect(backend.callsTo('get', '/api/debtor')).not.toHaveLength(0));
    expect(backend.callsTo('get', '/api/debtor')[0]?.session).toBe('strong');
  });

  it.each([
    ['Cancel', 2],
    ['NoDebts', 4],
  ] as const)('maps the failure %s to login code %i and returns to /', async (failure, code) => {
    const backend = fakeBackend((api) =>
      api.on('post', '/api/authentication/confirm', () =>
        ok({ status: 1, ErrorCode: failure, expires_in: null }),
      ),
    );
    const navigate = vi.fn();
    const store = makeStore({ fetch: backend.fetch, baseUrl: FAKE_API_ORIGIN, navigate });
    store.dispatch({ type: 'session/strongLoginReturned', payload: returned });
    await navigatedTo(navigate, '/');
    expect(store.getState().session).toMatchObject({ status: 'signedOut', loginError: code });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
