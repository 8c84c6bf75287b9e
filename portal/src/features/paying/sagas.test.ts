import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { makeStore } from '../../app/store';
import { selectDialogs } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import { sessionCleared } from '../../lib/session-events';
import { c, debt, debtor, debtorData } from '../../test/debtor-fixtures';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeApi,
  offContract,
  ok,
} from '../../test/fake-api';
import { signOutPage } from '../../test/page-session';
import { wholeDebtItem } from './cart';
import { payingFeature, PENDING_BLOCK_KEY, PENDING_POLL_MS } from './sagas';
import {
  paymentFormRequested,
  paymentMethodsRequested,
  paymentReturned,
  pendingUpdated,
  pendingWatchRequested,
  selectPaymentFormError,
  selectPaymentMethods,
  selectPaymentOutcome,
  selectPendingPayments,
} from './slice';
import { storePayment } from './storage';

const tick = (ms = 20) => vi.advanceTimersByTimeAsync(ms);

const debts = [debt(11, 3, '2026-12-01'), debt(12, 4, '2026-11-01')];
const RETURN =
  '?checkout-account=375917&checkout-algorithm=sha256&checkout-amount=10000&checkout-stamp=s1&checkout-reference=1232&checkout-transaction-id=t1&checkout-status=ok&checkout-provider=nordea&signature=ab';

/** A handler giving its answers in turn (the last answer repeats). */
const inTurn =
  <A>(...answers: A[]) =>
  () =>
    answers.length > 1 ? answers.shift()! : answers[0]!;

/** The pending poll's answer: 20 € pending on each debt named. */
const pending = (
  isPending: boolean,
  debtNrs: number[],
  paymentType: Schemas['PaymentType'] | null,
) =>
  ok(
    envelope({
      pending: isPending,
      debtNrs,
      amounts: debtNrs.map((debtNr) => ({ debtNr, amount: 20 })),
      paymentType,
    }),
  );

/** The confirmation of the bank's return: whether the payment went through. */
const confirmed = (status: boolean) => ok(envelope({ status }));

/**
 * The quiet reload of the debtor fails with a proxy's bare 500, which the contract does not
 * describe.
 */
const failedReload = () => offContract(500);

