import {
  all,
  call,
  delay,
  put,
  race,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
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
  EXPIRY_WARNING_MS,
  showTimeoutMessageAfterFailedRefresh,
  warningDelay,
} from './rules';
import {
  clearSession,
  consentUnsaved,
  readPageSession,
  saveConsent,
  sessionFrom,
  type PageSession,
} from './storage';
import { otherTabs, tellOtherTabs, type TabMessage } from './tabs';

/** spec 8: login codes 0-5. */
function isLoginErrorCode(code: unknown): code is LoginErrorCode {
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 5;
}

type LoginResult = ApiResult<Schemas['LoginResponse']>;

/** A login answer: status 0 with the session's lifetime (its cookie is set); else no session. */
function lifetimeOf(result: LoginResult): number | null {
  return result.ok && result.value.expires_in ? result.value.expires_in : null;
}

/** The debtor's data a successful login's answer carries, if any. */
function debtorOf(result: LoginResult): Schemas['DebtorData'] | undefined {
  return result.ok ? (result.value.debtor ?? undefined) : undefined;
}

/** A refused login's code (spec 8: 0-5), or 'Cancel' / 'NoDebts' from a strong login. */
function loginCodeOf(result: LoginResult, otherwise: LoginErrorCode): LoginErrorCode | 'network' {
  if (result.ok) return otherwise;
  if (result.kind === 'network') return 'network';
  const { code } = result;
  if (code === 'Cancel') return 2;
  if (code === 'NoDebts') return 4;
  return isLoginErrorCode(code) ? code : otherwise;
}

/**
 * A new session (its cookie set by the login's answer) goes to the front page; the debtor feature
 * loads the debtor's data when it sees `loggedIn` (so the login route does not load the debtor
 * feature's public entry). The other tabs follow: the browser has one session.
 */
export function* startSession(
  expiresIn: number,
  authType: AuthType,
  debtor?: Schemas['DebtorData'],
): SagaIterator {
  const now = yield* sagaContext('now');
  const navigate = yield* sagaContext('navigate');
  const session = { expiresAt: expiresAtFrom(expiresIn, now()), authType };
  yield put(loggedIn(debtor ? { ...session, debtor } : session));
  tellOtherTabs({ type: 'started', ...session });
  navigate(paths.frontPage.getHref(), { replace: true });
}

export function* loginSaga(action: PayloadAction<LoginCredentials>): SagaIterator {
  const result = yield* callApi((api) => api.POST('/api/login', { body: action.payload }));
  const expiresIn = lifetimeOf(result);
  if (expiresIn) {
    yield call(startSession, expiresIn, action.payload.LoginType, debtorOf(result));
  } else yield put(loginFailed(loginCodeOf(result, 0)));
}

/**
 * Strong re-identification while signed in (login type 6): the server gives the identity
 * provider's address bound to this session; the browser goes there and comes back to
 * /login/verify, where the session is replaced by a strong one. Answers the error key when the
 * address could not be had (the browser stays).
 */
export function* startReidentification(): SagaIterator<string | null> {
  const redirect = yield* sagaContext('redirect');
  const language = yield* selectState(selectLanguage);
  const result = yield* callApi((api) =>
    api.POST('/api/authentication/url', {
      body: { redirectTo: paths.frontPage.getHref(), Lang: language },
    }),
  );
  if (result.ok && result.value?.url) {
    redirect(result.value.url);
    return null;
  }
  return result.ok ? 'error.server.0' : result.errorKey;
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
  const expiresIn = lifetimeOf(result);
  if (expiresIn) {
    yield call(startSession, expiresIn, 0, debtorOf(result));
    return;
  }
  const failure = loginCodeOf(result, 3);
  yield put(failure === 'network' ? loginFailed(failure) : strongLoginFailed(failure));
  navigate(paths.home.getHref(), { replace: true });
}

/** One extension at a time (takeLeading); a failed one logs out (spec 2 guard). */
export function* refreshSaga(): SagaIterator {
  const now = yield* sagaContext('now');
  const before = yield* selectState(selectSession);
  if (before.status !== 'signedIn') return;
  const result = yield* callApi((api) => api.POST('/api/refresh', { body: {} }));
  const expiresIn = lifetimeOf(result);
  if (expiresIn) {
    const expiresAt = expiresAtFrom(expiresIn, now());
    yield put(refreshed({ expiresAt }));
    tellOtherTabs({ type: 'extended', expiresAt });
    return;
  }
  yield put(refreshFailed());
  const timeout = showTimeoutMessageAfterFailedRefresh(before.expiresAt, now());
  yield put(logoutRequested(timeout ? { reason: 'timeout' } : undefined));
}

