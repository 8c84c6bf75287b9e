import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { profileFeature } from './sagas';
import {
  contactAddRequested,
  contactAllowRequested,
  selectAllowChosen,
  selectProfileResults,
} from './slice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function backend(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    calls.push({ path, body: text ? JSON.parse(text) : null });
    return answer(path);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = () => json({ status: 0, ErrorCode: null, responseObject: true });

function storeWith(answer: (path: string) => Response) {
  const server = backend(answer);
  const store = makeStore({ fetch: server.fetch, baseUrl: 'http://x' });
  store.injectSaga(profileFeature);
  return { store, server };
}

beforeEach(() => localStorage.clear());

describe('profile sagas', () => {
  it('sends a phone without its leading zero, shows success and reloads quietly', async () => {
    const { store, server } = storeWith((path) =>
      path.startsWith('/api/debtor/add') ? ok() : json({}, 404),
    );
    store.dispatch(contactAddRequested({ type: 'phone', text: '0401234567' }));
    await settle();
    const add = server.calls.find((c) => c.path === '/api/debtor/add/phone');
    expect(add?.body).toEqual({ ContactType: 'phone', Text: '401234567', Allow: true });
    expect(selectProfileResults(store.getState()).addPhone).toMatchObject({
      tone: 'success',
      key: 'profile.added.phone',
    });
    // The quiet reload asks for the debtor without the loading state.
    expect(server.calls.some((c) => c.path === '/api/debtor')).toBe(true);
    expect(store.getState().debtor.status).not.toBe('loading');
  });

  it('shows the refusal of an e-mail as its error key', async () => {
    const { store, server } = storeWith(() =>
      json({ status: 1, ErrorCode: 'validation.email.email', responseObject: false }),
    );
    store.dispatch(contactAddRequested({ type: 'email', text: ' a@b.fi ' }));
    await settle();
    expect(server.calls[0]?.body).toEqual({ ContactType: 'email', Text: 'a@b.fi', Allow: true });
    expect(selectProfileResults(store.getState()).addEmail).toMatchObject({
      tone: 'error',
      key: 'validation.email.email',
    });
  });

  it('saves a permission at once; a failure puts the saved value back', async () => {
    let fail = false;
    const { store, server } = storeWith(() => (fail ? json({}, 500) : ok()));
    store.dispatch(contactAllowRequested({ type: 'email', allow: false }));
    expect(selectAllowChosen(store.getState()).email).toBe(false);
    await settle();
    expect(server.calls[0]?.path).toBe('/api/debtor/allow/email/false');
    expect(selectProfileResults(store.getState()).allowEmail).toMatchObject({
      tone: 'success',
      key: 'profile.allowSaved.email.off',
    });

    fail = true;
    store.dispatch(contactAllowRequested({ type: 'phone', allow: true }));
    await settle();
    expect(selectAllowChosen(store.getState()).phone).toBeNull();
    expect(selectProfileResults(store.getState()).allowPhone).toMatchObject({ tone: 'error' });
  });
});
