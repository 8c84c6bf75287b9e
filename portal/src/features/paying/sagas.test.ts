import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { selectDialogs } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import { sessionCleared } from '../../lib/session-events';
import { debt, debtor } from '../../test/debtor-fixtures';
import { wholeDebtItem } from './cart';
import { payingFeature, PENDING_BLOCK_KEY, PENDING_POLL_MS } from './sagas';
import {
  paymentFormRequested,
  paymentReturned,
  pendingUpdated,
  pendingWatchRequested,
  selectPaymentFormError,
  selectPaymentOutcome,
  selectPendingPayments,
} from './slice';
import { storePayment } from './storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (responseObject: unknown) => json({ status: 0, ErrorCode: null, responseObject });
const tick = (ms = 20) => vi.advanceTimersByTimeAsync(ms);

const debts = [debt(11, 3, '2026-12-01'), debt(12, 4, '2026-11-01')];
const RETURN =
  '?checkout-account=375917&checkout-algorithm=sha256&checkout-amount=10000&checkout-stamp=s1&checkout-reference=1232&checkout-transaction-id=t1&checkout-status=ok&checkout-provider=nordea&signature=ab';

/** A fake API: each path answers from its queue (the last answer repeats). */
function backend(answers: Record<string, (() => Response)[]>) {
  const calls: { path: string; search: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ path: url.pathname, search: url.search, body });
    const queue = answers[url.pathname];
    if (!queue?.length) return json({}, 404);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function storeWith(server: ReturnType<typeof backend>) {
  const navigate = vi.fn();
  const postForm = vi.fn();
  const store = makeStore({
    fetch: server.fetch,
    baseUrl: 'http://x',
    navigate,
    postForm,
    preloadedState: {
      debtor: {
        status: 'loaded',
        error: null,
        data: { debtor: debtor({ nr: 7 }), debts } as never,
      },
    },
  });
  store.injectSaga(payingFeature);
  return { store, navigate, postForm };
}

const dialogNames = (store: ReturnType<typeof storeWith>['store']) =>
  selectDialogs(store.getState())
    .filter((d) => d.open)
    .map((d) => d.name);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the bank form (spec 4)', () => {
  it('fetches the form data in euros, remembers the return and posts the form to the bank', async () => {
    const server = backend({
      '/api/payments/getPaymentFormData': [
        () =>
          ok({
            result: {
              url: 'http://x/sandbox/bank/nordea',
              parameters: [{ name: 'checkout-amount', value: '10000' }],
              amount: 100,
            },
          }),
      ],
    });
    const { store, postForm } = storeWith(server);
    store.dispatch(
      paymentFormRequested({
        bank: 'nordea',
        cart: [wholeDebtItem(debts[0]!)],
        redirectPath: '/debt/1000011',
      }),
    );
    await tick();
    expect(server.calls[0]?.body).toMatchObject({
      DebtorNr: 7,
      Method: 'nordea',
      Language: 'fi',
      PaymentCart: [{ debtNr: 11, amount: 100, paymentType: 'single', msnr: null }],
    });
    expect(postForm).toHaveBeenCalledWith('http://x/sandbox/bank/nordea', [
      { name: 'checkout-amount', value: '10000' },
    ]);
    expect(JSON.parse(sessionStorage.getItem('portal.payment')!)).toEqual({
      redirectPath: '/debt/1000011',
      paymentType: 'single',
      debtNr: 11,
      debtNrs: [11],
      // Issue 32: what the return will say: 100 € paid, the other debt's 100 € left.
      outcome: { paidCents: 10000, leftCents: 10000 },
    });
  });

  it('sends nothing for a cart with a pending debt, and shows the server’s pending block', async () => {
    const server = backend({
      '/api/payments/getPaymentFormData': [
        () => json({ status: 1, ErrorCode: 'blockPendingOrdersText', responseObject: null }),
      ],
    });
    const { store, postForm } = storeWith(server);
    store.dispatch(pendingUpdated({ pending: true, debtNrs: [12], paymentType: 'single' }));
    store.dispatch(
      paymentFormRequested({ bank: 'aktia', cart: [wholeDebtItem(debts[1]!)], redirectPath: null }),
    );
    await tick();
    expect(server.calls).toHaveLength(0);
    expect(selectPaymentFormError(store.getState())).toBe(PENDING_BLOCK_KEY);

    store.dispatch(
      paymentFormRequested({ bank: 'aktia', cart: [wholeDebtItem(debts[0]!)], redirectPath: null }),
    );
    await tick();
    expect(server.calls).toHaveLength(1);
    expect(selectPaymentFormError(store.getState())).toBe(PENDING_BLOCK_KEY);
    expect(postForm).not.toHaveBeenCalled();
  });
});

