import { describe, expect, it } from 'vitest';
import { summaryItems } from './form-errors';

describe('summaryItems', () => {
  it('keeps the fields with a message, in order', () => {
    expect(
      summaryItems([
        ['a', 'Korjaa A.'],
        ['b', null],
        ['c', undefined],
        ['d', ''],
        ['e', 'Korjaa E.'],
      ]),
    ).toEqual([
      { fieldId: 'a', message: 'Korjaa A.' },
      { fieldId: 'e', message: 'Korjaa E.' },
    ]);
  });
});
