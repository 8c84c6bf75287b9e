import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, ok } from '../../test/fake-api';
import { ainoVirtanen } from '../../test/fake-portal';
import { invoiceCopyFeature } from './sagas';
import { invoiceCopyRequested, selectInvoiceCopy } from './slice';

function storeAnswering(responseObject: { key: number; value: string | null }) {
  const api = createFakeApi()
    .on('post', '/api/orders/invoiceCopyRequest', () => ok(envelope(responseObject)))
    .on('get', '/api/debtor', () => ok(envelope(ainoVirtanen())));
  const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN });
  store.injectSaga(invoiceCopyFeature);
  return { store, paths: api.paths };
}

const request = { orderNr: 9000001, billNrs: [1], email: 'ville.salo@example.fi' };
beforeEach(() => localStorage.clear());

describe('an invoice copy (spec 4, 7)', () => {
  it('key above 0 is sent with the new due date, and the data reloads quietly', async () => {
    const { store, paths } = storeAnswering({ key: 41, value: '2026-12-20' });
    store.dispatch(invoiceCopyRequested(request));
    await vi.waitFor(() => expect(selectInvoiceCopy(store.getState()).status).toBe('sent'));
    expect(selectInvoiceCopy(store.getState()).newDueDate).toBe('2026-12-20');
    await vi.waitFor(() => expect(paths).toContain('/api/debtor'));
  });

  it('key 0 fails with the text that keeps what was typed', async () => {
    const { store } = storeAnswering({ key: 0, value: null });
    store.dispatch(invoiceCopyRequested(request));
    await vi.waitFor(() =>
      expect(selectInvoiceCopy(store.getState())).toEqual({
        status: 'failed',
        error: 'invoiceCopy.failed',
        newDueDate: null,
      }),
    );
  });
});
