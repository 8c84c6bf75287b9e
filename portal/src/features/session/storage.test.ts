import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  forgetLegacySession,
  readPageSession,
  saveConsent,
  sessionFrom,
} from './storage';
import {
  removePageSession,
  signInPage,
  signOutPage,
  writePageSession,
} from '../../test/page-session';

const NOW = 10_000_000;

/** The signed-in hint cookie an earlier version set, if the browser still has it. */
const hint = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('portal.signedIn='))
    ?.split('=')[1];

afterEach(() => {
  removePageSession(document);
  clearSession();
  localStorage.clear();
});

describe('the session the server put into the page', () => {
  it('is the login type and the end of a live session', () => {
    signInPage(document, { LoginType: 6, expires_in: 1800 });
    expect(readPageSession(NOW, document)).toEqual({
      authType: 6,
      expiresAt: NOW + 1800 * 1000,
    });
  });

  it('is null for a page the server sent signed out', () => {
    signOutPage(document);
    expect(readPageSession(NOW, document)).toBeNull();
  });

  it('is undefined for a page without the block, so the portal asks the server', () => {
    expect(readPageSession(NOW, document)).toBeUndefined();
    // A document-less start (a server render) has no page to read either.
    expect(readPageSession(NOW, undefined)).toBeUndefined();
  });

  it('is undefined for a block that is not JSON, and throws nothing', () => {
    writePageSession(document, '{"signedIn": tr');
    expect(readPageSession(NOW, document)).toBeUndefined();
    writePageSession(document, '');
    expect(readPageSession(NOW, document)).toBeUndefined();
  });

  it('reads the document it is given', () => {
    signInPage(document, { LoginType: 2, expires_in: 60 });
    const other = document.implementation.createHTMLDocument('other');
    expect(readPageSession(NOW, other)).toBeUndefined();
    signOutPage(other);
    expect(readPageSession(NOW, other)).toBeNull();
  });
});

describe('a session state as the portal keeps it', () => {
  it('counts the seconds left from now', () => {
    expect(sessionFrom({ signedIn: true, LoginType: 2, expires_in: 90 }, NOW)).toEqual({
      authType: 2,
      expiresAt: NOW + 90_000,
    });
    expect(sessionFrom({ signedIn: true, LoginType: 0, expires_in: 0 }, NOW)).toEqual({
      authType: 0,
      expiresAt: NOW,
    });
  });

  it.each([
    ['signed out', { signedIn: false, LoginType: null, expires_in: null }],
    ['signed out with stray fields', { signedIn: false, LoginType: 2, expires_in: 1800 }],
    ['"signedIn" not the boolean true', { signedIn: 'true', LoginType: 2, expires_in: 1800 }],
    ['an unknown login type', { signedIn: true, LoginType: 5, expires_in: 1800 }],
    ['no login type', { signedIn: true, LoginType: null, expires_in: 1800 }],
    ['no lifetime', { signedIn: true, LoginType: 2, expires_in: null }],
    ['a lifetime as text', { signedIn: true, LoginType: 2, expires_in: '1800' }],
    ['null', null],
    ['a number', 42],
  ])('is no session for %s', (_name, value) => {
    expect(sessionFrom(value, NOW)).toBeNull();
  });
});

describe('what an earlier version kept', () => {
  it('forgets the stored token and the signed-in hint, keeps consent, language and the rest', () => {
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 'old', expiresAt: Date.now() + 60_000, authType: 2 }),
    );
    localStorage.setItem('portal.language', 'en');
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    saveConsent({ cookies: true, tracking: false }, true);
    document.cookie = 'portal.signedIn=basic; path=/';
    expect(hint()).toBe('basic');

    forgetLegacySession();
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(hint()).toBeUndefined();
    expect(Object.keys(localStorage).sort()).toEqual([
      'portal.consent',
      'portal.contactInfoAskedAt',
      'portal.language',
    ]);
  });

  it('clearing a session removes everything personal and the hint, not consent or language', () => {
    localStorage.setItem('portal.language', 'en');
    localStorage.setItem('portal.contactInfoAskedAt', '2026-11-01');
    sessionStorage.setItem('portal.paymentReturn', '{}');
    saveConsent({ cookies: false, tracking: false }, false);
    document.cookie = 'portal.signedIn=strong; path=/';

    clearSession();
    expect(Object.keys(localStorage).sort()).toEqual(['portal.consent', 'portal.language']);
    expect(sessionStorage.length).toBe(0);
    expect(hint()).toBeUndefined();
  });
});
