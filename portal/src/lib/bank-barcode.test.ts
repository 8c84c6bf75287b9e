import { describe, expect, it } from 'vitest';
import {
  formatReference,
  isValidFinnishReference,
  isValidRfReference,
  rfReference,
  virtualBarcode,
} from './bank-barcode';

/**
 * The examples of the Finance Finland bank barcode guide (Pankkiviivakoodi-opas, versions 4 and
 * 5) and of two widely used implementations that test against it.
 */
describe('virtual bank barcode', () => {
  it.each([
    // Guide, version 4, example 1.
    [
      'FI79 4405 2020 0360 82',
      '86851 62596 19897',
      488315,
      '2010-06-12',
      '479440520200360820048831500000000868516259619897100612',
    ],
    // Guide, version 5, example 1 (the same payment with its RF reference).
    [
      'FI79 4405 2020 0360 82',
      'RF09 8685 1625 9619 897',
      488315,
      '2010-06-12',
      '579440520200360820048831509000000868516259619897100612',
    ],
    [
      'FI37 1590 3000 0007 76',
      '11112',
      1225,
      '2016-12-21',
      '437159030000007760000122500000000000000000011112161221',
    ],
    [
      'FI37 1590 3000 0007 76',
      'RF98 11112',
      110,
      '2017-01-01',
      '537159030000007760000011098000000000000000011112170101',
    ],
    // No amount and no due date: zeros.
    [
      'FI37 1590 3000 0007 76',
      '11112',
      null,
      null,
      '437159030000007760000000000000000000000000011112000000',
    ],
  ])('%s, %s, %s cents, due %s', (iban, reference, amountCents, dueDate, expected) => {
    const code = virtualBarcode({ iban, reference, amountCents, dueDate });
    expect(code).toBe(expected);
    expect(code).toHaveLength(54);
  });

  it('writes zeros for an amount above 999 999.99 euros', () => {
    expect(
      virtualBarcode({
        iban: 'FI3715903000000776',
        reference: '11112',
        amountCents: 100_000_000,
        dueDate: null,
      })?.slice(17, 25),
    ).toBe('00000000');
  });

  it.each([
    ['SE4550000000058398257466', '11112'],
    ['FI3715903000000776', '11113'],
    ['FI3715903000000776', 'RF99 11112'],
  ])('refuses %s with reference %s', (iban, reference) => {
    expect(virtualBarcode({ iban, reference, amountCents: 100, dueDate: null })).toBeNull();
  });
});

describe('references', () => {
  it.each([
    ['86851 62596 19897', true],
    ['11112', true],
    ['1232', true],
    ['11113', false],
    ['123', false],
    ['1234567890123456789012', false],
  ])('national %s valid: %s', (reference, valid) => {
    expect(isValidFinnishReference(reference)).toBe(valid);
  });

  it.each([
    ['868516259619897', 'RF09868516259619897'],
    ['11112', 'RF9811112'],
    ['12345 67907', 'RF731234567907'],
  ])('the RF reference of %s is %s', (national, rf) => {
    expect(rfReference(national)).toBe(rf);
    expect(isValidRfReference(rf)).toBe(true);
  });

  it('prints references in groups', () => {
    expect(formatReference('868516259619897')).toBe('86851 62596 19897');
    expect(formatReference('RF09868516259619897')).toBe('RF09 8685 1625 9619 897');
  });
});
