import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@portal/translations';
import { initI18n, setLanguage } from './i18n';
import { storedLanguage } from '../lib/language';

/** The messages are hashed JSON files; here `fetch` answers from the translation sources. */
const requested: string[] = [];
beforeEach(() => {
  localStorage.clear();
  requested.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url);
    const file = /(fi|sv|en)\.json/.exec(url)?.[1];
    const messages = file === 'sv' ? resources.se : file ? resources[file as 'fi' | 'en'] : null;
    return Promise.resolve(
      messages
        ? new Response(JSON.stringify(messages), { status: 200 })
        : new Response('', { status: 404 }),
    );
  });
  return () => vi.unstubAllGlobals();
});

describe('i18n', () => {
  it('defaults to Finnish', async () => {
    const i18n = await initI18n();
    expect(i18n.language).toBe('fi');
    expect(i18n.t('login.submit')).toBe('Kirjaudu');
    expect(requested).toHaveLength(1);
  });

  it('loads Swedish for the language id se and remembers the choice', async () => {
    const i18n = await initI18n();
    await setLanguage(i18n, 'se');
    expect(i18n.language).toBe('sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('login.submit')).toBe('Logga in');
    expect(storedLanguage()).toBe('se');
    await setLanguage(i18n, 'fi');
    await setLanguage(i18n, 'se');
    expect(requested, 'each language is fetched once').toHaveLength(2);
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('portal.language', 'en');
    const i18n = await initI18n();
    expect(i18n.t('login.submit')).toBe('Log in');
  });

  it('fails loudly when the messages cannot be fetched', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    await expect(initI18n('en')).rejects.toThrow(/HTTP 503/);
  });

  it('ignores a stored value that is not a language id', () => {
    localStorage.setItem('portal.language', 'de');
    expect(storedLanguage()).toBe('fi');
  });
});
