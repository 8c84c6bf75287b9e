import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { contactFeature } from './sagas';
import { contactRequested, selectContact } from './slice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storeAnswering(answer: () => Promise<Response>) {
  const forms: FormData[] = [];
  const fetch = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname !== '/api/orders/contactRequest') return json({}, 500);
    forms.push(await request.formData());
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore({ fetch, baseUrl: 'http://x' });
  store.injectSaga(contactFeature);
  return { store, forms };
}

const request = () => {
  const form = new FormData();
  form.append('orderNr', '2000001');
  form.append('headerText', 'Payment date');
  form.append('language', 'en');
  return { orderNr: 2000001, form };
};
const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectContact(store.getState()).status).not.toBe('sending'));

beforeEach(() => localStorage.clear());

describe('sending a contact request (spec 4, 7, 8)', () => {
  it('sends the form; true is done (step 2)', async () => {
    const { store, forms } = storeAnswering(async () =>
      json({ status: 0, ErrorCode: null, responseObject: true }),
    );
    store.dispatch(contactRequested(request()));
    await settled(store);
    expect(selectContact(store.getState()).status).toBe('sent');
    expect(forms[0]?.get('headerText')).toBe('Payment date');
    expect(forms[0]?.get('language')).toBe('en');
  });

  it.each([
    [
      'a refusal',
      () => json({ status: 1, ErrorCode: 'error.attachment.1', responseObject: false }),
      'error.attachment.1',
    ],
    [
      'a bad request',
      () => json({ status: 1, ErrorCode: 'fileTypesError' }, 400),
      'fileTypesError',
    ],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'error.generic.0'],
  ])('%s is step 3 with its message', async (_name, answer, key) => {
    const { store } = storeAnswering(answer as () => Promise<Response>);
    store.dispatch(contactRequested(request()));
    await settled(store);
    expect(selectContact(store.getState())).toEqual({ status: 'failed', error: key });
  });
});
