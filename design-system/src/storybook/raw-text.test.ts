import { describe, expect, it } from 'vitest';
import fi from '@portal/translations/fi.json';
import { findRawText, translationKeys } from './raw-text';

const keys = translationKeys({
  common: { close: 'Sulje' },
  banner: { overpayment: { text: 'Palautuksesta veloitetaan {{charge}}.' } },
  debts: { count_one: '{{count}} velka', count_other: '{{count}} velkaa' },
  fi: 'Suomi',
});

describe('translationKeys', () => {
  it('lists dotted leaf keys, plural keys also by their base name', () => {
    expect([...keys].sort()).toEqual([
      'banner.overpayment.text',
      'common.close',
      'debts.count',
      'debts.count_one',
      'debts.count_other',
    ]);
  });

  it('knows the portal key the runner is told to look for', () => {
    expect(translationKeys(fi).has('paymentPlan.review.confirm')).toBe(true);
  });
});

describe('findRawText', () => {
  it('finds an unfilled placeholder, with or without spaces', () => {
    expect(findRawText(['Veloitetaan {{charge}}.', 'maksu {{ fee }}'], keys)).toEqual([
      '{{charge}}',
      '{{ fee }}',
    ]);
  });

  it('finds a translation key shown as it is, also at the end of a sentence', () => {
    expect(findRawText(['Paina common.close.', 'debts.count'], keys)).toEqual([
      'common.close',
      'debts.count',
    ]);
  });

  it('passes translated text, addresses, file names and single braces', () => {
    expect(
      findRawText(
        ['Sulje', 'www.example.fi', 'lasku.pdf', 'banner.overpayment', '{charge}', '3.50 €'],
        keys,
      ),
    ).toEqual([]);
  });

  it('names each finding once', () => {
    expect(findRawText(['{{fee}} {{fee}}', '{{fee}}'], keys)).toEqual(['{{fee}}']);
  });
});
