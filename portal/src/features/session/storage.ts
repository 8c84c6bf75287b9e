import {
  CONSENT_COOKIE,
  SIGNED_IN_COOKIE,
  isSignedInHint,
  type SignedInHint,
} from '@portal/openapi';
import {
  LANGUAGE_KEY,
  deletePreferenceCookie,
  preferenceCookie,
  setPreferenceCookie,
} from '../../lib/language';
import { isStrongAuth, type AuthType, type ConsentFlags } from './slice';

/**
 * Session data kept in local storage (spec 3): token, expiry, auth type, consent flags, locale.
 * Logout removes the token and everything personal; consent and language are not personal and stay.
 */
const SESSION_KEY = 'portal.session';
const CONSENT_KEY = 'portal.consent';

export interface StoredSession {
  token: string;
  expiresAt: number;
  authType: AuthType;
}

function read<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session still works for this page.
  }
}

const authTypes: readonly AuthType[] = [0, 2, 3, 4, 6];

export function loadSession(): StoredSession | null {
  return read(SESSION_KEY, (value) => {
    const v = value as Partial<StoredSession> | null;
    return v &&
      typeof v.token === 'string' &&
      typeof v.expiresAt === 'number' &&
      authTypes.includes(v.authType as AuthType)
      ? (v as StoredSession)
      : null;
  });
}

export function saveSession(session: StoredSession): void {
  write(SESSION_KEY, session);
  setHintCookie(session);
}

/**
 * The hint lasts as long as the token: a browser left for a day no longer gets a signed-in
 * page's frame for a session that has ended (the portal would log it out and go to login).
 */
function setHintCookie(session: StoredSession, now = Date.now()): void {
  const seconds = Math.floor((session.expiresAt - now) / 1000);
  if (seconds > 0) setPreferenceCookie(SIGNED_IN_COOKIE, signedInHint(session), seconds);
  else deletePreferenceCookie(SIGNED_IN_COOKIE);
}

const signedInHint = (session: StoredSession): SignedInHint =>
  isStrongAuth(session.authType) ? 'strong' : 'basic';

/** The signed-in hint as the server sees it (issue 27), or null. */
function cookieHint(): SignedInHint | null {
  const value = preferenceCookie(SIGNED_IN_COOKIE);
  return isSignedInHint(value) ? value : null;
}

/**
 * Makes the signed-in hint cookie say what local storage holds (a session saved before the
 * cookie existed, or one that ended in another way than logout): the server then sends the next
 * signed-in page's skeleton as HTML, and a signed-out visitor's the plain page.
 */
export function syncSignedInCookie(
  session: StoredSession | null = loadSession(),
  now = Date.now(),
): void {
  const live = session !== null && session.expiresAt > now;
  if (live && cookieHint() !== signedInHint(session)) setHintCookie(session, now);
  if (!live && cookieHint() !== null) deletePreferenceCookie(SIGNED_IN_COOKIE);
}

/** Removes the token and every personal item the portal may have stored. */
export function clearSession(): void {
  try {
    const personal: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith('portal.') && key !== CONSENT_KEY && key !== LANGUAGE_KEY) {
        personal.push(key);
      }
    }
    personal.forEach((key) => localStorage.removeItem(key));
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
  deletePreferenceCookie(SIGNED_IN_COOKIE);
}

export function loadConsent(): ConsentFlags | null {
  return read(CONSENT_KEY, (value) => {
    const v = value as Partial<ConsentFlags> | null;
    return v && typeof v.cookies === 'boolean' && typeof v.tracking === 'boolean'
      ? { cookies: v.cookies, tracking: v.tracking }
      : null;
  });
}

/**
 * `saved`: whether the server has recorded this choice (`POST /api/cookieSettings/save`). A
 * choice made signed out is recorded at the next login; one stored before this flag existed
 * counts as not recorded.
 */
export function saveConsent(consent: ConsentFlags, saved: boolean): void {
  write(CONSENT_KEY, { ...consent, saved });
  // The server then sends pages without the banner (only "chosen", not what was chosen).
  setPreferenceCookie(CONSENT_COOKIE, '1');
}

/** True when a stored choice has not reached the server yet. */
export function consentUnsaved(): boolean {
  return (
    read(CONSENT_KEY, (value) => {
      const v = value as { saved?: unknown } | null;
      return loadConsent() !== null && v?.saved !== true;
    }) ?? false
  );
}
