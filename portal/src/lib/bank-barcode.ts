/**
 * Paying by bank transfer outside the portal: the Finnish reference number, the RF
 * creditor reference (ISO 11649) and the 54-digit virtual bank barcode of the Finance Finland
 * bank barcode guide (Pankkiviivakoodi-opas): version 4 with a national reference, version 5 with
 * an RF reference. Pure functions; the portal shows and copies what they give.
 */

const digitsOnly = (text: string) => text.replace(/\s+/g, '');

/** mod 97 of a long digit string, piece by piece (too long for a number). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** A Finnish national reference: 4 to 20 digits, the last one the 7-3-1 check digit. */
export function isValidFinnishReference(reference: string): boolean {
  const digits = digitsOnly(reference);
  if (!/^\d{4,20}$/.test(digits)) return false;
  const base = digits.slice(0, -1);
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** Letters as ISO 7064 numbers (A = 10 … Z = 35). */
const lettersAsDigits = (text: string) =>
  [...text].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');

/** The RF creditor reference of a national reference: RF, two check digits, the reference. */
export function rfReference(nationalReference: string): string {
  const body = digitsOnly(nationalReference).replace(/^0+/, '');
  const check = 98 - mod97(lettersAsDigits(`${body}RF00`));
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** An RF reference whose check digits are right. */
export function isValidRfReference(reference: string): boolean {
  const compact = digitsOnly(reference).toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false;
  return mod97(lettersAsDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}

/** As printed: groups of five from the right (national), groups of four (RF). */
export function formatReference(reference: string): string {
  const compact = digitsOnly(reference);
  if (/^RF/i.test(compact)) return compact.replace(/(.{4})(?=.)/g, '$1 ');
  return compact.replace(/\B(?=(\d{5})+$)/g, ' ');
}

export interface BarcodeInput {
  /** A Finnish IBAN (spaces allowed). */
  iban: string;
  /** A national reference (version 4) or an RF reference (version 5). */
  reference: string;
  /** Integer cents; above 999 999.99 euros (or none) the amount is zeros. */
  amountCents: number | null;
  /** ISO date (YYYY-MM-DD); none gives 000000. */
  dueDate: string | null;
}

/**
 * The virtual bank barcode (54 digits), or null when the IBAN is not Finnish or the reference
 * is not valid. Version 4: 4, the IBAN's 16 digits, the amount in 8 digits (6 euros, 2 cents),
 * 000, the reference in 20 digits, YYMMDD. Version 5: 5, IBAN, amount, the RF check digits, the
 * RF reference's body in 21 digits, YYMMDD.
 */
export function virtualBarcode({
  iban,
  reference,
  amountCents,
  dueDate,
}: BarcodeInput): string | null {
  const account = digitsOnly(iban).toUpperCase();
  if (!/^FI\d{16}$/.test(account)) return null;
  const amount =
    amountCents !== null &&
    Number.isInteger(amountCents) &&
    amountCents >= 0 &&
    amountCents <= 99_999_999
      ? String(amountCents).padStart(8, '0')
      : '00000000';
  const date =
    dueDate && /^\d{4}-\d{2}-\d{2}$/.test(dueDate)
      ? `${dueDate.slice(2, 4)}${dueDate.slice(5, 7)}${dueDate.slice(8, 10)}`
      : '000000';
  const ref = digitsOnly(reference).toUpperCase();
  if (ref.startsWith('RF')) {
    if (!isValidRfReference(ref) || !/^RF\d+$/.test(ref) || ref.length - 4 > 21) return null;
    return `5${account.slice(2)}${amount}${ref.slice(2, 4)}${ref.slice(4).padStart(21, '0')}${date}`;
  }
  if (!isValidFinnishReference(ref)) return null;
  return `4${account.slice(2)}${amount}000${ref.padStart(20, '0')}${date}`;
}
