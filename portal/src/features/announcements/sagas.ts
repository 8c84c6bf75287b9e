import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../lib/api';
import { announcementsLoaded, announcementsRequested } from './slice';

/** Announcements are optional: a failure shows none rather than an error on the login page. */
export function* loadAnnouncementsSaga(): SagaIterator {
  const result = yield* callApi((api) => api.GET('/api/announcements'));
  if (result.ok && Array.isArray(result.value)) yield put(announcementsLoaded(result.value));
}

export function* announcementsSaga(): SagaIterator {
  yield takeLeading(announcementsRequested.type, loadAnnouncementsSaga);
}
