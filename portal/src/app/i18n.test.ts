import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, languageIdOf, setLanguage, storedLanguage } from './i18n';

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('defaults to Finnish', async () => {
    const i18n = await initI18n();
    expect(languageIdOf(i18n)).toBe('fi');
    expect(i18n.t('login.submit')).toBe('Kirjaudu');
  });

  it('loads Swedish for the language id se and remembers the choice', async () => {
    const i18n = await initI18n();
    await setLanguage(i18n, 'se');
    expect(i18n.language).toBe('sv');
    expect(languageIdOf(i18n)).toBe('se');
    expect(i18n.t('login.submit')).toBe('Logga in');
    expect(storedLanguage()).toBe('se');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('portal.language', 'en');
    const i18n = await initI18n();
    expect(i18n.t('login.submit')).toBe('Log in');
  });

  it('ignores a stored value that is not a language id', () => {
    localStorage.setItem('portal.language', 'de');
    expect(storedLanguage()).toBe('fi');
  });
});
