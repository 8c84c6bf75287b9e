import { describe, expect, it } from 'vitest';
import { dataExportErrorKey, dataExportFileName, offersDataExport } from './rules';

describe('offersDataExport', () => {
  it.each([
    [0, true],
    [6, true],
    [2, false],
    [3, false],
    [4, false],
    [null, false],
  ] as const)('login type %s: %s', (authType, expected) => {
    expect(offersDataExport(authType)).toBe(expected);
  });
});

describe('dataExportFileName', () => {
  it.each([
    ['json', 'fi', 'omat-tiedot_2.json'],
    ['pdf', 'se', 'dina-uppgifter_2.pdf'],
    ['pdf', 'en', 'your-data_2.pdf'],
  ] as const)('%s in %s: %s', (format, language, expected) => {
    expect(dataExportFileName(format, language, 2)).toBe(expected);
  });
});

describe('dataExportErrorKey', () => {
  it.each([
    ['error.generic.1', 'error.generic.1'],
    ['error.dataExport.1', 'error.dataExport.1'],
    ['error.server.0', 'profile.dataExport.failed'],
    ['error.network.0', 'profile.dataExport.failed'],
  ])('%s shows %s', (key, expected) => {
    expect(dataExportErrorKey(key)).toBe(expected);
  });
});