/**
 * The session as the server sees it now, without extending it: another tab may have extended
 * it (and its message been lost), or ended it. Null when the server could not be asked.
 */
function* serverSession(): SagaIterator<PageSession | null | 'signedOut'> {
  const now = yield* sagaContext('now');
  const result = yield* callApi((api) => api.GET('/api/session'));
  if (!result.ok) return null;
  return sessionFrom(result.value, now()) ?? 'signedOut';
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
  // Before warning, the server's word: another tab may have extended the session meanwhile.
  const current: PageSession | null | 'signedOut' = yield call(serverSession);
  if (current === 'signedOut') {
    yield put(logoutRequested({ reason: 'timeout' }));
    return;
  }
  if (current && current.expiresAt - EXPIRY_WARNING_MS > now() + 1000) {
    yield put(refreshed({ expiresAt: current.expiresAt }));
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

/**
 * Logout clears all data, stops polling, hides messages and goes to / (spec 4). `elsewhere`: the
 * session already ended in another tab, which told this one.
 */
export function* logoutSaga(action: ReturnType<typeof logoutRequested>): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const now = yield* sagaContext('now');
  const { status, expiresAt } = yield* selectState(selectSession);
  const elsewhere = action.payload?.elsewhere === true;
  // The state is dropped here anyway; a failed call leaves the server to end it when it expires.
  if (!elsewhere && status === 'signedIn' && !isExpired(expiresAt, now())) {
    yield* callApi((api) => api.POST('/api/logout', { body: {} }));
  }
  clearSession();
  yield put(sessionCleared());
  if (!elsewhere && status === 'signedIn') {
    tellOtherTabs({ type: 'ended', ...(action.payload?.reason ? { reason: 'timeout' } : {}) });
  }
  if (action.payload?.reason === 'timeout') {
    yield put(messageShown({ type: 'error', text: 'error.generic.1', clickToDismiss: true }));
  }
  if (!action.payload?.stay) navigate(paths.home.getHref(), { replace: true });
}

/**
 * On start: the session the server described in the page (or, on a page without that, such as
 * the development server's, the one `GET /api/session` describes). An ended session logs out.
 */
export function* restoreSessionSaga(): SagaIterator {
  const now = yield* sagaContext('now');
  // Signed in before any saga ran: the page came with its data and was hydrated with it.
  const hydrated = (yield* selectState(selectSession)).status === 'signedIn';
  let session: PageSession | null | undefined = readPageSession(now());
  if (session === undefined) {
    const asked: PageSession | null | 'signedOut' = yield call(serverSession);
    session = asked === 'signedOut' ? null : asked;
  }
  if (!session || isExpired(session.expiresAt, now())) {
    clearSession();
    return;
  }
  yield put(loggedIn(hydrated ? { ...session, hydrated } : session));
}

/** What another tab did with the browser's one session, done here too. */
export function* followOtherTab(message: TabMessage): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const { status } = yield* selectState(selectSession);
  if (message.type === 'extended') {
    if (status === 'signedIn') yield put(refreshed({ expiresAt: message.expiresAt }));
    return;
  }
  if (message.type === 'ended') {
    if (status === 'signedIn') {
      yield put(
        logoutRequested({ elsewhere: true, ...(message.reason ? { reason: 'timeout' } : {}) }),
      );
    }
    return;
  }
  // Another tab logged in: the browser's session is that one now, whoever this tab showed.
  if (status === 'signedIn') {
    clearSession();
    yield put(sessionCleared());
  }
  yield put(loggedIn({ expiresAt: message.expiresAt, authType: message.authType }));
  navigate(paths.frontPage.getHref(), { replace: true });
}

function* otherTabsSaga(): SagaIterator {
  const messages = otherTabs();
  try {
    yield takeEvery(messages, followOtherTab);
    // takeEvery forks; keep the channel open for the saga's lifetime.
    yield take('@@never');
  } finally {
    messages.close();
  }
}

/** The consent's evidence on the server (spec 2, 7): the cookie-settings save, signed in. */
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
  const { status } = yield* selectState(selectSession);
  saveConsent(action.payload, false);
  if (status !== 'signedIn') return;
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
    call(otherTabsSaga),
  ]);
}
