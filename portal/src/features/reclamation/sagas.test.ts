import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { reclamationFeature } from './sagas';
import { reclamationRequested, selectReclamation } from './slice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storeAnswering(answer: () => Promise<Response>) {
  const sent: { contentType: string | null; form: FormData }[] = [];
  const paths: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path !== '/api/orders/reclamationRequest') return json({}, 500);
    sent.push({ contentType: request.headers.get('content-type'), form: await request.formData() });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore({ fetch, baseUrl: 'http://x' });
  store.injectSaga(reclamationFeature);
  return { store, sent, paths };
}

const form = () => {
  const body = new FormData();
  body.append('orderNr', '1000001');
  body.append('basis', 'otherReason');
  body.append('files', new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
  return body;
};
const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectReclamation(store.getState()).status).not.toBe('sending'));

beforeEach(() => localStorage.clear());

describe('sending a reclamation (spec 4, 7, 8)', () => {
  it('sends the multipart form and, on success, reloads quietly', async () => {
    const { store, sent, paths } = storeAnswering(async () =>
      json({ status: 0, ErrorCode: null, responseObject: true }),
    );
    store.dispatch(reclamationRequested({ orderNr: 1000001, form: form() }));
    await settled(store);
    expect(selectReclamation(store.getState()).status).toBe('sent');
    expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.form.getAll('basis')).toEqual(['otherReason']);
    // (jsdom's File does not survive the fetch polyfill's FormData: the journey sends a real one.)
    expect(sent[0]?.form.has('files')).toBe(true);
    await vi.waitFor(() => expect(paths).toContain('/api/debtor'));
  });

  it.each([
    [
      'a too large upload',
      () => json({ status: 1, ErrorCode: 'fileSizeError' }, 413),
      'fileSizeError',
    ],
    ['a wrong type', () => json({ status: 1, ErrorCode: 'fileTypesError' }, 400), 'fileTypesError'],
    [
      'a refusal',
      () => json({ status: 1, ErrorCode: 'error.attachment.1', responseObject: false }),
      'error.attachment.1',
    ],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'error.generic.0'],
  ])('%s fails with its message', async (_name, answer, key) => {
    const { store } = storeAnswering(answer as () => Promise<Response>);
    store.dispatch(reclamationRequested({ orderNr: 1000001, form: form() }));
    await settled(store);
    expect(selectReclamation(store.getState())).toEqual({ status: 'failed', error: key });
  });
});
