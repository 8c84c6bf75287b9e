import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import { invoiceCopyFailed, invoiceCopyRequested, invoiceCopySent } from './slice';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: an invoice copy of one of the debt's bills, by e-mail. */
    invoiceCopy: { debtNr: number };
  }
}

/**
 * spec 7: `responseObject.key` above 0 is success (the request's number; `value` the debt's new
 * due date), 0 failure. The dialog says the new due date; success reloads quietly, so the debt
 * shows the pending request and its due date.
 */
export function* requestInvoiceCopySaga(
  action: ReturnType<typeof invoiceCopyRequested>,
): SagaIterator {
  const result = yield* callApi((api) =>
    api.POST('/api/orders/invoiceCopyRequest', { body: action.payload }),
  );
  if (result.ok && result.value && result.value.key > 0) {
    yield put(invoiceCopySent(result.value.value ?? null));
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(
      invoiceCopyFailed(
        !result.ok && result.errorKey === 'error.generic.1'
          ? result.errorKey
          : 'invoiceCopy.failed',
      ),
    );
  }
}

export function* invoiceCopySaga(): SagaIterator {
  yield takeLeading(invoiceCopyRequested.type, requestInvoiceCopySaga);
}

export const invoiceCopyFeature: LazySaga = { name: 'invoiceCopy', saga: invoiceCopySaga };
