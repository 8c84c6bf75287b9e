import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { centsToEuros } from '@portal/openapi';
import { callApi, sagaContext, selectState } from '../../lib/api';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { selectLanguage } from '../../lib/language';
import { messageShown } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { sessionCleared } from '../../lib/session-events';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested, selectDebtor, selectDebtorData, selectDebts } from '../debtor';
import { loggedIn } from '../session';
import { addressAfterPayment, isCartBlocked, paymentOutcome } from './cart';
import './dialogs';
import { confirmQueryOf } from './return-query';
import {
  paymentAccepted,
  paymentCompleted,
  paymentOutcomeKnown,
  paymentFormFailed,
  paymentFormRequested,
  paymentFormSubmitted,
  paymentMethodsFailed,
  paymentMethodsLoaded,
  paymentMethodsRequested,
  paymentReturned,
  paymentReturnedSignedOut,
  pendingUpdated,
  signedOutReturnChecked,
  pendingWatchRequested,
  selectAwaitingCompletion,
  selectPendingDebtNrs,
  pendingFromContract,
} from './slice';
import { clearStoredPayment, storePayment, takeStoredPayment } from './storage';

/** spec 9: pending payments are polled every 15 seconds. */
export const PENDING_POLL_MS = 15_000;

/** The server's refusal of a cart with a debt already being paid, and its text (spec 8). */
const PENDING_BLOCK_CODE = 'blockPendingOrdersText';
export const PENDING_BLOCK_KEY = 'payment.blockPendingOrdersText';

/**
 * The bank form's continue (spec 4): a cart with a pending debt is not sent; otherwise the form
 * data is fetched, the return is remembered, and the browser posts the form to the provider.
 */
export function* preparePaymentSaga(action: ReturnType<typeof paymentFormRequested>): SagaIterator {
  const { bank, cart, redirectPath } = action.payload;
  const pendingDebtNrs = yield* selectState(selectPendingDebtNrs);
  if (cart.length === 0 || isCartBlocked(cart, pendingDebtNrs)) {
    yield put(paymentFormFailed(PENDING_BLOCK_KEY));
    return;
  }
  const debtor = yield* selectState(selectDebtor);
  const language = yield* selectState(selectLanguage);
  if (!debtor) {
    yield put(paymentFormFailed('error.server.0'));
    return;
  }
  const items = cart.map((item) => ({
    debtNr: item.debtNr,
    description: item.description,
    amount: centsToEuros(item.amountCents),
    paymentType: item.paymentType,
    msnr: item.msnr,
  }));
  const result = yield* callApi((api) =>
    api.POST('/api/payments/getPaymentFormData', {
      body: {
        DebtorNr: debtor.nr,
        Method: bank,
        Language: language,
        PaymentItem: items[0] ?? null,
        PaymentCart: items,
      },
    }),
  );
  if (!result.ok) {
    yield put(
      paymentFormFailed(result.code === PENDING_BLOCK_CODE ? PENDING_BLOCK_KEY : result.errorKey),
    );
    return;
  }
  if (!result.value) {
    yield put(paymentFormFailed('error.server.0'));
    return;
  }
  const { url, parameters } = result.value.result;
  const debts = yield* selectState(selectDebts);
  const plans = (yield* selectState(selectDebtorData))?.paymentPlans ?? [];
  yield call(storePayment, {
    redirectPath,
    paymentType: cart[0]!.paymentType,
    debtNr: cart[0]!.debtNr,
    debtNrs: cart.map((item) => item.debtNr),
    outcome: paymentOutcome(cart, debts, plans),
  });
  const postForm = yield* sagaContext('postForm');
  yield put(paymentFormSubmitted());
  yield call(postForm, url, parameters);
}

/**
 * The bank selection's methods, from the payment provider through the server (its groups and
 * order, names of groups in the portal's language).
 */
export function* loadPaymentMethodsSaga(
  action: ReturnType<typeof paymentMethodsRequested>,
): SagaIterator {
  const language = action.payload;
  const result = yield* callApi((api) =>
    api.GET('/api/payments/methods', { params: { query: { Language: language } } }),
  );
  if (!result.ok || !result.value) {
    yield put(paymentMethodsFailed());
    return;
  }
  const groups = result.value.groups.map((group) => ({
    id: group.id,
    name: group.name,
    methods: group.providers,
  }));
  yield put(paymentMethodsLoaded({ language, groups }));
}

/**
 * `/payment/verify` (spec 4): the return is confirmed with the bank's parameters; an accepted
 * payment pends (its dialog, and the poll), a cancelled one shows the cancel message; then the
 * stored address, or the front page.
 */
