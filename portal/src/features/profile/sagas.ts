import { put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested } from '../debtor';
import {
  contactAddFinished,
  contactAddRequested,
  contactAllowFinished,
  contactAllowRequested,
} from './slice';
import { phoneToSend } from '../../lib/validation';

export function* addContactSaga(action: ReturnType<typeof contactAddRequested>): SagaIterator {
  const { type, text } = action.payload;
  const value = type === 'phone' ? phoneToSend(text) : text.trim();
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/add/{contactType}', {
      params: { path: { contactType: type } },
      body: { ContactType: type, Text: value, Allow: true },
    }),
  );
  if (result.ok) {
    yield put(contactAddFinished({ type, tone: 'success', key: `profile.added.${type}` }));
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(contactAddFinished({ type, tone: 'error', key: result.errorKey }));
  }
}

export function* setAllowedSaga(action: ReturnType<typeof contactAllowRequested>): SagaIterator {
  const { type, allow } = action.payload;
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/allow/{contactType}/{allow}', {
      params: { path: { contactType: type, allow } },
    }),
  );
  if (result.ok) {
    const state = allow ? 'on' : 'off';
    yield put(
      contactAllowFinished({ type, tone: 'success', key: `profile.allowSaved.${type}.${state}` }),
    );
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(contactAllowFinished({ type, tone: 'error', key: result.errorKey }));
  }
}

export function* profileSaga(): SagaIterator {
  yield takeEvery(contactAddRequested.type, addContactSaga);
  yield takeEvery(contactAllowRequested.type, setAllowedSaga);
}

/** Started when the profile page is first opened. */
export const profileFeature: LazySaga = { name: 'profile', saga: profileSaga };
