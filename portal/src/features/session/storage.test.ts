import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, syncSignedInCookie } from './storage';

/** Issue 27: the cookie that tells the server which signed-in frame to send mirrors the session. */
const hint = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('portal.signedIn='))
    ?.split('=')[1];

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the signed-in hint cookie', () => {
  it('says the kind of session saved, and goes at logout', () => {
    saveSession({ token: 't', expiresAt: Date.now() + 30 * 60_000, authType: 2 });
    expect(hint()).toBe('basic');
    saveSession({ token: 't', expiresAt: Date.now() + 30 * 60_000, authType: 6 });
    expect(hint()).toBe('strong');
    clearSession();
    expect(hint()).toBeUndefined();
  });

  it('carries no credential', () => {
    saveSession({ token: 'secret-token', expiresAt: Date.now() + 30 * 60_000, authType: 0 });
    expect(document.cookie).not.toContain('secret-token');
    expect(hint()).toBe('strong');
  });

  it('is put right from storage as a page starts', () => {
    // A session stored before the cookie existed.
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 't', expiresAt: Date.now() + 30 * 60_000, authType: 4 }),
    );
    syncSignedInCookie();
    expect(hint()).toBe('basic');
    // An ended session (its token expired) is no session to the server.
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ token: 't', expiresAt: Date.now() - 1000, authType: 4 }),
    );
    syncSignedInCookie();
    expect(hint()).toBeUndefined();
    saveSession({ token: 't', expiresAt: Date.now() - 1000, authType: 6 });
    expect(hint()).toBeUndefined();
    // A session gone another way than logout (storage cleared): the cookie follows.
    syncSignedInCookie({ token: 't', expiresAt: Date.now() + 60_000, authType: 6 });
    expect(hint()).toBe('strong');
    localStorage.removeItem('portal.session');
    syncSignedInCookie();
    expect(hint()).toBeUndefined();
  });
});
