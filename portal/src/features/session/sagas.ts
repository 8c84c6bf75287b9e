import { all, call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';
import { callApi, sagaContext, selectState, type ApiResult } from '../../lib/api';
import { messageShown } from '../../lib/messages';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { selectLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import {
  loggedIn,
  loginFailed,
  strongLoginFailed,
  loginRequested,
  logoutRequested,
  refreshed,
  refreshFailed,
  refreshRequested,
  selectLastActivityAt,
  selectSession,
  sessionContinued,
  userActive,
  sessionCleared,
  consentChosen,
  selectConsent,
  strongLoginRequested,
  strongLoginReturned,
  type ConsentFlags,
  type LoginCredentials,
  type AuthType,
  type LoginErrorCode,
} from './slice';
import {
  expiresAtFrom,
  isExpired,
  refreshDelay,
  showTimeoutMessageAfterFailedRefresh,
  warningDelay,
} from './rules';
import { clearSession, consentUnsaved, loadSession, saveConsent, saveSession } from './storage';

/** spec 8: login codes 0-5. */
function isLoginErrorCode(code: unknown): code is LoginErrorCode {
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 5;
}

type TokenResult = ApiResult<Schemas['LoginResponse']>;

/** A token answer: status 0 with a token and its lifetime; anything else is no session. */
function tokenOf(result: TokenResult): { token: string; expiresIn: number } | null {
  if (!result.ok || !result.value.access_token || !result.value.expires_in) return null;
  return { token: result.value.access_token, expiresIn: result.value.expires_in };
}

/** A refused login's code (spec 8: 0-5), or 'Cancel' / 'NoDebts' from a strong login. */
function loginCodeOf(result: TokenResult, otherwise: LoginErrorCode): LoginErrorCode | 'network' {
  if (result.ok) return otherwise;
  if (result.kind === 'network') return 'network';
  const { code } = result;
  if (code === 'Cancel') return 2;
  if (code === 'NoDebts') return 4;
  return isLoginErrorCode(code) ? code : otherwise;
}

/**
 * Stores a new session and goes to the front page; the debtor feature loads the debtor's data
 * when it sees `loggedIn` (so the login route does not load the debtor feature's public entry).
 */
export function* startSession(
  token: { token: string; expiresIn: number },
  authType: AuthType,
): SagaIterator {
  const now = yield* sagaContext('now');
  const navigate = yield* sagaContext('navigate');
  const session = {
    token: token.token,
    expiresAt: expiresAtFrom(token.expiresIn, now()),
    authType,
  };
  saveSession(session);
  yield put(loggedIn(session));
  navigate(paths.frontPage.getHref(), { replace: true });
}

export function* loginSaga(action: PayloadAction<LoginCredentials>): SagaIterator {
  const result = yield* callApi((api) => api.POST('/api/login', { body: action.payload }));
  const token = tokenOf(result);
  if (token) yield call(startSession, token, action.payload.LoginType);
  else yield put(loginFailed(loginCodeOf(result, 0)));
}

/** Strong login: the server gives the identity provider's address; the browser goes there. */
export function* strongLoginSaga(): SagaIterator {
  const redirect = yield* sagaContext('redirect');
  const language = yield* selectState(selectLanguage);
  const result = yield* callApi((api) =>
    api.POST('/api/authentication/urlLogin', {
      body: { redirectTo: paths.frontPage.getHref(), Lang: language },
    }),
  );
  if (result.ok && result.value?.url) redirect(result.value.url);
  else yield put(loginFailed('network'));
}

/**
 * The identity provider's return: the server checks state and PKCE and answers a strong session,
 * or 'Cancel' / 'NoDebts' (spec 7, 8).
 */
export function* strongLoginReturnSaga(
  action: ReturnType<typeof strongLoginReturned>,
): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const { code, state, sessionState, errorDescription } = action.payload;
  if (!state) {
    yield put(loginFailed(2));
    navigate(paths.home.getHref(), { replace: true });
    return;
  }
  const result = yield* callApi((api) =>
    api.POST('/api/authentication/confirm', {
      body: {
        LoginType: 0,
        state,
        ...(code ? { code } : {}),
        session_state: sessionState,
        error_description: errorDescription,
        redirectTo: paths.frontPage.getHref(),
      },
    }),
  );
  const token = tokenOf(result);
  if (token) {
    yield call(startSession, token, 0);
    return;
  }
  const failure = loginCodeOf(result, 3);
  yield put(failure === 'network' ? loginFailed(failure) : strongLoginFailed(failure));
  navigate(paths.home.getHref(), { replace: true });
}

/** One refresh at a time (takeLeading); a failed refresh logs out (spec 2 guard). */
export function* refreshSaga(): SagaIterator {
  const now = yield* sagaContext('now');
  const before = yield* selectState(selectSession);
  if (!before.token) return;
  const result = yield* callApi((api) => api.POST('/api/refresh', { body: {} }));
  const token = tokenOf(result);
  if (token) {
    const expiresAt = expiresAtFrom(token.expiresIn, now());
    saveSession({ token: token.token, expiresAt, authType: before.authType ?? 2 });
    yield put(refreshed({ token: token.token, expiresAt }));
    return;
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
  const now = yield* sagaContext('now');
  const { expiresAt } = yield* selectState(selectSession);
  if (expiresAt === null) return;
  const issuedAt = now();
  const routine: { cleared?: unknown } = yield race({
    due: delay(refreshDelay(expiresAt, now())),
    cleared: take(sessionCleared.type),
  });
  if (routine.cleared) return;
  const lastActivityAt = yield* selectState(selectLastActivityAt);
  if (lastActivityAt !== null && lastActivityAt >= issuedAt) {
    yield put(refreshRequested());
    return;
  }
  const idle: { active?: unknown; cleared?: unknown } = yield race({
    active: take(userActive.type),
    warn: delay(warningDelay(expiresAt, now())),
    cleared: take(sessionCleared.type),
  });
  if (idle.cleared) return;
  if (idle.active) {
    yield put(refreshRequested());
    return;
  }
  yield put(dialogOpened({ name: 'sessionExpiring' }));
  const answer: { continued?: unknown; expired?: unknown } = yield race({
    continued: take(sessionContinued.type),
    expired: delay(Math.max(0, expiresAt - now())),
    cleared: take(sessionCleared.type),
  });
  yield put(dialogClosed('sessionExpiring'));
  if (answer.continued) yield put(refreshRequested());
  else if (answer.expired) yield put(logoutRequested({ reason: 'timeout' }));
}

/** Logout clears all data, stops polling, hides messages and goes to / (spec 4). */
export function* logoutSaga(
  action: PayloadAction<{ reason?: 'timeout'; stay?: boolean } | undefined>,
): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const now = yield* sagaContext('now');
  const { token, expiresAt } = yield* selectState(selectSession);
  // The token is dropped here anyway; a failed call leaves the server to end it when it expires.
  if (token && !isExpired(expiresAt, now())) {
    yield* callApi((api) => api.POST('/api/logout', { body: {} }));
  }
  clearSession();
  yield put(sessionCleared());
  if (action.payload?.reason === 'timeout') {
    yield put(messageShown({ type: 'error', text: 'error.generic.1', clickToDismiss: true }));
  }
  if (!action.payload?.stay) navigate(paths.home.getHref(), { replace: true });
}

/** On start: a stored expired token logs out; a valid one restores the session and loads data. */
export function* restoreSessionSaga(): SagaIterator {
  const now = yield* sagaContext('now');
  const stored = loadSession();
  if (!stored) return;
  if (isExpired(stored.expiresAt, now())) {
    // Back from the bank after the session ended: the return page stays and books the payment.
    const onPaymentReturn = globalThis.location?.pathname === paths.paymentVerify.getHref();
    yield put(logoutRequested(onPaymentReturn ? { stay: true } : undefined));
    return;
  }
  yield put(loggedIn(stored));
}

/** The consent's evidence on the server (spec 2, 7): the cookie-settings save, with the bearer. */
function* saveConsentOnServer(consent: ConsentFlags): SagaIterator<boolean> {
  const result = yield* callApi((api) =>
    api.POST('/api/cookieSettings/save', {
      body: { Necessary: true, Cookies: consent.cookies, Tracking: consent.tracking },
    }),
  );
  return result.ok;
}

/**
 * The choice is kept in the browser at once; signed in, it is also recorded on the server for
 * the debtor. Made signed out, it is recorded at the next login (`saveUnsavedConsent`).
 */
export function* persistConsent(action: PayloadAction<ConsentFlags>): SagaIterator {
  const { status, token } = yield* selectState(selectSession);
  saveConsent(action.payload, false);
  if (status !== 'signedIn' || !token) return;
  const saved: boolean = yield call(saveConsentOnServer, action.payload);
  if (saved) saveConsent(action.payload, true);
}

/** After a login: a choice made before it (or not recorded then) goes to the server now. */
export function* saveUnsavedConsent(): SagaIterator {
  const consent = yield* selectState(selectConsent);
  if (!consent || !consentUnsaved()) return;
  const saved: boolean = yield call(saveConsentOnServer, consent);
  if (saved) saveConsent(consent, true);
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
    takeLeading(loggedIn.type, saveUnsavedConsent),
    call(restoreSessionSaga),
  ]);
}
