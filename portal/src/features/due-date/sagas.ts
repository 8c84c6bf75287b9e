import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, selectState } from '../../lib/api';
import { dialogClosed } from '../../lib/dialogs';
import { messageShown } from '../../lib/messages';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested, selectDebtor } from '../debtor';
import {
  dueDateMoved,
  dueDateMoveFailed,
  dueDateMoveRequested,
  dueDateParametersFailed,
  dueDateParametersLoaded,
  dueDateParametersRequested,
} from './slice';
import { dueDateRefusalKey, transferResultOf } from './rules';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: move the due date of a debt (or of its plan's next installment). */
    dueDateTransfer: { debtNr: number };
  }
}

export function* loadParametersSaga(
  action: ReturnType<typeof dueDateParametersRequested>,
): SagaIterator {
  const result = yield* callApi((api) =>
    api.GET('/api/duedate/parameters/{debtNr}', {
      params: { path: { debtNr: action.payload } },
    }),
  );
  if (result.ok && result.value) yield put(dueDateParametersLoaded(result.value));
  else yield put(dueDateParametersFailed(result.ok ? 'error.server.0' : result.errorKey));
}

/**
 * spec 4, 8: success shows `dueDateTransferSuccess`, closes and reloads quietly; a refusal says
 * "… Syy:" with the transfer result's own text (`dueDateResult.{code}`, else `dueDateDenied.{code}`); a network failure says so and resets the chosen date.
 */
export function* moveDueDateSaga(action: ReturnType<typeof dueDateMoveRequested>): SagaIterator {
  const debtor = yield* selectState(selectDebtor);
  const { debtNr, date } = action.payload;
  const result = yield* callApi(
    (api) =>
      api.POST('/api/duedate/transfer', {
        body: { DebtorNr: debtor?.nr ?? 0, DebtNr: debtNr, NewDuedate: date },
      }),
    { errorPrefix: 'dueDateDenied', networkErrorKey: 'dueDate.failed' },
  );
  if (result.ok && result.value?.result === 0) {
    yield put(dueDateMoved());
    yield put(dialogClosed('dueDateTransfer'));
    yield put(messageShown({ type: 'success', text: 'dueDateTransferSuccess' }));
    yield put(debtorRequested({ silent: true }));
  } else if (!result.ok && result.kind === 'network') {
    yield put(dueDateMoveFailed({ key: 'dueDate.failed', reason: null, reset: true }));
  } else if (!result.ok && result.errorKey === 'error.generic.1') {
    yield put(dueDateMoveFailed({ key: result.errorKey, reason: null, reset: false }));
  } else {
    const reason = result.ok
      ? null
      : dueDateRefusalKey(
          transferResultOf(result.detail),
          result.errorKey.startsWith('dueDateDenied.') ? result.errorKey : null,
        );
    yield put(
      dueDateMoveFailed({
        key: reason ? 'dueDate.failedWithReason' : 'dueDate.failed',
        reason,
        reset: false,
      }),
    );
  }
}

export function* dueDateSaga(): SagaIterator {
  yield takeLatest(dueDateParametersRequested.type, loadParametersSaga);
  yield takeLeading(dueDateMoveRequested.type, moveDueDateSaga);
}

export const dueDateFeature: LazySaga = { name: 'dueDate', saga: dueDateSaga };
