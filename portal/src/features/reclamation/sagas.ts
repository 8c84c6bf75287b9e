import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import { multipartForm } from '../../lib/multipart';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import { reclamationFailed, reclamationRequested, reclamationSent } from './slice';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: a reclamation (dispute) of the debt's bills, with attachments. */
    reclamation: { debtNr: number };
  }
}

/**
 * spec 7, 8: multipart; `responseObject` true is success, which pauses collection (the quiet
 * reload shows the debt under review, state 12). A failure keeps everything typed and attached
 * (the dialog holds it): the translated ErrorCode (fileSizeError, fileTypesError, attachment.1,
 * ...) or error.generic.0 when the request did not get through.
 */
export function* sendReclamationSaga(
  action: ReturnType<typeof reclamationRequested>,
): SagaIterator {
  const result = yield* callApi(
    (api) =>
      api.POST('/api/orders/reclamationRequest', {
        body: action.payload.form,
        bodySerializer: multipartForm,
      }),
    { networkErrorKey: 'error.generic.0' },
  );
  if (result.ok && result.value === true) {
    yield put(reclamationSent());
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(reclamationFailed(result.ok ? 'error.server.0' : result.errorKey));
  }
}

export function* reclamationSaga(): SagaIterator {
  yield takeLeading(reclamationRequested.type, sendReclamationSaga);
}

export const reclamationFeature: LazySaga = { name: 'reclamation', saga: reclamationSaga };
