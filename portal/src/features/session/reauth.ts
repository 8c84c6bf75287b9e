import { createAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, sagaContext } from '../../lib/api';
import { messageShown } from '../../lib/messages';
import { paths } from '../../lib/paths';
import type { LazySaga } from '../../lib/store-types';
import { startSession } from './sagas';
import type { strongLoginReturned } from './slice';

/**
 * Back at /login/verify from the overall-situation prompt's bank identification while signed
 * in (login type 6, spec 2 last item). Loaded with the verify page, not with the login route.
 */
export const reauthReturned =
  createAction<ReturnType<typeof strongLoginReturned>['payload']>('session/reauthReturned');

/** spec 8: the identity code must match the debtor's; a refusal (code 3) has its own text. */
export function reauthErrorKey(code: string | number | null): string {
  if (code === 3) return 'error.login.mismatch';
  if (code === 'Cancel' || code === 2) return 'error.login.2';
  return 'error.server.0';
}

export function* reauthReturnSaga(action: ReturnType<typeof reauthReturned>): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const { code, state, sessionState, errorDescription } = action.payload;
  const result = state
    ? yield* callApi((api) =>
        api.POST('/api/authentication/confirm', {
          body: {
            LoginType: 6,
            state,
            ...(code ? { code } : {}),
            session_state: sessionState,
            error_description: errorDescription,
            redirectTo: paths.frontPage.getHref(),
          },
        }),
      )
    : null;
  if (result?.ok && result.value.expires_in) {
    // A wider session (a new cookie): the debtor's data loads again with all cases.
    yield call(startSession, result.value.expires_in, 6, result.value.debtor ?? undefined);
    return;
  }
  // The case-number session stays as it was.
  const failure = result === null ? 'Cancel' : result.ok ? null : result.code;
  const text = reauthErrorKey(failure);
  yield put(messageShown({ type: text === 'error.login.2' ? 'info' : 'error', text }));
  navigate(paths.frontPage.getHref(), { replace: true });
}

export function* reauthSaga(): SagaIterator {
  yield takeLeading(reauthReturned.type, reauthReturnSaga);
}

export const reauthFeature: LazySaga = { name: 'reauth', saga: reauthSaga };
