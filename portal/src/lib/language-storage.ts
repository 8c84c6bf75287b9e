import {
  defaultLanguage,
  isLanguageId,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type LanguageId,
} from '@portal/openapi';

/*
 * The language choice as the browser keeps it (local storage and the cookie the server reads),
 * apart from the store's slice (lib/language.ts): the login page's own script (login.tsx) uses
 * these without loading Redux Toolkit.
 */

/** Where the choice is remembered; logout keeps it (it is not personal data). */
export const LANGUAGE_KEY = 'portal.language';

export function loadLanguage(): LanguageId | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguageId(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: LanguageId): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  setPreferenceCookie(LANGUAGE_COOKIE, language);
}

/**
 * A preference the server needs before any script runs (which prerendered page to send): the
 * language, that the cookie choice is made, or that a session is held. Not personal data; a year
 * unless `maxAgeSeconds` says otherwise, this site only.
 */
export function setPreferenceCookie(name: string, value: string, maxAgeSeconds = 31536000): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Removes a preference cookie (the signed-in hint at logout). */
export function deletePreferenceCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A preference cookie's value as the server sees it, or null. */
export function preferenceCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value ?? '';
  }
  return null;
}

/** The choice as the server saw it: the cookie that mirrors local storage. */
export function cookieLanguage(): LanguageId | null {
  const value = preferenceCookie(LANGUAGE_COOKIE);
  return isLanguageId(value) ? value : null;
}

/**
 * The language a visit starts in: the stored choice (local storage, else its cookie, which is
 * what the server went by), the browser's languages, Finnish.
 */
export function initialLanguage(): LanguageId {
  return preferredLanguage(
    loadLanguage() ?? cookieLanguage(),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}

/** The stored choice, else Finnish (spec 2: default fi). */
export function storedLanguage(): LanguageId {
  return loadLanguage() ?? defaultLanguage;
}
