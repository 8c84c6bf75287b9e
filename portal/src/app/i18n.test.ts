import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n, languageIdOf, setLanguage, storedLanguage } from './i18n';

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('defaults to Finnish', () => {
    const i18n = createI18n();
    expect(languageIdOf(i18n)).toBe('fi');
    expect(i18n.t('login.submit')).toBe('Kirjaudu');
  });

  it('maps the language id se to Swedish and remembers the choice', async () => {
    const i18n = createI18n();
    await setLanguage(i18n, 'se');
    expect(i18n.language).toBe('sv');
    expect(languageIdOf(i18n)).toBe('se');
    expect(i18n.t('login.submit')).toBe('Logga in');
    expect(storedLanguage()).toBe('se');
  });

  it('ignores a stored value that is not a language id', () => {
    localStorage.setItem('portal.language', 'de');
    expect(storedLanguage()).toBe('fi');
  });
});
