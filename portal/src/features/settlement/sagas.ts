import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, sagaContext, selectState } from '../../lib/api';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { selectLanguage, selectLocale } from '../../lib/language';
import { messageShown } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { verifyBodyOf } from '../../lib/signing-return';
import { saveFile } from '../../lib/save-file';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import { settlementFigures } from './model';
import {
  settlementCalculated,
  settlementCancelRequested,
  settlementDocumentRequested,
  settlementPlanDocumentRequested,
  settlementFailed,
  settlementOpened,
  settlementReset,
  settlementSignRequested,
  settlementStarted,
  settlementStartRequested,
  settlementVerified,
  settlementVerifyRequested,
  type SettlementRequest,
} from './slice';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: the settlement of the debts in court, six steps. */
    settlement: Record<string, never>;
  }
}

/** spec 8: a failed start, cancel or calculation says 'Virhe' until dismissed. */
function* failed(key = 'settlement.error'): SagaIterator {
  yield put(settlementFailed(key));
  yield put(messageShown({ type: 'error', text: key, clickToDismiss: true }));
}

/** Step 4: the binding plan as the server calculates it. */
export function* calculateSaga(request: SettlementRequest): SagaIterator {
  if (request.statusNr === null) return;
  const statusNr = request.statusNr;
  const language = yield* selectState(selectLanguage);
  const result = yield* callApi((api) =>
    api.POST('/api/reconciliation/calculate', {
      body: {
        StatusNr: statusNr,
        SubPoenaNr: request.subpoenaNr,
        DebtNrs: request.debtNrs,
        Create: false,
        lang: language,
      },
    }),
  );
  if (result.ok && result.value) yield put(settlementCalculated(settlementFigures(result.value)));
  else yield call(failed);
}

function* openedSaga(action: ReturnType<typeof settlementOpened>): SagaIterator {
  if (action.payload.step === 4) yield call(calculateSaga, action.payload);
}

/** Step 3's start: the subpoena's status is created, and the plan is calculated (step 4). */
export function* startSaga(action: ReturnType<typeof settlementStartRequested>): SagaIterator {
  const { subpoenaNr, debtNrs } = action.payload;
  const result = yield* callApi((api) =>
    api.POST('/api/reconciliation/start', { body: { SubPoenaNr: subpoenaNr, DebtNrs: debtNrs } }),
  );
  const statusNr = result.ok ? (result.value?.status?.nr ?? null) : null;
  if (statusNr === null) {
    yield call(failed);
    return;
  }
  yield put(settlementStarted(statusNr));
  yield call(calculateSaga, { subpoenaNr, debtNrs, statusNr });
}

/** Sign: the plan is stored (create), then to the signing service with one's own credentials. */
export function* signSaga(action: ReturnType<typeof settlementSignRequested>): SagaIterator {
  const { subpoenaNr, statusNr, debtNrs } = action.payload;
  if (statusNr === null) return;
  const language = yield* selectState(selectLanguage);
  const created = yield* callApi((api) =>
    api.POST('/api/reconciliation/create', {
      body: {
        StatusNr: statusNr,
        SubPoenaNr: subpoenaNr,
        DebtNrs: debtNrs,
        Create: true,
        lang: language,
      },
    }),
  );
  if (!created.ok) {
    yield call(failed);
    return;
  }
  const signed = yield* callApi((api) =>
    api.POST('/api/reconciliation/sign', {
      body: { SubPoenaNr: subpoenaNr, StatusNr: statusNr, Lang: language },
    }),
  );
  if (signed.ok && signed.value) {
    const redirect = yield* sagaContext('redirect');
    redirect(signed.value);
  } else {
    yield call(failed);
  }
}

/** Confirmed closing at step 4 or 5 cancels; success or not, back to step 1 and closed (spec 8). */
export function* cancelSaga(action: ReturnType<typeof settlementCancelRequested>): SagaIterator {
  const { subpoenaNr, statusNr, debtNrs } = action.payload;
  const result =
    statusNr === null
      ? null
      : yield* callApi((api) =>
          api.POST('/api/reconciliation/cancel', {
            body: { SubPoenaNr: subpoenaNr, StatusNr: statusNr, DebtNrs: debtNrs },
          }),
        );
  yield put(settlementReset());
  yield put(dialogClosed('settlement'));
  if (!result?.ok) {
    yield put(messageShown({ type: 'error', text: 'settlement.error', clickToDismiss: true }));
  } else {
    yield put(messageShown({ type: 'info', text: 'settlement.cancelled' }));
  }
  yield put(debtorRequested({ silent: true }));
}

