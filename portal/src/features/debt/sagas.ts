import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { saveFile } from '../../lib/save-file';
import { callApi, selectState, type ApiResult } from '../../lib/api';
import { selectLocale } from '../../lib/language';
import { messageShown } from '../../lib/messages';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import {
  reportFinished,
  reportKey,
  reportRequested,
  suggestionAnswered,
  suggestionSettled,
  type ReportRequest,
} from './slice';

/** spec 7: the balance report and plan confirmation PDFs, in the language in use. */
export function* downloadReportSaga(action: PayloadAction<ReportRequest>): SagaIterator {
  const report = action.payload;
  const locale = yield* selectState(selectLocale);
  let result: ApiResult<Blob>;
  if (report.kind === 'balance') {
    result = yield* callApi((api) =>
      api.GET('/api/orders/balancereport/{locale}/{debtNr}', {
        params: { path: { locale, debtNr: report.debtNr } },
        parseAs: 'blob',
      }),
    );
  } else {
    result = yield* callApi((api) =>
      api.GET('/api/paymentplan/paymentplanconfirmation/{locale}/{msnr}', {
        params: { path: { locale, msnr: report.msnr } },
        parseAs: 'blob',
      }),
    );
  }
  if (result.ok) {
    yield call(saveFile, result.value, report.fileName);
  } else {
    // spec 8: a failed report download shows the generic server error.
    yield put(
      messageShown({
        type: 'error',
        text: result.errorKey === 'error.generic.1' ? result.errorKey : 'error.server.0',
      }),
    );
  }
  yield put(reportFinished(reportKey(report)));
}

/**
 * spec 4, 8: accepting a suggested plan makes it the debt's plan, declining ends it for good;
 * the answer's message is `confirmPaymentPlan.1`, `.2` or `.0`, and the data reloads quietly.
 */
export function* answerSuggestionSaga(action: ReturnType<typeof suggestionAnswered>): SagaIterator {
  const result = yield* callApi((api) =>
    api.POST('/api/orders/confirmSuggestedPaymentPlan', { body: action.payload }),
  );
  const outcome = result.ok ? result.value : 0;
  if (outcome === 1 || outcome === 2) {
    yield put(
      messageShown({
        type: outcome === 1 ? 'success' : 'info',
        text: `confirmPaymentPlan.${outcome}`,
      }),
    );
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(
      messageShown({
        type: 'error',
        text:
          !result.ok && result.errorKey === 'error.generic.1'
            ? result.errorKey
            : 'confirmPaymentPlan.0',
      }),
    );
  }
  yield put(suggestionSettled());
}

export function* debtViewSaga(): SagaIterator {
  yield takeEvery(reportRequested.type, downloadReportSaga);
  yield takeLeading(suggestionAnswered.type, answerSuggestionSaga);
}

/** Started when the debt view is first shown. */
export const debtViewFeature: LazySaga = { name: 'debtView', saga: debtViewSaga };
