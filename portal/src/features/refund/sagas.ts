import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import { dialogClosed } from '../../lib/dialogs';
import { messageShown } from '../../lib/messages';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import { startReidentification } from '../session';
import { ibanFailed, ibanSaved, ibanSubmitted, identificationRequested } from './slice';

/** spec 8: the server's invalid-IBAN code; any other failure cannot add the account. */
export const IBAN_INVALID_KEY = 'validIbanMsg';
export const IBAN_NOT_ADDED_KEY = 'ibanCouldNotBeAdded';
/** The server's refusal when the session did not identify the debtor with online banking. */
export const IDENTIFY_FIRST_KEY = 'error.refund.identify';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: an account for the overpayment refund, opened from the overpayment notice. */
    addIban: Record<string, never>;
  }
}

/**
 * Saves the refund account (spec 4, 7): success shows `ibanAddedSuccesfully`, closes the dialog
 * and reloads the data quietly, so the overpayment notice goes; a refusal keeps the dialog open
 * with its text (what the debtor typed stays).
 */
export function* saveIbanSaga(action: ReturnType<typeof ibanSubmitted>): SagaIterator {
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/updateIban', { body: action.payload }),
  );
  if (result.ok && result.value === true) {
    yield put(ibanSaved());
    yield put(dialogClosed('addIban'));
    yield put(messageShown({ type: 'success', text: 'ibanAddedSuccesfully' }));
    yield put(debtorRequested({ silent: true }));
  } else if (!result.ok && result.errorKey === 'error.generic.1') {
    yield put(ibanFailed(result.errorKey));
  } else if (!result.ok && result.code === IDENTIFY_FIRST_KEY) {
    yield put(ibanFailed(IDENTIFY_FIRST_KEY));
  } else {
    yield put(
      ibanFailed(
        !result.ok && result.code === IBAN_INVALID_KEY ? IBAN_INVALID_KEY : IBAN_NOT_ADDED_KEY,
      ),
    );
  }
}

/** Off to identify with online banking; back signed in strongly, the debtor adds the account. */
export function* identifySaga(): SagaIterator {
  const failure: string | null = yield call(startReidentification);
  if (failure) yield put(ibanFailed(failure));
}

export function* refundSaga(): SagaIterator {
  yield takeLeading(ibanSubmitted.type, saveIbanSaga);
  yield takeLeading(identificationRequested.type, identifySaga);
}

export const refundFeature: LazySaga = { name: 'refund', saga: refundSaga };
