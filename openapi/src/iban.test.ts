import { describe, expect, it } from 'vitest';
import { finnishBic, isFinnishIban, isValidIban, normalizeIban } from './iban';

describe('Finnish IBAN', () => {
  it.each([
    ['FI2112345600000785', true, 'NDEAFIHH'],
    ['FI2112345600000786', false, 'NDEAFIHH'],
    ['FI5542345670000081', true, 'ITELFIHH'],
    ['FI2650000120000011', true, 'OKOYFIHH'],
    ['FI5799999999999999', true, null],
  ])('%s: mod-97 %s, BIC %s', (iban, valid, bic) => {
    expect(isValidIban(iban)).toBe(valid);
    expect(finnishBic(iban)).toBe(bic);
  });

  it.each([
    ['FI21 1234 5600 0007 85', 'FI2112345600000785', true],
    ['fi2112345600000785', 'FI2112345600000785', true],
    ['  FI21 1234\t5600 0007 85 ', 'FI2112345600000785', true],
    ['FI21 1234 5600 0007 8', 'FI211234560000078', false],
    ['FI21 1234 5600 0007 855', 'FI21123456000007855', false],
    ['SE4550000000058398257466', 'SE4550000000058398257466', false],
    ['DE89370400440532013000', 'DE89370400440532013000', false],
    ['FI21 1234 5600 0007 86', 'FI2112345600000786', false],
    ['FI2A12345600000785', 'FI2A12345600000785', false],
  ])('typed %j is %s, a Finnish IBAN: %s', (typed, normalized, finnish) => {
    expect(normalizeIban(typed)).toBe(normalized);
    expect(isFinnishIban(normalizeIban(typed))).toBe(finnish);
  });

  it.each([
    ['FI4031313130313131', 'HANDFIHH'],
    ['FI3133131000000001', 'ESSEFIHX'],
    ['FI7680001200060485', 'DABAFIHH'],
    ['FI9660000110001007', 'AABAFI22'],
    ['FI2839390001234567', 'SBANFIHH'],
    ['FI1479900000012345', 'HOLVFIHH'],
    ['FI3940550010012345', 'HELSFIHH'],
    ['FI4947012345678901', 'POPFFI22'],
    // Finance Finland's list: 34 is Danske Bank's DABAFIHH; POP Pankit hold all of 470-479.
    ['FI0034000000000000', 'DABAFIHH'],
    ['FI0047900000000000', 'POPFFI22'],
    ['FI0047000000000000', 'POPFFI22'],
    ['FI0037000000000000', 'DNBAFIHX'],
    ['FI0038000000000000', 'SWEDFIHH'],
    ['FI0036000000000000', 'SBANFIHH'],
    ['FI0031000000000000', 'HANDFIHH'],
    ['FI0040000000000000', 'ITELFIHH'],
    ['FI0049600000000000', 'ITELFIHH'],
    ['FI0049700000000000', 'HELSFIHH'],
    ['FI0071300000000000', 'CITIFIHX'],
    ['FI0071500000000000', 'ITELFIHH'],
    ['FI0071700000000000', 'BIGKFIH1'],
    ['FI0079800000000000', 'VPAYFIH2'],
    ['FI0010000000000000', 'NDEAFIHH'],
    ['FI0029900000000000', 'NDEAFIHH'],
    ['FI0089900000000000', 'DABAFIHH'],
    ['FI0069900000000000', 'AABAFI22'],
    ['FI0059900000000000', 'OKOYFIHH'],
  ])('bank code of %s gives %s', (iban, bic) => {
    expect(finnishBic(iban)).toBe(bic);
  });

  // Codes the list does not give to any bank.
  it.each([
    '401',
    '404',
    '409',
    '413',
    '422',
    '433',
    '453',
    '465',
    '469',
    '480',
    '494',
    '498',
    '711',
    '300',
    '350',
    '700',
    '900',
    '0',
  ])('bank code %s has no BIC', (code) => {
    expect(finnishBic(`FI00${code.padEnd(14, '0')}`)).toBeNull();
  });
});
