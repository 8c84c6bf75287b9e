import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { situationFeature } from './sagas';
import { bankIdentificationRequested, businessIdSent } from './slice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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

function setUp(answers: Record<string, (request: Request) => Response | Promise<Response>>) {
  const calls: { path: string; body: unknown; auth: string | null }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    calls.push({
      path,
      body: text ? JSON.parse(text) : null,
      auth: request.headers.get('Authorization'),
    });
    const answer = answers[path];
    return answer ? answer(request) : json({ status: 1, ErrorCode: null }, 404);
  }) as unknown as typeof globalThis.fetch;
  const navigate = vi.fn();
  const redirect = vi.fn();
  const store = makeStore({ fetch, baseUrl: 'http://x', navigate, redirect, preloadedState: weak });
  store.injectSaga(situationFeature);
  return { store, calls, navigate, redirect };
}

describe('business ID (login type 3)', () => {
  it('refuses a wrong check digit without sending anything', async () => {
    const { store, calls } = setUp({});
    store.dispatch(businessIdSent('2736145-4'));
    await settle();
    expect(calls).toEqual([]);
    expect(store.getState().situation).toEqual({
      status: 'failed',
      error: 'situation.businessId.invalid',
    });
  });

  it('shows the mismatch error when the server refuses the ID (code 3)', async () => {
    const { store, calls } = setUp({
      '/api/login': () => json({ status: 1, ErrorCode: 3, access_token: null, expires_in: null }),
    });
    store.dispatch(businessIdSent('2736145-5'));
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/login']);
    expect(store.getState().situation?.error).toBe('error.login.mismatch');
    expect(store.getState().session).toMatchObject({ token: 'weak', authType: 2 });
  });

  it('widens the session with the bearer and reloads the debtor', async () => {
    const { store, calls } = setUp({
      '/api/login': () =>
        json({ status: 0, ErrorCode: null, access_token: 'wide', expires_in: 1800 }),
      '/api/debtor': () => json({ status: 1, ErrorCode: null }),
    });
    store.dispatch(businessIdSent(' 2736145-5 '));
    await settle();
    expect(calls[0]).toEqual({
      path: '/api/login',
      body: { LoginType: 3, Identifier: '2736145-5' },
      auth: 'Bearer weak',
    });
    expect(store.getState().session).toMatchObject({ token: 'wide', authType: 3 });
    expect(calls.map((c) => c.path)).toContain('/api/debtor');
    expect(store.getState().situation?.status).toBe('idle');
  });
});

describe('bank identification (login type 6)', () => {
  it('asks for the provider address with the bearer and leaves for it', async () => {
    const { store, calls, redirect } = setUp({
      '/api/authentication/url': () =>
        json({ status: 0, ErrorCode: null, responseObject: { url: 'http://idp/x' } }),
    });
    store.dispatch(bankIdentificationRequested());
    await settle();
    expect(calls[0]).toMatchObject({
      path: '/api/authentication/url',
      body: { redirectTo: '/front-page', Lang: 'fi' },
      auth: 'Bearer weak',
    });
    expect(redirect).toHaveBeenCalledWith('http://idp/x');
  });

  it('shows the error when no address comes', async () => {
    const { store, redirect } = setUp({
      '/api/authentication/url': () => json({ status: 1, ErrorCode: null, responseObject: null }),
    });
    store.dispatch(bankIdentificationRequested());
    await settle();
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().situation).toEqual({ status: 'failed', error: 'error.server.0' });
  });
});
