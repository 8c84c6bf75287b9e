import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Schemas } from '@portal/openapi';
import { callApi, selectState } from '../../lib/api';
import { loggedIn } from '../session';
import { debtorFailed, debtorLoaded, debtorRequested, selectDebtorData } from './slice';

/**
 * The one place contract euros become the portal's cents; a malformed amount is a failed load.
 * The conversion loads with the first data (not part of the login route).
 */
async function modelOf(data: Schemas['DebtorData']) {
  const { toDebtorModel } = await import('./model');
  try {
    return debtorLoaded(toDebtorModel(data));
  } catch {
    return debtorFailed('error.server.0');
  }
}

export function* loadDebtorSaga(
  action?: ReturnType<typeof loggedIn> | ReturnType<typeof debtorRequested>,
): SagaIterator {
  // The login's answer carried the data: taken as the read's answer.
  if (action && loggedIn.match(action) && action.payload.debtor) {
    const taken: ReturnType<typeof debtorLoaded | typeof debtorFailed> = yield call(
      modelOf,
      action.payload.debtor,
    );
    yield put(taken);
    return;
  }
  // The page came from the server with the debtor's data, and was hydrated with it: announced
  // as loaded again (what acts on a login's first data, such as a court decision waiting, does
  // so), not read again.
  if (action && loggedIn.match(action) && action.payload.hydrated) {
    const data = yield* selectState(selectDebtorData);
    if (data) {
      yield put(debtorLoaded(data));
      return;
    }
  }
  const result = yield* callApi((api) => api.GET('/api/debtor'));
  if (!result.ok) {
    yield put(debtorFailed(result.errorKey));
  } else if (result.value === null) {
    yield put(debtorFailed('error.server.0'));
  } else {
    const loaded: ReturnType<typeof debtorLoaded | typeof debtorFailed> = yield call(
      modelOf,
      result.value,
    );
    yield put(loaded);
  }
}

export function* debtorSaga(): SagaIterator {
  // A new or restored session (login, re-authentication, start-up) loads the debtor's data;
  // the status stays 'idle' until it arrives (pages show their loading state for idle too).
  yield takeLatest([debtorRequested.type, loggedIn.type], loadDebtorSaga);
}
