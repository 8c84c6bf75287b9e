import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PortalClient } from '@portal/openapi';
import { fromEnvelope } from '../../lib/api-result';
import { calls, type CallResult } from '../../lib/calls';
import { debtorFailed, debtorLoaded, debtorRequested } from './slice';

export function* loadDebtorSaga(): SagaIterator {
  const api = (yield getContext('api')) as PortalClient;
  try {
    const answer = (yield call(calls.debtor, api)) as CallResult<'debtor'>;
    const result = fromEnvelope(answer.data);
    if (result.ok) yield put(debtorLoaded(result.value));
    else yield put(debtorFailed(result.errorKey));
  } catch {
    yield put(debtorFailed('error.server.0'));
  }
}

export function* debtorSaga(): SagaIterator {
  yield takeLatest(debtorRequested.type, loadDebtorSaga);
}
