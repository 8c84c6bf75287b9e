import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, selectState } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import {
  commentSent,
  feedbackFailed,
  feedbackSaved,
  feedbackSent,
  selectFeedback,
  smileyChosen,
} from './slice';

/** spec 8: feedback failures show the generic error. */
const feedbackErrors = { networkErrorKey: 'error.generic.0' };

export function* saveFeedbackSaga(action: ReturnType<typeof smileyChosen>): SagaIterator {
  const { feedbackType, orderNr, smiley, nps } = action.payload;
  const result = yield* callApi(
    (api) =>
      api.POST('/api/feedback/save', {
        body: {
          FeedbackType: feedbackType,
          OrderNr: orderNr,
          Comment: null,
          Smiley: smiley,
          // spec 7: the save carries the NPS; the update sends it as null.
          NPS: nps,
        },
      }),
    feedbackErrors,
  );
  // spec 4: a saved feedback answers its token (the update needs it).
  if (result.ok && typeof result.value === 'string' && result.value !== '') {
    yield put(feedbackSaved(result.value));
  } else {
    yield put(feedbackFailed({ error: 'error.generic.0', during: 'save' }));
  }
}

export function* updateFeedbackSaga(action: ReturnType<typeof commentSent>): SagaIterator {
  const { token } = yield* selectState(selectFeedback);
  if (token === null) return;
  // spec 7's update body: the smiley and the NPS were saved with the smiley click, so both go as
  // null (the smiley is locked once saved).
  const body = {
    Token: token,
    FeedbackType: action.payload.feedbackType,
    OrderNr: action.payload.orderNr,
    Comment: action.payload.comment,
    NPS: null,
  };
  const result = yield* callApi(
    (api) =>
      api.POST('/api/feedback/update', {
        body,
        // The typed client drops a field whose only allowed value is null from request bodies
        // (openapi-fetch's Writable), so the serializer writes `Smiley: null` itself.
        bodySerializer: (fields) => JSON.stringify({ ...fields, Smiley: null }),
      }),
    feedbackErrors,
  );
  if (result.ok) yield put(feedbackSent());
  else yield put(feedbackFailed({ error: 'error.generic.0', during: 'update' }));
}

export function* feedbackSaga(): SagaIterator {
  yield takeLeading(smileyChosen.type, saveFeedbackSaga);
  yield takeLeading(commentSent.type, updateFeedbackSaga);
}

/** Started when the feedback dialog is first opened. */
export const feedbackFeature: LazySaga = { name: 'feedback', saga: feedbackSaga };
