import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { invoiceCopyFeature } from './sagas';
import { invoiceCopyRequested, selectInvoiceCopy } from './slice';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function storeAnswering(responseObject: unknown) {
  const paths: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    paths.push(new URL(request.url).pathname);
    return json({ status: 0, ErrorCode: null, responseObject });
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore({ fetch, baseUrl: 'http://x' });
  store.injectSaga(invoiceCopyFeature);
  return { store, paths };
}

const request = { orderNr: 9000001, billNrs: [1], email: 'ville.salo@example.fi' };
beforeEach(() => localStorage.clear());

describe('an invoice copy (spec 4, 7)', () => {
  it('key above 0 is sent, and the data reloads quietly', async () => {
    const { store, paths } = storeAnswering({ key: 41, value: '2026-12-20' });
    store.dispatch(invoiceCopyRequested(request));
    await vi.waitFor(() => expect(selectInvoiceCopy(store.getState()).status).toBe('sent'));
    await vi.waitFor(() => expect(paths).toContain('/api/debtor'));
  });

  it('key 0 fails with the text that keeps what was typed', async () => {
    const { store } = storeAnswering({ key: 0, value: null });
    store.dispatch(invoiceCopyRequested(request));
    await vi.waitFor(() =>
      expect(selectInvoiceCopy(store.getState())).toEqual({
        status: 'failed',
        error: 'invoiceCopy.failed',
      }),
    );
  });
});