describe('the return and the pending poll (spec 4)', () => {
  it('an accepted payment pends with its dialog, is polled every 15 s, and completes', async () => {
    const server = backend({
      '/api/payments/confirm': [() => ok({ status: true })],
      '/api/payments/pending': [
        () => ok({ pending: true, debtNrs: [11], paymentType: 'single' }),
        () => ok({ pending: true, debtNrs: [11], paymentType: 'single' }),
        () => ok({ pending: false, debtNrs: [], paymentType: null }),
      ],
      '/api/debtor': [() => json({}, 500)],
    });
    const { store, navigate } = storeWith(server);
    storePayment({
      redirectPath: '/debt/1000011',
      paymentType: 'single',
      debtNr: 11,
      debtNrs: [11],
      outcome: { paidCents: 2000, leftCents: 18000 },
    });
    store.dispatch(paymentReturned(RETURN));
    await tick();
    expect(server.calls[0]?.search).toContain('checkout-stamp=s1');
    expect(selectPaymentOutcome(store.getState())).toEqual({ paidCents: 2000, leftCents: 18000 });
    expect(dialogNames(store)).toEqual(['paymentPending']);
    expect(navigate).toHaveBeenCalledWith('/debt/1000011', { replace: true });
    expect(selectPendingPayments(store.getState()).debtNrs).toEqual([11]);

    const polls = () => server.calls.filter((c) => c.path === '/api/payments/pending').length;
    expect(polls()).toBe(1);
    await tick(PENDING_POLL_MS);
    expect(polls()).toBe(2);
    expect(dialogNames(store)).toEqual(['paymentPending']);
    await tick(PENDING_POLL_MS);
    expect(polls()).toBe(3);
    expect(dialogNames(store)).toEqual(['paymentComplete']);
    expect(
      server.calls.some((c) => c.path === '/api/debtor'),
      'quiet reload',
    ).toBe(true);
    await tick(PENDING_POLL_MS * 3);
    expect(polls(), 'polling stopped').toBe(3);
  });

  it.each([
    ['reconciliation', true],
    ['single', false],
  ] as const)(
    'an accepted %s payment reloads the data at once: %s (a settlement waits at step 5)',
    async (paymentType, reloads) => {
      const server = backend({
        '/api/payments/confirm': [() => ok({ status: true })],
        '/api/payments/pending': [() => ok({ pending: true, debtNrs: [11], paymentType })],
        '/api/debtor': [() => json({}, 500)],
      });
      const { store } = storeWith(server);
      storePayment({ redirectPath: null, paymentType, debtNr: 11, debtNrs: [11] });
      store.dispatch(paymentReturned(RETURN));
      await tick();
      expect(dialogNames(store)).toEqual(['paymentPending']);
      expect(server.calls.some((c) => c.path === '/api/debtor')).toBe(reloads);
    },
  );

  it('a cancelled payment shows the click-to-dismiss cancel message and goes to the front page', async () => {
    const server = backend({ '/api/payments/confirm': [() => ok({ status: false })] });
    const { store, navigate } = storeWith(server);
    storePayment({
      redirectPath: '/pay-all',
      paymentType: 'multiple',
      debtNr: 11,
      debtNrs: [11, 12],
    });
    store.dispatch(paymentReturned(RETURN.replace('status=ok', 'status=fail')));
    await tick();
    expect(selectMessage(store.getState())).toMatchObject({
      text: 'payment.canceled',
      type: 'info',
      clickToDismiss: true,
    });
    expect(dialogNames(store)).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
  });

  it('a pending payment from an earlier visit ends with the confirmed message; logout stops the poll', async () => {
    const server = backend({
      '/api/payments/pending': [
        () => ok({ pending: true, debtNrs: [12], paymentType: 'single' }),
        () => ok({ pending: false, debtNrs: [], paymentType: null }),
      ],
      '/api/debtor': [() => json({}, 500)],
    });
    const { store } = storeWith(server);
    store.dispatch(pendingWatchRequested());
    await tick();
    expect(selectPendingPayments(store.getState()).pending).toBe(true);
    await tick(PENDING_POLL_MS);
    expect(selectMessage(store.getState())?.text).toBe('payment.confirmed');
    expect(dialogNames(store)).toEqual([]);

    const again = backend({
      '/api/payments/pending': [() => ok({ pending: true, debtNrs: [12], paymentType: 'single' })],
    });
    const second = storeWith(again);
    second.store.dispatch(pendingWatchRequested());
    await tick();
    second.store.dispatch(sessionCleared());
    await tick(PENDING_POLL_MS * 3);
    expect(again.calls).toHaveLength(1);
  });
});
