import { takeLatest, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, selectState } from '../../lib/api';
import { selectLanguage } from '../../lib/language';
import { verifyBodyOf } from '../../lib/signing-return';
import type { LazySaga } from '../../lib/store-types';
import { signingReturnChecked, signingReturnedSignedOut } from './slice';

/**
 * A return from the signing service after the session ended there: the service's signed notice
 * alone lets the server record the signature (or the court decision's identification). The
 * answer says only what was recorded; without a notice there is nothing to send.
 */
export function* signedOutSigningSaga(
  action: ReturnType<typeof signingReturnedSignedOut>,
): SagaIterator {
  const { kind, ids } = action.payload;
  if (!ids.notice) {
    yield put(signingReturnChecked('failed'));
    return;
  }
  const language = yield* selectState(selectLanguage);
  const body = { ...verifyBodyOf(ids), Lang: language };
  const result =
    kind === 'settlement'
      ? yield* callApi((api) => api.POST('/api/reconciliation/verify', { body }))
      : yield* callApi((api) => api.POST('/api/judgement/verify', { body }));
  if (result.ok && result.value === 'ok') yield put(signingReturnChecked('received'));
  else if (result.ok && result.value === 'cancel') yield put(signingReturnChecked('cancelled'));
  else yield put(signingReturnChecked('failed'));
}

function* signingReturnSaga(): SagaIterator {
  yield takeLatest(signingReturnedSignedOut.type, signedOutSigningSaga);
}

export const signingReturnFeature: LazySaga = { name: 'signingReturn', saga: signingReturnSaga };
