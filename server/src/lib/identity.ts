/** Finnish personal identity codes and business IDs (spec section 5). */

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const HETU = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/** DDMMYY, century sign, 3-digit individual number and a valid check character. */
export function isValidIdentityCode(code: string): boolean {
  const match = HETU.exec(code);
  if (!match) return false;
  const [, dd, mm, , , individual, check] = match;
  const day = Number(dd);
  const month = Number(mm);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  const number = Number(`${dd}${mm}${match[3]}${individual}`);
  return HETU_CHECK[number % 31] === check;
}

/** The check character of DDMMYY + individual number, for building test identities. */
export function identityCheckCharacter(ddmmyy: string, individual: string): string {
  return HETU_CHECK[Number(`${ddmmyy}${individual}`) % 31]!;
}

const BUSINESS_ID = /^(\d{7})-(\d)$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** Seven digits, a hyphen and a check digit (modulo 11 with weights 7, 9, 10, 5, 8, 4, 2). */
export function isValidBusinessId(id: string): boolean {
  const match = BUSINESS_ID.exec(id);
  if (!match) return false;
  const digits = match[1]!.split('').map(Number);
  const sum = digits.reduce((acc, digit, i) => acc + digit * WEIGHTS[i]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]);
}
