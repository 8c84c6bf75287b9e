import { describe, expect, it } from 'vitest';
import { checkText, checkTexts, describeProblems, glossary, houseStyle } from './glossary';
import { languageIds, resources } from './index';

describe('the glossary (issue 31)', () => {
  it('gives every term a word in each language and a one-line definition', () => {
    for (const term of glossary) {
      expect(term.definition, term.term).toMatch(/^[^\n]{10,160}$/);
      for (const id of languageIds) expect(term[id].use.trim(), `${term.term} ${id}`).not.toBe('');
    }
    for (const id of languageIds) expect(houseStyle[id].length).toBeGreaterThan(0);
  });

  it('never forbids the word it chooses', () => {
    for (const term of glossary) {
      for (const id of languageIds) {
        const own = checkText(id, term.term, term[id].use).filter((p) =>
          p.fix.includes('glossary'),
        );
        expect(own, `${term.term} ${id}`).toEqual([]);
      }
    }
  });

  it.each(languageIds)('%s texts keep the glossary and the house style', (id) => {
    const problems = checkTexts(id, resources[id]);
    expect(
      problems.length,
      `${problems.length} ${id} text(s) break the glossary (translations/src/glossary.ts):\n` +
        describeProblems(id, problems),
    ).toBe(0);
  });
});

describe('the check can fail', () => {
  const found = (id: 'fi' | 'se' | 'en', text: string) =>
    checkText(id, 'k', text)
      .map((p) => p.found)
      .sort();

  it('finds forbidden words, whole words and stems, in any case', () => {
    expect(found('en', 'Pay the next Installments by e-mail.')).toEqual(
      ['Installments', 'e-mail'].sort(),
    );
    expect(found('en', 'Sign in to see the bill.')).toEqual(['Sign in', 'bill'].sort());
    expect(found('en', 'Billing and invoices')).toEqual([]);
    expect(found('se', 'Vi skickar ett textmeddelande.')).toEqual(['textmeddelande']);
    expect(found('fi', 'Kirjaudu verkkopankkitunnuksilla.')).toEqual(['verkkopankkitunnuksilla']);
  });

  it('finds typed amounts, split digit groups, split dates, ellipses and curly apostrophes', () => {
    expect(found('fi', 'Pienin summa on 5,00 €.')).toEqual(['5,00 €']);
    expect(found('en', 'The minimum is €5.00 or 20 euros.')).toEqual(['20 euros', '€5.00']);
    expect(found('fi', 'Soita 030 10 5620.')).toEqual(['030 10 5620']);
    expect(found('fi', 'Soita 030\u00a010\u00a05620.')).toEqual([]);
    expect(found('en', 'Updated 2 December 2021')).toEqual(['2 December 2021']);
    expect(found('en', 'Updated 2\u00a0December\u00a02021')).toEqual([]);
    expect(found('se', 'Laddar …')).toEqual([' …']);
    expect(found('en', 'Don’t wait...')).toEqual(['...', '’'].sort());
    expect(found('en', 'Pay {{amount}} by {{date}}.')).toEqual([]);
  });

  it('names the key and the word when it fails', () => {
    const problems = checkTexts('se', { profile: { smsAllowed: 'Sänd textmeddelanden' } });
    expect(describeProblems('se', problems)).toBe(
      'se  profile.smsAllowed  "textmeddelanden"  glossary "text message": use "sms"',
    );
  });
});
