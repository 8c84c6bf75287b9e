import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PortalClient } from '@portal/openapi';
import { calls, type CallResult } from '../../lib/calls';
import { announcementsLoaded, announcementsRequested } from './slice';

/** Announcements are optional: a failure shows none rather than an error on the login page. */
export function* loadAnnouncementsSaga(): SagaIterator {
  const api = (yield getContext('api')) as PortalClient;
  try {
    const answer = (yield call(calls.announcements, api)) as CallResult<'announcements'>;
    if (Array.isArray(answer.data)) yield put(announcementsLoaded(answer.data));
  } catch {
    // no announcements
  }
}

export function* announcementsSaga(): SagaIterator {
  yield takeLeading(announcementsRequested.type, loadAnnouncementsSaga);
}
