import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import { multipartForm } from '../../lib/multipart';
import type { LazySaga } from '../../lib/store-types';
import { contactFailed, contactRequested, contactSent } from './slice';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: a contact request to customer service, about one of the debtor's debts. */
    contactRequest: Record<string, never>;
  }
}

/**
 * spec 7, 8: multipart; `responseObject` true is success. A failure shows step 3 with the
 * translated ErrorCode (error.generic.0 when the request did not get through); the dialog keeps
 * what was typed and attached.
 */
export function* sendContactSaga(action: ReturnType<typeof contactRequested>): SagaIterator {
  const result = yield* callApi(
    (api) =>
      api.POST('/api/orders/contactRequest', {
        body: action.payload.form,
        bodySerializer: multipartForm,
      }),
    { networkErrorKey: 'error.generic.0' },
  );
  if (result.ok && result.value === true) yield put(contactSent());
  else yield put(contactFailed(result.ok ? 'error.server.0' : result.errorKey));
}

export function* contactSaga(): SagaIterator {
  yield takeLeading(contactRequested.type, sendContactSaga);
}

export const contactFeature: LazySaga = { name: 'contact', saga: contactSaga };
