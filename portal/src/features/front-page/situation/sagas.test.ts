import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeApi, ok } from '../../../test/fake-api';
import { situationFeature } from './sagas';
import { bankIdentificationRequested, businessIdSent } from './slice';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const weak = {
  session: {
    status: 'signedIn' as const,
    token: 'weak',
    expiresAt: Date.now() + 30 * 60_000,
    authType: 2 as const,
    refreshing: false,
    loginError: null,
    consent: null,
    lastActivityAt: null,
  },
};

// A session stored by an earlier test would be restored by the next store.
beforeEach(() => localStorage.clear());

/** The routes `answering` sets up are answered; any other call is a 404. */
function setUp(answering: (api: FakeApi) => FakeApi = (api) => api) {
  const api = answering(createFakeApi());
  /** The calls so far: address path, body and Authorization header. */
  const calls = () =>
    api.calls.map((c) => ({
      path: c.path,
      body: c.body ?? null,
      auth: c.token === null ? null : `Bearer ${c.token}`,
    }));
  const navigate = vi.fn();
  const redirect = vi.fn();
  const store = makeStore({
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    navigate,
    redirect,
    preloadedState: weak,
  });
  store.injectSaga(situationFeature);
  return { store, calls, navigate, redirect };
}

describe('business ID (login type 3)', () => {
  it('refuses a wrong check digit without sending anything', async () => {
    const { store, calls } = setUp();
    store.dispatch(businessIdSent('2736145-4'));
    await settle();
    expect(calls()).toEqual([]);
    expect(store.getState().situation).toEqual({
      status: 'failed',
      error: 'situation.businessId.invalid',
    });
  });

  it('shows the mismatch error when the server refuses the ID (code 3)', async () => {
    const { store, calls } = setUp((api) =>
      api.on('post', '/api/login', () =>
        ok({ status: 1, ErrorCode: 3, access_token: null, expires_in: null }),
      ),
    );
    store.dispatch(businessIdSent('2736145-5'));
    await settle();
    expect(calls().map((c) => c.path)).toEqual(['/api/login']);
    expect(store.getState().situation?.error).toBe('error.login.mismatch');
    expect(store.getState().session).toMatchObject({ token: 'weak', authType: 2 });
  });

  it('widens the session with the bearer and reloads the debtor', async () => {
    const { store, calls } = setUp((api) =>
      api
        .on('post', '/api/login', () =>
          ok({ status: 0, ErrorCode: null, access_token: 'wide', expires_in: 1800 }),
        )
        .on('get', '/api/debtor', () => ok({ status: 1, ErrorCode: null, responseObject: null })),
    );
    store.dispatch(businessIdSent(' 2736145-5 '));
    await settle();
    expect(calls()[0]).toEqual({
      path: '/api/login',
      body: { LoginType: 3, Identifier: '2736145-5' },
      auth: 'Bearer weak',
    });
    expect(store.getState().session).toMatchObject({ token: 'wide', authType: 3 });
    expect(calls().map((c) => c.path)).toContain('/api/debtor');
    expect(store.getState().situation?.status).toBe('idle');
  });
});

describe('bank identification (login type 6)', () => {
  it('asks for the provider address with the bearer and leaves for it', async () => {
    const { store, calls, redirect } = setUp((api) =>
      api.on('post', '/api/authentication/url', () => ok(envelope({ url: 'http://idp/x' }))),
    );
    store.dispatch(bankIdentificationRequested());
    await settle();
    expect(calls()[0]).toMatchObject({
      path: '/api/authentication/url',
      body: { redirectTo: '/front-page', Lang: 'fi' },
      auth: 'Bearer weak',
    });
    expect(redirect).toHaveBeenCalledWith('http://idp/x');
  });

  it('shows the error when no address comes', async () => {
    const { store, redirect } = setUp((api) =>
      api.on('post', '/api/authentication/url', () =>
        ok({ status: 1, ErrorCode: null, responseObject: null }),
      ),
    );
    store.dispatch(bankIdentificationRequested());
    await settle();
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().situation).toEqual({ status: 'failed', error: 'error.server.0' });
  });
});
