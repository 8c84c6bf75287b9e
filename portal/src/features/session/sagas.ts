import {
  all,
  call,
  delay,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaContext } from '../../lib/saga-context';
import { calls, type CallResult } from '../../lib/calls';
import { messageShown } from '../messages/slice';
import { debtorRequested } from '../debtor/slice';
import {
  loggedIn,
  loginFailed,
  loginRequested,
  logoutRequested,
  refreshed,
  refreshFailed,
  refreshRequested,
  selectLastActivityAt,
  selectSession,
  sessionContinued,
  sessionExpiring,
  userActive,
  sessionCleared,
  consentChosen,
  strongLoginRequested,
  strongLoginReturned,
  type LoginCredentials,
  type SessionState,
  type LoginErrorCode,
} from './slice';
import {
  expiresAtFrom,
  isExpired,
  refreshDelay,
  showTimeoutMessageAfterFailedRefresh,
  warningDelay,
} from './rules';
import { clearSession, loadLanguage, loadSession, saveConsent, saveSession } from './storage';

type TokenAnswer = CallResult<'login'> | CallResult<'refresh'>;

const loginCodes: readonly LoginErrorCode[] = [0, 1, 2, 3, 4, 5];

export function* loginSaga(action: PayloadAction<LoginCredentials>): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const now = (yield getContext('now')) as SagaContext['now'];
  const navigate = (yield getContext('navigate')) as SagaContext['navigate'];
  try {
    const answer = (yield call(calls.login, api, action.payload)) as TokenAnswer;
    const data = answer.data;
    if (!data || data.status !== 0 || !data.access_token || !data.expires_in) {
      const code = data?.ErrorCode;
      yield put(
        loginFailed(loginCodes.includes(code as LoginErrorCode) ? (code as LoginErrorCode) : 0),
      );
      return;
    }
    const session = {
      token: data.access_token,
      expiresAt: expiresAtFrom(data.expires_in, now()),
      authType: action.payload.LoginType,
    };
    saveSession(session);
    yield put(loggedIn(session));
    yield put(debtorRequested());
    navigate('/front-page', { replace: true });
  } catch {
    yield put(loginFailed('network'));
  }
}

/** Strong login: the server gives the identity provider's address; the browser goes there. */
export function* strongLoginSaga(): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const redirect = (yield getContext('redirect')) as SagaContext['redirect'];
  const language = loadLanguage() ?? 'fi';
  try {
    const answer = (yield call(calls.loginUrl, api, {
      redirectTo: '/front-page',
      Lang: language,
    })) as CallResult<'loginUrl'>;
    const url = answer.data?.status === 0 ? answer.data.responseObject?.url : undefined;
    if (url) {
      redirect(url);
      return;
    }
  } catch {
    // reported below
  }
  yield put(loginFailed('network'));
}

/**
 * The identity provider's return: the server checks state and PKCE and answers a strong session,
 * or 'Cancel' / 'NoDebts' (spec 7, 8).
 */
export function* strongLoginReturnSaga(
  action: ReturnType<typeof strongLoginReturned>,
): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const now = (yield getContext('now')) as SagaContext['now'];
  const navigate = (yield getContext('navigate')) as SagaContext['navigate'];
  const { code, state, sessionState, errorDescription } = action.payload;
  if (!state) {
    yield put(loginFailed(2));
    navigate('/', { replace: true });
    return;
  }
  try {
    const answer = (yield call(calls.confirmAuthentication, api, {
      LoginType: 0,
      state,
      ...(code ? { code } : {}),
      session_state: sessionState,
      error_description: errorDescription,
      redirectTo: '/front-page',
    })) as CallResult<'confirmAuthentication'>;
    const data = answer.data;
    if (data && data.status === 0 && data.access_token && data.expires_in) {
      const session = {
        token: data.access_token,
        expiresAt: expiresAtFrom(data.expires_in, now()),
        authType: 0 as const,
      };
      saveSession(session);
      yield put(loggedIn(session));
      yield put(debtorRequested());
      navigate('/front-page', { replace: true });
      return;
    }
    const failure = data?.ErrorCode;
    yield put(
      loginFailed(
        failure === 'Cancel'
          ? 2
          : failure === 'NoDebts'
            ? 4
            : loginCodes.includes(failure as LoginErrorCode)
              ? (failure as LoginErrorCode)
              : 3,
      ),
    );
  } catch {
    yield put(loginFailed('network'));
  }
  navigate('/', { replace: true });
}

