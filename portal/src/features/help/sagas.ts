import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { SagaContext } from '../../lib/saga-context';
import type { LazySaga } from '../../app/store';
import { calls, type CallResult } from '../../lib/calls';
import { faqFailed, faqLoaded, faqRequested, selectFaqItems } from './slice';
import type { FaqItem } from './rules';

export function* loadFaqSaga(): SagaIterator {
  const cached = (yield select(selectFaqItems)) as FaqItem[];
  if (cached.length > 0) {
    yield put(faqLoaded(cached));
    return;
  }
  const api = (yield getContext('api')) as SagaContext['api'];
  try {
    const answer = (yield call(calls.faq, api)) as CallResult<'faq'>;
    if (Array.isArray(answer.data)) {
      yield put(faqLoaded(answer.data));
      return;
    }
  } catch {
    // reported below
  }
  yield put(faqFailed());
}

export function* faqSaga(): SagaIterator {
  yield takeLeading(faqRequested.type, loadFaqSaga);
}

/** Started when the help page is first opened. */
export const faqFeature: LazySaga = { name: 'faq', saga: faqSaga };
