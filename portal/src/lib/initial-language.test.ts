import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieLanguage, initialLanguage, LANGUAGE_KEY } from './language';

function clearCookie() {
  document.cookie = 'portal.language=; Path=/; Max-Age=0';
}

afterEach(() => {
  localStorage.clear();
  clearCookie();
  vi.unstubAllGlobals();
});

describe('the language a visit starts in (the server picks its page by the same rule)', () => {
  it('is the stored choice first', () => {
    localStorage.setItem(LANGUAGE_KEY, 'se');
    document.cookie = 'portal.language=en; Path=/';
    expect(initialLanguage()).toBe('se');
  });

  it('else the cookie the server went by', () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = 'portal.language=en; Path=/';
    expect(cookieLanguage()).toBe('en');
    expect(initialLanguage()).toBe('en');
  });

  it('else the browser languages, else Finnish', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'sv-FI'] });
    expect(initialLanguage()).toBe('se');
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    expect(initialLanguage()).toBe('fi');
  });

  it('ignores a cookie that names no language', () => {
    document.cookie = 'portal.language=xx; Path=/';
    expect(cookieLanguage()).toBeNull();
  });
});
