import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeAnswer, ok } from '../../test/fake-api';
import { contactFeature } from './sagas';
import { contactRequested, selectContact, type ContactRequestAction } from './slice';

type Answer = FakeAnswer<'/api/orders/contactRequest', 'post'>;

function storeAnswering(answer: () => Answer | Promise<Answer>) {
  const forms: FormData[] = [];
  const api = createFakeApi().on('post', '/api/orders/contactRequest', ({ body }) => {
    forms.push(body);
    return answer();
  });
  const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN });
  store.injectSaga(contactFeature);
  return { store, forms };
}

const request = (): ContactRequestAction => ({
  orderNr: 2000001,
  form: {
    orderNr: 2000001,
    registerDate: '2026-11-24',
    headerText: 'Payment date',
    text: 'Can I pay at the end of the month?',
    email: 'matti@example.fi',
    language: 'en',
  },
});
const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectContact(store.getState()).status).not.toBe('sending'));

beforeEach(() => localStorage.clear());

describe('sending a contact request (spec 4, 7, 8)', () => {
  it('sends the form; true is done (step 2)', async () => {
    const { store, forms } = storeAnswering(() => ok(envelope(true)));
    store.dispatch(contactRequested(request()));
    await settled(store);
    expect(selectContact(store.getState()).status).toBe('sent');
    expect(forms[0]?.get('orderNr')).toBe('2000001');
    expect(forms[0]?.get('headerText')).toBe('Payment date');
    expect(forms[0]?.get('email')).toBe('matti@example.fi');
    expect(forms[0]?.has('phone')).toBe(false);
    expect(forms[0]?.get('language')).toBe('en');
  });

  it.each([
    [
      'a refusal',
      (): Answer => ok({ status: 1, ErrorCode: 'error.attachment.1', responseObject: false }),
      'error.attachment.1',
    ],
    [
      'a bad request',
      (): Answer => ({ status: 400, body: { status: 1, ErrorCode: 'fileTypesError' } }),
      'fileTypesError',
    ],
    [
      'no connection',
      (): Answer => {
        throw new TypeError('Failed to fetch');
      },
      'error.generic.0',
    ],
  ])('%s is step 3 with its message', async (_name, answer, key) => {
    const { store } = storeAnswering(answer);
    store.dispatch(contactRequested(request()));
    await settled(store);
    expect(selectContact(store.getState())).toEqual({ status: 'failed', error: key });
  });
});
