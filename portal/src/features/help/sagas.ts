import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, selectState } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import { faqFailed, faqLoaded, faqRequested, selectFaqItems } from './slice';

export function* loadFaqSaga(): SagaIterator {
  const cached = yield* selectState(selectFaqItems);
  if (cached.length > 0) {
    yield put(faqLoaded(cached));
    return;
  }
  const result = yield* callApi((api) => api.GET('/api/faq'));
  if (result.ok && Array.isArray(result.value)) yield put(faqLoaded(result.value));
  else yield put(faqFailed());
}

export function* faqSaga(): SagaIterator {
  yield takeLeading(faqRequested.type, loadFaqSaga);
}

/** Started when the help page is first opened. */
export const faqFeature: LazySaga = { name: 'faq', saga: faqSaga };