/** One refresh at a time (takeLeading); a failed refresh logs out (spec 2 guard). */
export function* refreshSaga(): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const now = (yield getContext('now')) as SagaContext['now'];
  const before = (yield select(selectSession)) as SessionState;
  if (!before.token) return;
  try {
    const answer = (yield call(calls.refresh, api)) as TokenAnswer;
    const data = answer.data;
    if (data && data.status === 0 && data.access_token && data.expires_in) {
      const expiresAt = expiresAtFrom(data.expires_in, now());
      const authType = before.authType ?? 2;
      saveSession({ token: data.access_token, expiresAt, authType });
      yield put(refreshed({ token: data.access_token, expiresAt }));
      return;
    }
  } catch {
    // handled below as a failed refresh
  }
  yield put(refreshFailed());
  const timeout = showTimeoutMessageAfterFailedRefresh(before.expiresAt, now());
  yield put(logoutRequested(timeout ? { reason: 'timeout' } : undefined));
}

/**
 * Refreshes 25 minutes before expiry (spec 4) when the user has done something since the token
 * was issued; an idle user's session is not extended by itself. It is extended at the first
 * input after that; two minutes before expiry an idle user is warned and can continue; with no
 * answer the session ends with the timeout message. A new token reschedules, logout cancels.
 */
export function* scheduleRefreshSaga(): SagaIterator {
  const now = (yield getContext('now')) as SagaContext['now'];
  const { expiresAt } = (yield select(selectSession)) as SessionState;
  if (expiresAt === null) return;
  const issuedAt = now();
  const routine = (yield race({
    due: delay(refreshDelay(expiresAt, now())),
    cleared: take(sessionCleared.type),
  })) as { cleared?: unknown };
  if (routine.cleared) return;
  const lastActivityAt = (yield select(selectLastActivityAt)) as number | null;
  if (lastActivityAt !== null && lastActivityAt >= issuedAt) {
    yield put(refreshRequested());
    return;
  }
  const idle = (yield race({
    active: take(userActive.type),
    warn: delay(warningDelay(expiresAt, now())),
    cleared: take(sessionCleared.type),
  })) as { active?: unknown; cleared?: unknown };
  if (idle.cleared) return;
  if (idle.active) {
    yield put(refreshRequested());
    return;
  }
  yield put(sessionExpiring());
  const answer = (yield race({
    continued: take(sessionContinued.type),
    expired: delay(Math.max(0, expiresAt - now())),
    cleared: take(sessionCleared.type),
  })) as { continued?: unknown; expired?: unknown };
  if (answer.continued) yield put(refreshRequested());
  else if (answer.expired) yield put(logoutRequested({ reason: 'timeout' }));
}

/** Logout clears all data, stops polling, hides messages and goes to / (spec 4). */
export function* logoutSaga(
  action: PayloadAction<{ reason?: 'timeout' } | undefined>,
): SagaIterator {
  const api = (yield getContext('api')) as SagaContext['api'];
  const navigate = (yield getContext('navigate')) as SagaContext['navigate'];
  const now = (yield getContext('now')) as SagaContext['now'];
  const { token, expiresAt } = (yield select(selectSession)) as SessionState;
  if (token && !isExpired(expiresAt, now())) {
    try {
      yield call(calls.logout, api);
    } catch {
      // The token is dropped here anyway; the server ends it when it expires.
    }
  }
  clearSession();
  yield put(sessionCleared());
  if (action.payload?.reason === 'timeout') {
    yield put(messageShown({ type: 'error', text: 'error.generic.1', clickToDismiss: true }));
  }
  navigate('/', { replace: true });
}

/** On start: a stored expired token logs out; a valid one restores the session and loads data. */
export function* restoreSessionSaga(): SagaIterator {
  const now = (yield getContext('now')) as SagaContext['now'];
  const stored = loadSession();
  if (!stored) return;
  if (isExpired(stored.expiresAt, now())) {
    yield put(logoutRequested());
    return;
  }
  yield put(loggedIn(stored));
  yield put(debtorRequested());
}

function* persistConsent(action: PayloadAction<{ cookies: boolean; tracking: boolean }>) {
  saveConsent(action.payload);
  yield;
}

export function* sessionSaga(): SagaIterator {
  yield all([
    takeLatest(loginRequested.type, loginSaga),
    takeLeading(strongLoginRequested.type, strongLoginSaga),
    takeLeading(strongLoginReturned.type, strongLoginReturnSaga),
    takeLeading(refreshRequested.type, refreshSaga),
    takeLatest([loggedIn.type, refreshed.type], scheduleRefreshSaga),
    takeLeading(logoutRequested.type, logoutSaga),
    takeLatest(consentChosen.type, persistConsent),
    call(restoreSessionSaga),
  ]);
}
