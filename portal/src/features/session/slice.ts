import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';
import { sessionCleared } from '../../lib/session-events';

/** spec 4: 0 strong authentication, 2 case number + online ID, 3 identity code or business ID, 4 token, 6 re-authentication. */
export type AuthType = Schemas['LoginType'];
export type LoginErrorCode = Schemas['LoginErrorCode'];

/** A strong session (bank credentials) reaches all of the debtor's cases. */
export const isStrongAuth = (authType: AuthType | null): boolean =>
  authType === 0 || authType === 6;

export interface ConsentFlags {
  cookies: boolean;
  tracking: boolean;
}

export type SessionStatus = 'signedOut' | 'signingIn' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  /** Epoch milliseconds when the server ends the session unless extended. */
  expiresAt: number | null;
  authType: AuthType | null;
  refreshing: boolean;
  /** The last login's failure: a login code of spec 8, or `network` when the call itself failed. */
  loginError: LoginErrorCode | 'network' | null;
  /**
   * The failed login was the online banking one. Code 4 then means the person has no open debt
   * at all; after a case-number login it means only that this one case has ended.
   */
  loginErrorStrong?: boolean;
  /** null until the user has chosen (the cookie banner shows until then). */
  consent: ConsentFlags | null;
  /** Epoch milliseconds of the user's last input (pointer, key, touch, wheel), throttled. */
  lastActivityAt: number | null;
  /** The idle warning is shown: the session ends soon unless the user continues. */
}

export const initialSessionState: SessionState = {
  status: 'signedOut',
  expiresAt: null,
  authType: null,
  refreshing: false,
  loginError: null,
  loginErrorStrong: false,
  consent: null,
  lastActivityAt: null,
};

export type LoginCredentials =
  { LoginType: 2; Username: string; Password: string } | { LoginType: 4; Token: string };

export { sessionCleared };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginRequested: (state, _action: PayloadAction<LoginCredentials>) => {
      state.status = 'signingIn';
      state.loginError = null;
    },
    /**
     * `hydrated`: the session was already signed in when the portal started, on a page the
     * server rendered with the debtor's data (nothing needs reading again). `debtor`: the
     * login's answer carried the debtor's data (the debtor feature takes it instead of reading).
     */
    loggedIn: (
      state,
      action: PayloadAction<{
        expiresAt: number;
        authType: AuthType;
        hydrated?: boolean;
        debtor?: Schemas['DebtorData'];
      }>,
    ) => {
      state.status = 'signedIn';
      state.expiresAt = action.payload.expiresAt;
      state.authType = action.payload.authType;
      state.loginError = null;
      state.refreshing = false;
    },
    loginFailed: (state, action: PayloadAction<LoginErrorCode | 'network'>) => {
      state.status = 'signedOut';
      state.loginError = action.payload;
      state.loginErrorStrong = false;
    },
    /** The identity provider's return was refused: the same failure, from the bank login. */
    strongLoginFailed: (state, action: PayloadAction<LoginErrorCode>) => {
      state.status = 'signedOut';
      state.loginError = action.payload;
      state.loginErrorStrong = true;
    },
    /** Strong login (bank credentials): the saga fetches the provider's address and leaves. */
    strongLoginRequested: (state) => {
      state.status = 'signingIn';
      state.loginError = null;
    },
    /** Back from the identity provider at /login/verify (spec 2). */
    strongLoginReturned: (
      state,
      _action: PayloadAction<{
        code: string | null;
        state: string | null;
        sessionState: string | null;
        errorDescription: string | null;
      }>,
    ) => {
      state.status = 'signingIn';
      state.loginError = null;
    },
    loginErrorDismissed: (state) => {
      state.loginError = null;
    },
    refreshRequested: (state) => {
      if (state.status === 'signedIn') state.refreshing = true;
    },
    /** The session was extended, here or in another tab. */
    refreshed: (state, action: PayloadAction<{ expiresAt: number }>) => {
      state.expiresAt = action.payload.expiresAt;
      state.refreshing = false;
    },
    refreshFailed: (state) => {
      state.refreshing = false;
    },
    /**
     * `stay`: the session ends without leaving the page (a return from the bank). `elsewhere`:
     * another tab ended it already.
     */
    logoutRequested: (
      _state,
      _action: PayloadAction<
        { reason?: 'timeout'; stay?: boolean; elsewhere?: boolean } | undefined
      >,
    ) => {},
    consentChosen: (state, action: PayloadAction<ConsentFlags>) => {
      state.consent = action.payload;
    },
    /** The user did something (pointer, key, touch, wheel); the payload is the time. */
    userActive: (state, action: PayloadAction<number>) => {
      state.lastActivityAt = action.payload;
    },
    /** "Continue" in the idle warning (the dialog host shows it): the saga extends the session. */
    sessionContinued: () => undefined,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => ({
      ...initialSessionState,
      consent: state.consent,
    }));
  },
  selectors: {
    selectSession: (state) => state,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectAuthType: (state) => state.authType,
    selectLoginError: (state) => state.loginError,
    selectLoginErrorStrong: (state) => state.loginErrorStrong ?? false,
    selectIsSigningIn: (state) => state.status === 'signingIn',
    selectConsent: (state) => state.consent,
    selectLastActivityAt: (state) => state.lastActivityAt,
    selectIsStrong: (state) => isStrongAuth(state.authType),
  },
});

export const {
  loginRequested,
  loggedIn,
  loginFailed,
  strongLoginFailed,
  loginErrorDismissed,
  strongLoginRequested,
  strongLoginReturned,
  refreshRequested,
  refreshed,
  refreshFailed,
  logoutRequested,
  consentChosen,
  userActive,
  sessionContinued,
} = sessionSlice.actions;

export const {
  selectSession,
  selectIsSignedIn,
  selectAuthType,
  selectLoginError,
  selectLoginErrorStrong,
  selectIsSigningIn,
  selectConsent,
  selectIsStrong,
  selectLastActivityAt,
} = sessionSlice.selectors;