export function* paymentReturnSaga(action: ReturnType<typeof paymentReturned>): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const stored = yield call(takeStoredPayment);
  const to = addressAfterPayment(
    stored?.redirectPath ?? null,
    paths.frontPage.getHref(),
    paths.payAll.getHref(),
  );
  const query = confirmQueryOf(action.payload);
  if (!query) {
    yield put(messageShown({ type: 'error', text: 'error.server.0' }));
  } else {
    const result = yield* callApi((api) => api.GET('/api/payments/confirm', { params: { query } }));
    if (!result.ok) {
      yield put(messageShown({ type: 'error', text: result.errorKey }));
    } else if (result.value?.status) {
      yield put(paymentAccepted(stored?.debtNrs ?? []));
      yield put(paymentOutcomeKnown(stored?.outcome ?? null));
      yield put(dialogOpened({ name: 'paymentPending' }));
      yield put(pendingWatchRequested());
      // A settlement's first installment: the acceptance moved it to "paid, waiting" (spec 4,
      // step 5), which the data loaded on arrival here does not show yet.
      if (stored?.paymentType === 'reconciliation') yield put(debtorRequested({ silent: true }));
    } else {
      yield put(messageShown({ type: 'info', text: 'payment.canceled', clickToDismiss: true }));
    }
  }
  yield call(navigate, to, { replace: true });
}

/**
 * `/payment/verify` signed out: the session ended while the debtor was at the bank.
 * The bank's signed parameters alone book the payment; the page then says whether it was
 * received and asks her to log in, showing nothing about the debt.
 */
export function* signedOutReturnSaga(
  action: ReturnType<typeof paymentReturnedSignedOut>,
): SagaIterator {
  const query = confirmQueryOf(action.payload);
  if (!query) {
    yield put(signedOutReturnChecked('failed'));
    return;
  }
  const result = yield* callApi((api) => api.GET('/api/payments/confirm', { params: { query } }));
  if (!result.ok || !result.value) yield put(signedOutReturnChecked('failed'));
  else yield put(signedOutReturnChecked(result.value.status ? 'received' : 'cancelled'));
}

/**
 * A pending payment was confirmed (spec 4): the complete dialog when the debtor came back from
 * the bank in this visit, otherwise the confirmed message; the data reloads quietly.
 */
export function* paymentConfirmedSaga(debtNr: number | null): SagaIterator {
  const awaiting = yield* selectState(selectAwaitingCompletion);
  if (awaiting) {
    const debts = yield* selectState(selectDebts);
    const orderNr = debts.find((d) => d.nr === debtNr)?.orderNr ?? 0;
    yield put(dialogClosed('paymentPending'));
    yield put(dialogOpened({ name: 'paymentComplete', props: { orderNr } }));
  } else {
    yield put(messageShown({ type: 'success', text: 'payment.confirmed' }));
  }
  yield put(paymentCompleted());
  yield put(debtorRequested({ silent: true }));
}

/**
 * Polls `GET /api/payments/pending` every 15 seconds while something is pending; stops when it
 * turns not pending after having been pending (then the confirmation above), when nothing was
 * pending to begin with, or when the session is gone.
 */
export function* pollPendingSaga(): SagaIterator {
  let wasPending = yield* selectState(selectAwaitingCompletion);
  let lastDebtNr: number | null = null;
  for (;;) {
    const result = yield* callApi((api) => api.GET('/api/payments/pending'));
    if (result.ok && result.value) {
      yield put(pendingUpdated(pendingFromContract(result.value)));
      if (result.value.pending) {
        wasPending = true;
        lastDebtNr = result.value.debtNrs[0] ?? lastDebtNr;
      } else {
        if (wasPending) yield call(paymentConfirmedSaga, lastDebtNr);
        return;
      }
    } else if ((!result.ok && result.httpStatus === 401) || !wasPending) {
      // The session ended, or there was nothing to wait for: the next login asks again.
      return;
    }
    yield delay(PENDING_POLL_MS);
  }
}

/** One poll at a time; logout stops it. */
function* watchPendingSaga(): SagaIterator {
  yield race({ poll: call(pollPendingSaga), stop: take(sessionCleared.type) });
}

export function* payingSaga(): SagaIterator {
  yield takeLatest(paymentFormRequested.type, preparePaymentSaga);
  yield takeLatest(paymentMethodsRequested.type, loadPaymentMethodsSaga);
  // A return is handled once: the stored payment is taken by the first handling, and a second
  // one of the same return (React's development mode runs the page's effect twice) replacing it
  // would find nothing stored and lose the debts that pend and what the payment did.
  yield takeLeading(paymentReturned.type, paymentReturnSaga);
  yield takeLatest(paymentReturnedSignedOut.type, signedOutReturnSaga);
  yield takeLatest([pendingWatchRequested.type, loggedIn.type], watchPendingSaga);
  yield takeLatest(sessionCleared.type, function* forget() {
    yield call(clearStoredPayment);
  });
}

/** Started by the first debtor data (app/store.ts), or by the first payment form. */
export const payingFeature: LazySaga = { name: 'paying', saga: payingSaga };
export { pendingWatchRequested } from './slice';
