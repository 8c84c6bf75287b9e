import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeApi, ok } from '../../../test/fake-api';
import { removePageSession, signInPage } from '../../../test/page-session';
import { situationFeature } from './sagas';
import { bankIdentificationRequested, businessIdSent } from './slice';

/** The prompt's saga ends with the prompt failed, or (on success) by handing over to the session. */
const failed = (store: ReturnType<typeof makeStore>) =>
  vi.waitFor(() => expect(store.getState().situation?.status).toBe('failed'));

beforeEach(() => {
  localStorage.clear();
  // The page the server sent for the case-number session.
  signInPage(document, { LoginType: 2, expires_in: 29 * 60 });
});
afterEach(() => removePageSession(document));

/**
 * A front page the server sent for a case-number session, the browser holding its cookie `weak`;
 * the routes `answering` sets up are answered; any other call is a 404. Started and settled: the
 * debtor read of the page's start is done, and `calls` lists only what came after.
 */
async function setUp(answering: (api: FakeApi) => FakeApi = (api) => api) {
  const api = answering(createFakeApi());
  api.setSession('weak');
  const navigate = vi.fn();
  const redirect = vi.fn();
  const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN, navigate, redirect });
  store.injectSaga(situationFeature);
  // The start's debtor read has been answered (a 404 unless a test answers it).
  await vi.waitFor(() => expect(['loaded', 'failed']).toContain(store.getState().debtor.status));
  expect(store.getState().session).toMatchObject({ status: 'signedIn', authType: 2 });
  const started = api.calls.length;
  /** The calls since the start: address path, body and the session cookie it carried. */
  const calls = () =>
    api.calls
      .slice(started)
      .map((c) => ({ path: c.path, body: c.body ?? null, session: c.session }));
  /** The session's end as the page gave it. */
  const expiresAt = store.getState().session.expiresAt;
  return { store, calls, navigate, redirect, expiresAt };
}

describe('business ID (login type 3)', () => {
  it('refuses a wrong check digit without sending anything', async () => {
    const { store, calls } = await setUp();
    store.dispatch(businessIdSent('2736145-4'));
    await failed(store);
    expect(calls()).toEqual([]);
    expect(store.getState().situation).toEqual({
      status: 'failed',
      error: 'situation.businessId.invalid',
    });
  });

  it('shows the mismatch error when the server refuses the ID (code 3)', async () => {
    const { store, calls, expiresAt } = await setUp((api) =>
      api.on('post', '/api/login', () => ok({ status: 1, ErrorCode: 3, expires_in: null })),
    );
    store.dispatch(businessIdSent('2736145-5'));
    await failed(store);
    expect(calls().map((c) => c.path)).toEqual(['/api/login']);
    expect(store.getState().situation?.error).toBe('error.login.mismatch');
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      authType: 2,
      expiresAt,
    });
  });

  it('widens the session it is sent in and reloads the debtor', async () => {
    const { store, calls, expiresAt } = await setUp((api) =>
      api
        .on('post', '/api/login', () => {
          api.setSession('wide');
          return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
        })
        .on('get', '/api/debtor', () => ok({ status: 1, ErrorCode: null, responseObject: null })),
    );
    store.dispatch(businessIdSent(' 2736145-5 '));
    // The wider session's debtor read is the last thing the login starts.
    await vi.waitFor(() =>
      expect(
        calls()
          .filter((c) => c.path === '/api/debtor')
          .at(-1)?.session,
      ).toBe('wide'),
    );
    expect(calls()[0]).toEqual({
      path: '/api/login',
      body: { LoginType: 3, Identifier: '2736145-5' },
      session: 'weak',
    });
    expect(store.getState().session).toMatchObject({ status: 'signedIn', authType: 3 });
    expect(store.getState().session.expiresAt).toBeGreaterThan(expiresAt!);
    expect(
      calls()
        .filter((c) => c.path === '/api/debtor')
        .at(-1)?.session,
    ).toBe('wide');
    expect(store.getState().situation?.status).toBe('idle');
  });
});

describe('bank identification (login type 6)', () => {
  it('asks for the provider address in the session and leaves for it', async () => {
    const { store, calls, redirect } = await setUp((api) =>
      api.on('post', '/api/authentication/url', () => ok(envelope({ url: 'http://idp/x' }))),
    );
    store.dispatch(bankIdentificationRequested());
    await vi.waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls()[0]).toMatchObject({
      path: '/api/authentication/url',
      body: { redirectTo: '/front-page', Lang: 'fi' },
      session: 'weak',
    });
    expect(redirect).toHaveBeenCalledWith('http://idp/x');
  });

  it('shows the error when no address comes', async () => {
    const { store, redirect } = await setUp((api) =>
      api.on('post', '/api/authentication/url', () =>
        ok({ status: 1, ErrorCode: null, responseObject: null }),
      ),
    );
    store.dispatch(bankIdentificationRequested());
    await failed(store);
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().situation).toEqual({ status: 'failed', error: 'error.server.0' });
  });
});
