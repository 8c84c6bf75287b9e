import { describe, expect, it } from 'vitest';
import { serviceNumbers } from './contact';

describe('the customer service numbers shown (spec 1, 6)', () => {
  it.each([
    [null, ['private', 'company']],
    [{ isCompany: true }, ['company']],
    [{ isCompany: false }, ['private']],
  ])('%j: %j', (debtor, expected) => {
    expect(serviceNumbers(debtor)).toEqual(expected);
  });
});
