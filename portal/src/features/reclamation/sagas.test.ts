import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeAnswer, ok } from '../../test/fake-api';
import { reclamationFeature } from './sagas';
import type { ReclamationRequestBody } from './rules';
import { reclamationRequested, selectReclamation } from './slice';

type Answer = FakeAnswer<'/api/orders/reclamationRequest', 'post'>;

function storeAnswering(answer: () => Answer | Promise<Answer>) {
  const sent: { contentType: string | null; form: FormData }[] = [];
  const api = createFakeApi().on('post', '/api/orders/reclamationRequest', ({ body, headers }) => {
    sent.push({ contentType: headers.get('content-type'), form: body });
    return answer();
  });
  const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN });
  store.injectSaga(reclamationFeature);
  return { store, sent, paths: api.paths };
}

const form = (): ReclamationRequestBody => ({
  orderNr: 1000001,
  basis: ['otherReason'],
  text: 'The invoice was paid already.',
  name: 'Aino Virtanen',
  email: 'aino@example.fi',
  billNrs: [11],
  files: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })],
});
const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectReclamation(store.getState()).status).not.toBe('sending'));

beforeEach(() => localStorage.clear());

describe('sending a reclamation (spec 4, 7, 8)', () => {
  it('sends the multipart form and, on success, reloads quietly', async () => {
    const { store, sent, paths } = storeAnswering(() => ok(envelope(true)));
    store.dispatch(reclamationRequested({ orderNr: 1000001, form: form() }));
    await settled(store);
    expect(selectReclamation(store.getState()).status).toBe('sent');
    expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.form.get('orderNr')).toBe('1000001');
    expect(sent[0]?.form.getAll('basis')).toEqual(['otherReason']);
    expect(sent[0]?.form.getAll('billNrs')).toEqual(['11']);
    // (jsdom's File does not survive the fetch polyfill's FormData: the journey sends a real one.)
    expect(sent[0]?.form.has('files')).toBe(true);
    await vi.waitFor(() => expect(paths).toContain('/api/debtor'));
  });

  it.each([
    [
      'a too large upload',
      (): Answer => ({ status: 413, body: { status: 1, ErrorCode: 'fileSizeError' } }),
      'fileSizeError',
    ],
    [
      'a wrong type',
      (): Answer => ({ status: 400, body: { status: 1, ErrorCode: 'fileTypesError' } }),
      'fileTypesError',
    ],
    [
      'a refusal',
      (): Answer => ok({ status: 1, ErrorCode: 'error.attachment.1', responseObject: false }),
      'error.attachment.1',
    ],
    [
      'no connection',
      (): Answer => {
        throw new TypeError('Failed to fetch');
      },
      'error.generic.0',
    ],
  ])('%s fails with its message', async (_name, answer, key) => {
    const { store } = storeAnswering(answer);
    store.dispatch(reclamationRequested({ orderNr: 1000001, form: form() }));
    await settled(store);
    expect(selectReclamation(store.getState())).toEqual({ status: 'failed', error: key });
  });
});