function storeWith(server: FakeApi) {
  const navigate = vi.fn();
  const postForm = vi.fn();
  const store = makeStore({
    fetch: server.fetch,
    baseUrl: FAKE_API_ORIGIN,
    navigate,
    postForm,
    preloadedState: {
      debtor: {
        status: 'loaded',
        error: null,
        data: debtorData({ debtor: debtor({ nr: 7 }), debts }),
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

// A page the server sent signed out: the store does not ask \`GET /api/session\`, so the calls
// listed are the feature's own.
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  signOutPage(document);
});
afterEach(() => vi.useRealTimers());

describe("the bank form's methods, from the payment provider", () => {
  const groups = [
    {
      id: 'mobile',
      name: 'Mobila betalningssätt',
      providers: [{ id: 'mobilepay', name: 'MobilePay', logo: 'http://x/mobilepay.svg' }],
    },
    {
      id: 'bank',
      name: 'Bankbetalningar',
      providers: [{ id: 'nordea', name: 'Nordea', logo: 'http://x/nordea.svg' }],
    },
  ];

  it('asks in the language given and keeps the groups in the order the provider gave', async () => {
    const server = createFakeApi().on('get', '/api/payments/methods', () =>
      ok(envelope({ groups })),
    );
    const { store } = storeWith(server);
    store.dispatch(paymentMethodsRequested('se'));
    expect(selectPaymentMethods(store.getState()).status).toBe('loading');
    await tick();
    expect(server.calls[0]?.url).toBe('/api/payments/methods?Language=se');
    expect(selectPaymentMethods(store.getState())).toEqual({
      status: 'loaded',
      language: 'se',
      groups: [
        { id: 'mobile', name: 'Mobila betalningssätt', methods: groups[0]!.providers },
        { id: 'bank', name: 'Bankbetalningar', methods: groups[1]!.providers },
      ],
    });
  });

  it('fails when the provider gives no list (the form offers to ask again)', async () => {
    const server = createFakeApi().on('get', '/api/payments/methods', () =>
      ok({ status: 1, ErrorCode: 'payment.providerUnavailable', responseObject: null }),
    );
    const { store } = storeWith(server);
    store.dispatch(paymentMethodsRequested('fi'));
    await tick();
    expect(selectPaymentMethods(store.getState()).status).toBe('failed');
  });
});

describe('the bank form (spec 4)', () => {
  it('fetches the form data in euros, remembers the return and posts the form to the bank', async () => {
    const server = createFakeApi().on('post', '/api/payments/getPaymentFormData', () =>
      ok(
        envelope({
          result: {
            url: 'http://x/sandbox/bank/nordea',
            parameters: [{ name: 'checkout-amount', value: '10000' }],
            amount: 100,
          },
        }),
      ),
    );
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
      // What the return will say: 100 € paid, the other debt's 100 € left.
      outcome: { paidCents: 10000, leftCents: 10000 },
    });
  });

  it('sends nothing for a cart with a pending debt, and shows the server’s pending block', async () => {
    const server = createFakeApi().on('post', '/api/payments/getPaymentFormData', () =>
      ok({ status: 1, ErrorCode: 'blockPendingOrdersText', responseObject: null }),
    );
    const { store, postForm } = storeWith(server);
    store.dispatch(
      pendingUpdated({ pending: true, debtNrs: [12], amounts: [], paymentType: 'single' }),
    );
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
    const server = createFakeApi()
      .on('get', '/api/payments/confirm', () => confirmed(true))
      .on(
        'get',
        '/api/payments/pending',
        inTurn(
          pending(true, [11], 'single'),
          pending(true, [11], 'single'),
          pending(false, [], null),
        ),
      )
      .on('get', '/api/debtor', failedReload);
    const { store, navigate } = storeWith(server);
    storePayment({
      redirectPath: '/debt/1000011',
      paymentType: 'single',
      debtNr: 11,
      debtNrs: [11],
      outcome: { paidCents: c(2000), leftCents: c(18000) },
    });
    store.dispatch(paymentReturned(RETURN));
    await tick();
    expect(server.calls[0]?.url).toContain('checkout-stamp=s1');
    expect(selectPaymentOutcome(store.getState())).toEqual({ paidCents: 2000, leftCents: 18000 });
    expect(dialogNames(store)).toEqual(['paymentPending']);
    expect(navigate).toHaveBeenCalledWith('/debt/1000011', { replace: true });
    expect(selectPendingPayments(store.getState()).debtNrs).toEqual([11]);
    // The server's euros are kept as cents, for the pay block's note.
    expect(selectPendingPayments(store.getState()).amounts).toEqual([
      { debtNr: 11, amountCents: 2000 },
    ]);

    const polls = () => server.callsTo('get', '/api/payments/pending').length;
    expect(polls()).toBe(1);
    await tick(PENDING_POLL_MS);
    expect(polls()).toBe(2);
    expect(dialogNames(store)).toEqual(['paymentPending']);
    await tick(PENDING_POLL_MS);
    expect(polls()).toBe(3);
    expect(dialogNames(store)).toEqual(['paymentComplete']);
    expect(server.paths.includes('/api/debtor'), 'quiet reload').toBe(true);
    await tick(PENDING_POLL_MS * 3);
    expect(polls(), 'polling stopped').toBe(3);
  });

  it.each([
    ['reconciliation', true],
    ['single', false],
  ] as const)(
    'an accepted %s payment reloads the data at once: %s (a settlement waits at step 5)',
    async (paymentType, reloads) => {
      const server = createFakeApi()
        .on('get', '/api/payments/confirm', () => confirmed(true))
        .on('get', '/api/payments/pending', () => pending(true, [11], paymentType))
        .on('get', '/api/debtor', failedReload);
      const { store } = storeWith(server);
      storePayment({ redirectPath: null, paymentType, debtNr: 11, debtNrs: [11] });
      store.dispatch(paymentReturned(RETURN));
      await tick();
      expect(dialogNames(store)).toEqual(['paymentPending']);
      expect(server.paths.includes('/api/debtor')).toBe(reloads);
    },
  );

  it('a cancelled payment shows the click-to-dismiss cancel message and goes to the front page', async () => {
    const server = createFakeApi().on('get', '/api/payments/confirm', () => confirmed(false));
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
    const server = createFakeApi()
      .on(
        'get',
        '/api/payments/pending',
        inTurn(pending(true, [12], 'single'), pending(false, [], null)),
      )
      .on('get', '/api/debtor', failedReload);
    const { store } = storeWith(server);
    store.dispatch(pendingWatchRequested());
    await tick();
    expect(selectPendingPayments(store.getState()).pending).toBe(true);
    await tick(PENDING_POLL_MS);
    expect(selectMessage(store.getState())?.text).toBe('payment.confirmed');
    expect(dialogNames(store)).toEqual([]);

    const again = createFakeApi().on('get', '/api/payments/pending', () =>
      pending(true, [12], 'single'),
    );
    const second = storeWith(again);
    second.store.dispatch(pendingWatchRequested());
    await tick();
    second.store.dispatch(sessionCleared());
    await tick(PENDING_POLL_MS * 3);
    expect(again.calls).toHaveLength(1);
  });
});
