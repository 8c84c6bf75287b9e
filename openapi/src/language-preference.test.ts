import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './language';

describe('acceptedLanguages', () => {
  it('orders tags by q, then by their order, and drops q=0, * and junk', () => {
    expect(acceptedLanguages('de;q=0.5, sv-FI, en;q=0.8, fi;q=0, *;q=0.1, ;q=1')).toEqual([
      'sv-FI',
      'en',
      'de',
    ]);
  });
  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('preferredLanguage', () => {
  it('takes the stored choice first', () => {
    expect(preferredLanguage('en', ['sv-SE'])).toBe('en');
  });
  it('then the first browser language the portal has', () => {
    expect(preferredLanguage(null, ['de-DE', 'sv-FI', 'en'])).toBe('se');
    expect(preferredLanguage('xx', ['en-GB'])).toBe('en');
  });
  it('does not read Northern Sami (se) as Swedish', () => {
    expect(preferredLanguage(null, ['se-NO'])).toBe('fi');
  });
  it('else Finnish', () => {
    expect(preferredLanguage(undefined, [])).toBe('fi');
    expect(preferredLanguage(undefined)).toBe('fi');
  });
});
