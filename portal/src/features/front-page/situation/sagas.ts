import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../../lib/api';
import type { LazySaga } from '../../../lib/store-types';
import { startReidentification, startSession } from '../../session';
import { isValidBusinessId } from '../../debtor';
import {
  bankIdentificationRequested,
  businessIdSent,
  situationFailed,
  situationReset,
} from './slice';

/** spec 8: a refused identity (login code 3) is the "does not match" error of this prompt. */
export function situationErrorKey(code: string | number | null, errorKey: string): string {
  return code === 3 ? 'error.login.mismatch' : errorKey;
}

/**
 * A person: the server gives the identity provider's address bound to this session (login type
 * 6); the browser goes there and comes back to /login/verify, where the session saga confirms.
 */
export function* bankIdentificationSaga(): SagaIterator {
  const failure: string | null = yield call(startReidentification);
  if (failure) yield put(situationFailed(failure));
}

/** A company: the business ID widens the session (login type 3); then all its cases load. */
export function* businessIdSaga(action: ReturnType<typeof businessIdSent>): SagaIterator {
  const identifier = action.payload.trim();
  // Checked before sending (the form does too): a wrong check digit never reaches the server.
  if (!isValidBusinessId(identifier)) {
    yield put(situationFailed('situation.businessId.invalid'));
    return;
  }
  const result = yield* callApi((api) =>
    api.POST('/api/login', { body: { LoginType: 3, Identifier: identifier } }),
  );
  if (result.ok && result.value.expires_in) {
    yield put(situationReset());
    yield call(startSession, result.value.expires_in, 3, result.value.debtor ?? undefined);
    return;
  }
  if (result.ok) yield put(situationFailed('error.server.0'));
  else yield put(situationFailed(situationErrorKey(result.code, result.errorKey)));
}

export function* situationSaga(): SagaIterator {
  yield takeLeading(bankIdentificationRequested.type, bankIdentificationSaga);
  yield takeLeading(businessIdSent.type, businessIdSaga);
}

/** Started when the front page is first opened. */
export const situationFeature: LazySaga = { name: 'situation', saga: situationSaga };
