import { describe, expect, it } from 'vitest';
import { flattenKeys, languageIds, lookup, resources, translate } from './index';

const keySets = Object.fromEntries(
  languageIds.map((id) => [id, new Set(flattenKeys(resources[id]))]),
) as Record<(typeof languageIds)[number], Set<string>>;

describe('translations', () => {
  it.each(languageIds)('%s has exactly the keys of fi', (id) => {
    const fi = keySets.fi;
    const other = keySets[id];
    // Each message names the file to add the keys to (or remove them from).
    expect(
      [...fi].filter((k) => !other.has(k)),
      `keys of fi.json missing in ${id}`,
    ).toEqual([]);
    expect(
      [...other].filter((k) => !fi.has(k)),
      `keys in ${id} that fi.json lacks`,
    ).toEqual([]);
  });

  it.each(languageIds)('%s has no empty value', (id) => {
    const empty = [...keySets[id]].filter((key) => !lookup(id, key)?.trim());
    expect(empty).toEqual([]);
  });

  it.each(languageIds)('%s keeps every interpolation placeholder of fi', (id) => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const mismatched = [...keySets.fi].filter(
      (key) =>
        placeholders(lookup('fi', key) ?? '').join() !== placeholders(lookup(id, key) ?? '').join(),
    );
    expect(mismatched, `keys whose placeholders differ between fi and ${id}`).toEqual([]);
  });

  it('has the key structure the spec names', () => {
    for (const key of [
      'error.server.0',
      'error.generic.0',
      'error.generic.1',
      'error.login.0',
      'error.login.4',
      'validation.email.sameAs',
      'dueDateDenied.8',
      'confirmPaymentPlan.1',
      'payment.canceled',
      'payment.blockPendingOrdersText',
    ]) {
      expect(keySets.fi.has(key), key).toBe(true);
    }
  });

  it('translate interpolates and refuses unknown keys', () => {
    expect(translate('en', 'validation.amount.min', { min: '5,00 €' })).toBe(
      'The smallest amount is 5,00 €.',
    );
    expect(() => translate('fi', 'no.such.key')).toThrow(/Unknown translation key/);
  });

  it('translate picks the plural form by count, as i18next does', () => {
    expect(translate('en', 'verdict.notice', { count: 1, cases: '1' })).toMatch(
      /^The court has given a decision in case/,
    );
    expect(translate('en', 'verdict.notice', { count: 2, cases: '1, 2' })).toMatch(
      /^The court has given decisions in cases/,
    );
    expect(() => translate('en', 'verdict.notice', { cases: '1' })).toThrow(/Unknown/);
  });
});