/**
 * Back at /reconciliation/verify (spec 4): signed is step 5 (awaiting the first installment);
 * a cancelled signing says error.reconciliation.0 and returns to step 4.
 */
export function* verifySaga(action: ReturnType<typeof settlementVerifyRequested>): SagaIterator {
  const language = yield* selectState(selectLanguage);
  const result = yield* callApi((api) =>
    api.POST('/api/reconciliation/verify', {
      body: { ...verifyBodyOf(action.payload), Lang: language },
    }),
  );
  const navigate = yield* sagaContext('navigate');
  navigate(paths.frontPage.getHref(), { replace: true });
  yield put(debtorRequested({ silent: true }));
  if (result.ok && result.value === 'ok') {
    yield put(settlementVerified());
  } else {
    const key =
      result.ok && result.value === 'cancel' ? 'error.reconciliation.0' : 'error.server.0';
    yield put(settlementReset());
    yield put(messageShown({ type: 'error', text: key }));
  }
  yield put(dialogOpened({ name: 'settlement' }));
}

/** The settlement document of step 4 (spec 7), in the language in use, under a translated name. */
export function* documentSaga(
  action: ReturnType<typeof settlementDocumentRequested>,
): SagaIterator {
  const { statusNr, subpoenaNr, fileLabel } = action.payload;
  const locale = yield* selectState(selectLocale);
  const result = yield* callApi((api) =>
    api.GET('/api/reconciliation/file/status/{statusNr}/{subpoenaNr}', {
      params: { path: { statusNr, subpoenaNr } },
      // The server writes the document in the language asked for (else the settlement's own).
      headers: { 'Accept-Language': locale },
      parseAs: 'blob',
    }),
  );
  if (result.ok) yield call(saveFile, result.value, `${fileLabel}_${subpoenaNr}.pdf`);
  else yield put(messageShown({ type: 'error', text: 'error.server.0' }));
}

/**
 * Step 4's settlement plan PDF (spec 7 `GET /api/reconciliation/file/ms/{msnr}`). The plan has a
 * number once stored: create stores it as the unconfirmed settlement plan (type 6, spec 4) and
 * answers alike when repeated, so signing afterwards stores nothing twice.
 */
export function* planDocumentSaga(
  action: ReturnType<typeof settlementPlanDocumentRequested>,
): SagaIterator {
  const { subpoenaNr, statusNr, debtNrs, fileLabel } = action.payload;
  if (statusNr === null) return;
  const language = yield* selectState(selectLanguage);
  const created = yield* callApi((api) =>
    api.POST('/api/reconciliation/create', {
      body: {
        StatusNr: statusNr,
        SubPoenaNr: subpoenaNr,
        DebtNrs: debtNrs,
        Create: true,
        lang: language,
      },
    }),
  );
  const msnr = created.ok ? (created.value?.status?.msNr ?? null) : null;
  if (msnr === null) {
    yield put(messageShown({ type: 'error', text: 'error.server.0' }));
    return;
  }
  const locale = yield* selectState(selectLocale);
  const result = yield* callApi((api) =>
    api.GET('/api/reconciliation/file/ms/{msnr}', {
      params: { path: { msnr } },
      headers: { 'Accept-Language': locale },
      parseAs: 'blob',
    }),
  );
  if (result.ok) yield call(saveFile, result.value, `${fileLabel}_${msnr}.pdf`);
  else yield put(messageShown({ type: 'error', text: 'error.server.0' }));
}

export function* settlementSaga(): SagaIterator {
  yield takeLatest(settlementOpened.type, openedSaga);
  yield takeLeading(settlementStartRequested.type, startSaga);
  yield takeLeading(settlementSignRequested.type, signSaga);
  yield takeLeading(settlementCancelRequested.type, cancelSaga);
  yield takeLeading(settlementVerifyRequested.type, verifySaga);
  yield takeLeading(settlementDocumentRequested.type, documentSaga);
  yield takeLeading(settlementPlanDocumentRequested.type, planDocumentSaga);
}

export const settlementFeature: LazySaga = { name: 'settlement', saga: settlementSaga };
