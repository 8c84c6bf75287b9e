import { CONSENT_COOKIE, SIGNED_IN_COOKIE } from '@portal/openapi';
import {
  LANGUAGE_KEY,
  deletePreferenceCookie,
  preferenceCookie,
  setPreferenceCookie,
} from '../../lib/language-storage';
import type { AuthType, ConsentFlags } from './slice';

/**
 * What the browser keeps (spec 3): the consent flags and the language, which are not personal.
 * The session is an HttpOnly cookie page script cannot read; the server tells each page whether
 * it is signed in (`readPageSession`). Logout removes everything personal a feature stored.
 */
const CONSENT_KEY = 'portal.consent';

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

/** The session as the server described it to this page. */
export interface PageSession {
  authType: AuthType;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * The session state the server put into the page (`<script type="application/json"
 * id="portal-session">`): the session, null signed out, or undefined when the page came without
 * it (the development server), so the portal asks `GET /api/session`.
 */
export function readPageSession(
  now = Date.now(),
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): PageSession | null | undefined {
  const text = doc?.getElementById('portal-session')?.textContent;
  if (!text) return undefined;
  try {
    return sessionFrom(JSON.parse(text) as unknown, now);
  } catch {
    return undefined;
  }
}

/** A session state (`GET /api/session` or the page's block) as the portal keeps it. */
export function sessionFrom(value: unknown, now: number): PageSession | null {
  const v = value as { signedIn?: unknown; LoginType?: unknown; expires_in?: unknown } | null;
  if (!v || v.signedIn !== true) return null;
  if (!authTypes.includes(v.LoginType as AuthType) || typeof v.expires_in !== 'number') {
    return null;
  }
  return { authType: v.LoginType as AuthType, expiresAt: now + v.expires_in * 1000 };
}

/**
 * Removes every personal item the portal may have stored, and the signed-in hint cookie an
 * earlier version set (the server now knows a session by its own cookie).
 */
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

/**
 * Forgets what an earlier version kept of a session where script could read it (the token in
 * local storage, the signed-in hint cookie): the session is the server's cookie now.
 */
export function forgetLegacySession(): void {
  try {
    localStorage.removeItem('portal.session');
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (preferenceCookie(SIGNED_IN_COOKIE) !== null) deletePreferenceCookie(SIGNED_IN_COOKIE);
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
