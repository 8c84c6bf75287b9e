import { describe, expect, it } from 'vitest';
import { checkText, checkTexts, describeProblems, glossary, houseStyle, textsOf } from './glossary';
import { languageIds, resources, type LanguageId } from './index';

describe('the glossary', () => {
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

// A date typed into a message goes stale and is formatted unlike every other date: it comes from
// a {{date}} placeholder. (The server's texts are checked with their formatted dates filled in.)
describe('the messages type no dates', () => {
  const TYPED_DATE = /(?<!\d)\d{1,2}\.\d{1,2}\.\d{4}(?!\d)/u;
  it.each(languageIds)('%s', (id) => {
    const typed = textsOf(resources[id]).filter(([, text]) => TYPED_DATE.test(text));
    expect(typed).toEqual([]);
    expect(TYPED_DATE.test('Päivitetty 2.12.2021')).toBe(true);
    expect(TYPED_DATE.test('Päivitetty {{date}}')).toBe(false);
  });
});

describe('the check can fail', () => {
  const found = (id: LanguageId, text: string) =>
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

  it('finds the synonyms the language review found, in all three languages', () => {
    expect(found('en', 'Log in with your banking credentials.')).toEqual(['banking credentials']);
    expect(found('en', 'Disputes')).toEqual(['Disputes']);
    expect(found('en', 'Registered · Booking date')).toEqual(['Booking date', 'Registered'].sort());
    expect(found('en', 'Weekdays only. A partial payment.')).toEqual(
      ['Weekdays', 'partial payment'].sort(),
    );
    expect(found('se', 'Betalningen har registrerats. Inte registrerad ännu.')).toEqual(
      ['registrerad', 'registrerats'].sort(),
    );
    expect(found('se', 'Uppdrag 7000001. Kontaktförfrågningar.')).toEqual(
      ['Kontaktförfrågningar', 'Uppdrag'].sort(),
    );
    expect(found('fi', 'Toimeksianto 7000001. Laskukopio toimeksiannosta 7000001.')).toEqual(
      ['Toimeksianto', 'toimeksiannosta'].sort(),
    );
    expect(found('fi', 'Vapaaehtoinen osasuoritus. Mikä on sovintoratkaisu?')).toEqual(
      ['osasuoritus', 'sovintoratkaisu'].sort(),
    );
    // The creditor who gave us the debt is still the toimeksiantaja, and a case is an asia.
    expect(found('fi', 'Perimme velan toimeksiantajan puolesta (asia 7000001).')).toEqual([]);
    expect(found('se', 'För uppdragsgivarens räkning.')).toEqual([]);
  });

  it('finds negative contractions in English, and only there', () => {
    expect(found('en', "We couldn't fetch it. You can't pay; don't wait, it won't.")).toEqual(
      ["can't", "couldn't", "don't", "won't"].sort(),
    );
    expect(found('en', "We cannot fetch it. The debtor's case. We'll call you.")).toEqual([]);
  });

  it('names the law of every term whose texts state it', () => {
    const sourced = glossary.filter((term) => term.source).map((term) => term.term);
    for (const term of [
      'debt collection',
      'enforcement',
      'summons',
      'judgment',
      'payment default entry',
      'collection costs',
      'payment plan',
      'privacy notice',
      'copy of personal data',
    ]) {
      expect(sourced, term).toContain(term);
    }
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
    expect(found('fi', '{{rate}} % vuodessa')).toEqual(['{{}} %']);
    expect(found('fi', '{{rate}}\u00a0% vuodessa')).toEqual([]);
  });

  it('names the key and the word when it fails', () => {
    const problems = checkTexts('se', { profile: { smsAllowed: 'Sänd textmeddelanden' } });
    expect(describeProblems('se', problems)).toBe(
      'se  profile.smsAllowed  "textmeddelanden"  glossary "text message": use "sms"',
    );
  });
});
