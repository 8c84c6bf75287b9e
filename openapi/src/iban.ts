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

/**
 * Finnish bank codes (rahalaitostunnukset) as ranges of the account's first three digits, and
 * their BICs, from Finance Finland's list "Suomalaiset rahalaitostunnukset ja BIC-koodit"
 * (finanssiala.fi). Codes not in the list (for example 401, 409, 465-469 or 711) have no BIC.
 */
const BANK_CODES: readonly [from: number, to: number, bic: string][] = [
  [100, 299, 'NDEAFIHH'], // Nordea
  [310, 319, 'HANDFIHH'], // Handelsbanken
  [330, 339, 'ESSEFIHX'], // SEB
  [340, 349, 'DABAFIHH'], // Danske Bank
  [360, 369, 'SBANFIHH'], // S-Pankki
  [370, 379, 'DNBAFIHX'], // DNB
  [380, 389, 'SWEDFIHH'], // Swedbank
  [390, 399, 'SBANFIHH'], // S-Pankki
  [400, 400, 'ITELFIHH'], // Säästöpankit (savings banks)
  [402, 403, 'ITELFIHH'],
  [405, 405, 'HELSFIHH'], // Aktia
  [406, 408, 'ITELFIHH'],
  [410, 412, 'ITELFIHH'],
  [414, 421, 'ITELFIHH'],
  [423, 432, 'ITELFIHH'],
  [435, 452, 'ITELFIHH'],
  [454, 464, 'ITELFIHH'],
  [470, 479, 'POPFFI22'], // POP Pankit
  [483, 493, 'ITELFIHH'],
  [495, 496, 'ITELFIHH'],
  [497, 497, 'HELSFIHH'], // Aktia
  [500, 599, 'OKOYFIHH'], // OP
  [600, 699, 'AABAFI22'], // Ålandsbanken
  [713, 713, 'CITIFIHX'], // Citibank
  [715, 715, 'ITELFIHH'], // Säästöpankkien Keskuspankki
  [717, 717, 'BIGKFIH1'], // Bigbank
  [798, 798, 'VPAYFIH2'], // Viva Payment Services
  [799, 799, 'HOLVFIHH'], // Holvi
  [800, 899, 'DABAFIHH'], // Danske Bank
];

/** The BIC of a Finnish IBAN's bank code; null when the code is not a known bank. */
export function finnishBic(iban: string): string | null {
  const code = Number(iban.slice(4, 7));
  if (!/^\d{3}$/.test(iban.slice(4, 7))) return null;
  for (const [from, to, bic] of BANK_CODES) if (code >= from && code <= to) return bic;
  return null;
}
