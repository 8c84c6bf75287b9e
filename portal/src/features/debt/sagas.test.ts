import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { selectMessage } from '../../lib/messages';
import { createFakeApi, envelope, FAKE_API_ORIGIN, ok, pdf } from '../../test/fake-api';
import { signOutPage } from '../../test/page-session';
import { ainoVirtanen } from '../../test/fake-portal';
import { debtViewFeature } from './sagas';
import {
  reportRequested,
  selectDownloadingReports,
  selectSuggestionAnswer,
  suggestionAnswered,
} from './slice';

/** Until the saga has finished the download (the busy state ends last). */
const finished = (store: { getState: () => Parameters<typeof selectDownloadingReports>[0] }) =>
  vi.waitFor(() => expect(selectDownloadingReports(store.getState())).toEqual([]));

/** The reports answer a PDF (under the server's own file name, which the portal does not use). */
function backend() {
  return createFakeApi()
    .on('get', '/api/orders/balancereport/{locale}/{debtNr}', () => pdf('%PDF-1.7', 'r.pdf'))
    .on('get', '/api/paymentplan/paymentplanconfirmation/{locale}/{msnr}', () =>
      pdf('%PDF-1.7', 'r.pdf'),
    );
}

let saved: { href: string; download: string }[];
// A page the server sent signed out: the store does not ask \`GET /api/session\`, so the calls
// listed are the feature's own.
beforeEach(() => {
  localStorage.clear();
  signOutPage(document);
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
    if (this instanceof HTMLAnchorElement)
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('report downloads (spec 2, 7)', () => {
  it('fetches the balance report in the language in use and saves it under the given name', async () => {
    const server = backend();
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(debtViewFeature);
    store.dispatch(
      reportRequested({ kind: 'balance', debtNr: 100001, fileName: 'Saldoraportti_100001.pdf' }),
    );
    expect(selectDownloadingReports(store.getState())).toEqual(['balance-100001']);
    await finished(store);
    expect(server.paths).toEqual(['/api/orders/balancereport/fi-FI/100001']);
    expect(saved).toEqual([{ href: 'blob:report', download: 'Saldoraportti_100001.pdf' }]);
    expect(selectDownloadingReports(store.getState())).toEqual([]);
    expect(selectMessage(store.getState())).toBeNull();
  });

  it('asks for the plan confirmation by plan number', async () => {
    const server = backend();
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(debtViewFeature);
    store.dispatch(
      reportRequested({ kind: 'planConfirmation', msnr: 7001, fileName: 'Vahvistus_7001.pdf' }),
    );
    await finished(store);
    expect(server.paths).toEqual(['/api/paymentplan/paymentplanconfirmation/fi-FI/7001']);
    expect(saved[0]?.download).toBe('Vahvistus_7001.pdf');
  });

  it('a refused download saves nothing, shows the translated error and ends the busy state', async () => {
    const server = backend().on('get', '/api/orders/balancereport/{locale}/{debtNr}', () => ({
      status: 403 as const,
      body: { status: 1 as const, ErrorCode: 'forbidden', responseObject: null },
    }));
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(debtViewFeature);
    store.dispatch(reportRequested({ kind: 'balance', debtNr: 800001, fileName: 'x.pdf' }));
    await finished(store);
    expect(saved).toEqual([]);
    expect(selectMessage(store.getState())).toMatchObject({
      type: 'error',
      text: 'error.server.0',
    });
    expect(selectDownloadingReports(store.getState())).toEqual([]);
  });
});

describe('a suggested plan answered (spec 4, 8)', () => {
  const answered = (store: { getState: () => Parameters<typeof selectSuggestionAnswer>[0] }) =>
    vi.waitFor(() => expect(selectSuggestionAnswer(store.getState())).toBeNull());

  it.each([
    [1, 'success', 'confirmPaymentPlan.1', true],
    [2, 'info', 'confirmPaymentPlan.2', true],
    [0, 'error', 'confirmPaymentPlan.0', false],
  ] as const)('answer %s shows %s %s (reload: %s)', async (code, type, text, reloads) => {
    const server = createFakeApi()
      .on('post', '/api/orders/confirmSuggestedPaymentPlan', () => ok(envelope(code)))
      .on('get', '/api/debtor', () => ok(envelope(ainoVirtanen())));
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(debtViewFeature);
    store.dispatch(suggestionAnswered({ orderNr: 7000003, msNr: 7002, accept: code !== 2 }));
    expect(selectSuggestionAnswer(store.getState())).not.toBeNull();
    await answered(store);
    expect(selectMessage(store.getState())).toMatchObject({ type, text });
    await vi.waitFor(() => expect(server.paths.includes('/api/debtor')).toBe(reloads));
  });
});
