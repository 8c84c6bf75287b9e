import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { SagaContext } from '../../lib/saga-context';
import type { LazySaga } from '../../app/store';
import { calls, type CallResult } from '../../lib/calls';
import {
  commentSent,
  feedbackFailed,
  feedbackSaved,
  feedbackSent,
  selectFeedback,
  smileyChosen,
  type FeedbackState,
} from './slice';

export function* saveFeedbackSaga(action: ReturnType<typeof smileyChosen>): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const { feedbackType, orderNr, smiley } = action.payload;
  try {
    const answer = (yield call(calls.saveFeedback, api, {
      FeedbackType: feedbackType,
      OrderNr: orderNr,
      Smiley: smiley,
      Comment: null,
      NPS: null,
    })) as CallResult<'saveFeedback'>;
    const nr = answer.data?.status === 0 ? answer.data.responseObject : null;
    if (typeof nr === 'number' && nr > 0) {
      yield put(feedbackSaved(nr));
      return;
    }
  } catch {
    // reported below
  }
  yield put(feedbackFailed({ error: 'error.generic.0', during: 'save' }));
}

export function* updateFeedbackSaga(action: ReturnType<typeof commentSent>): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const { nr } = (yield select(selectFeedback)) as FeedbackState;
  if (nr === null) return;
  try {
    const answer = (yield call(calls.updateFeedback, api, {
      Nr: nr,
      FeedbackType: action.payload.feedbackType,
      OrderNr: action.payload.orderNr,
      Comment: action.payload.comment,
      NPS: action.payload.nps,
    })) as CallResult<'updateFeedback'>;
    if (answer.data?.status === 0) {
      yield put(feedbackSent());
      return;
    }
  } catch {
    // reported below
  }
  yield put(feedbackFailed({ error: 'error.generic.0', during: 'update' }));
}

export function* feedbackSaga(): SagaIterator {
  yield takeLeading(smileyChosen.type, saveFeedbackSaga);
  yield takeLeading(commentSent.type, updateFeedbackSaga);
}

/** Started when the feedback dialog is first opened. */
export const feedbackFeature: LazySaga = { name: 'feedback', saga: feedbackSaga };
