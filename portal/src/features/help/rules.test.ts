import { describe, expect, it } from 'vitest';
import { isSearchable, searchFaq } from './rules';

const items = [
  {
    question: 'Miten maksan velkani?',
    answer: '<p>Valitse <b>pankki</b> ja maksa.</p>',
    keyword: 'maksu',
    category: 'general',
  },
  {
    question: 'Mitä perintäkulut ovat?',
    answer: '<p>Kulut perustuvat lakiin.</p>',
    keyword: 'kulut',
    category: 'collectionCosts',
  },
  {
    question: 'Vaikuttaako velka luottotietoihin?',
    answer: '<p>Maksuhäiriömerkintä voi syntyä.</p>',
    keyword: null,
    category: 'creditInformation',
  },
];
const names: Record<string, string> = {
  general: 'Yleistä',
  collectionCosts: 'Perintäkulut',
  creditInformation: 'Luottotiedot',
};
const byCategory = (item: (typeof items)[number]) => names[item.category] ?? '';

describe('FAQ search', () => {
  it('needs more than two characters', () => {
    expect(isSearchable('ma')).toBe(false);
    expect(isSearchable(' mak ')).toBe(true);
    expect(searchFaq(items, 'ma')).toHaveLength(3);
  });

  it('matches question, answer text, keyword and category, ignoring case', () => {
    expect(searchFaq(items, 'MAKSAN', byCategory).map((i) => i.keyword)).toEqual(['maksu']);
    expect(searchFaq(items, 'pankki', byCategory)).toHaveLength(1);
    expect(searchFaq(items, 'kulut', byCategory).map((i) => i.keyword)).toEqual(['kulut']);
    expect(searchFaq(items, 'luottotiedot', byCategory)).toHaveLength(1);
  });

  it('does not match HTML tag names or attributes', () => {
    expect(searchFaq(items, '<b>', byCategory)).toHaveLength(0);
    expect(searchFaq(items, 'strong', byCategory)).toHaveLength(0);
  });

  it('requires every word and finds nothing for unknown words', () => {
    expect(searchFaq(items, 'maksa pankki', byCategory)).toHaveLength(1);
    expect(searchFaq(items, 'maksa lakiin', byCategory)).toHaveLength(0);
    expect(searchFaq(items, 'xyzzy', byCategory)).toEqual([]);
  });
});
