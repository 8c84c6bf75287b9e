/**
 * Money crosses the contract as euros with two decimals; inside every program it is integer cents
 * (ARCHITECTURE.md). This is the one conversion, shared by the server and the portal, so both
 * round the same way.
 */

/** Integer cents. Branded so that a euro float cannot be passed where cents are meant. */
export type Cents = number & { readonly __unit?: 'cents' };

/**
 * Euros as the contract carries them to integer cents; `null` when the value is not a finite
 * number or has a third decimal (the contract allows two). Binary noise such as 0.1 + 0.2 is not
 * a third decimal.
 */
export function eurosToCents(euros: number): Cents | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/** Contract data the server produced: a malformed amount there is a contract violation. */
export function toCents(euros: number): Cents {
  const cents = eurosToCents(euros);
  if (cents === null) throw new TypeError(`Not a contract amount (two decimals): ${euros}`);
  return cents;
}

/** Integer cents to the contract's euros with two decimals. */
export function centsToEuros(cents: number): number {
  if (!Number.isInteger(cents)) throw new TypeError(`Amount must be integer cents, got ${cents}`);
  return Number((cents / 100).toFixed(2));
}
