/**
 * Finnish IBANs (spec 5): FI, 18 characters, mod-97, and the BIC derived from the bank code. One
 * module for the portal (checked as the debtor types) and the server (checked again on save).
 */

/** spec 9: a Finnish IBAN is 18 characters without spaces. */
export const FINNISH_IBAN_LENGTH = 18;

/** What the debtor typed, as an IBAN: spaces removed, letters upper case. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** A Finnish IBAN the refund can go to: FI, 18 characters, mod-97 and a known bank code. */
export function isFinnishIban(iban: string): boolean {
  return (
    iban.length === FINNISH_IBAN_LENGTH &&
    iban.startsWith('FI') &&
    /^FI\d{16}$/.test(iban) &&
    isValidIban(iban)
  );
}

/** mod-97 of ISO 13616: the first four characters moved to the end, letters as 10-35. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Finnish bank codes (the first digits of the national account number) and their BICs. */
const BANK_CODES: [prefix: string, bic: string][] = [
  ['405', 'HELSFIHH'],
  ['497', 'HELSFIHH'],
  ['470', 'POPFFI22'],
  ['471', 'POPFFI22'],
  ['472', 'POPFFI22'],
  ['473', 'POPFFI22'],
  ['474', 'POPFFI22'],
  ['475', 'POPFFI22'],
  ['476', 'POPFFI22'],
  ['477', 'POPFFI22'],
  ['478', 'POPFFI22'],
  ['711', 'BSUIFIHH'],
  ['713', 'CITIFIHX'],
  ['715', 'ITELFIHH'],
  ['717', 'BIGKFIH1'],
  ['799', 'HOLVFIHH'],
  ['31', 'HANDFIHH'],
  ['33', 'ESSEFIHX'],
  ['34', 'DABAFIHX'],
  ['36', 'SBANFIHH'],
  ['37', 'DNBAFIHX'],
  ['38', 'SWEDFIHH'],
  ['39', 'SBANFIHH'],
  ['1', 'NDEAFIHH'],
  ['2', 'NDEAFIHH'],
  ['4', 'ITELFIHH'],
  ['5', 'OKOYFIHH'],
  ['6', 'AABAFI22'],
  ['8', 'DABAFIHH'],
];

/** The BIC of a Finnish IBAN's bank code; null when the code is not a known bank. */
export function finnishBic(iban: string): string | null {
  const national = iban.slice(4);
  for (const [prefix, bic] of BANK_CODES) if (national.startsWith(prefix)) return bic;
  return null;
}
