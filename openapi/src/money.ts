/**
 * Money crosses the contract as euros with two decimals; inside every program it is integer
 * cents. This is the one conversion, shared by the server and the portal, so both round the same
 * way.
 */

/**
 * Integer cents. Branded, so a plain number (a euro float, a count, a percentage) does not pass
 * where cents are meant: a value is made by `cents` (a checked whole number), by `toCents` or
 * `eurosToCents` (the contract's euros) or by `sumCents`. Arithmetic on cents gives a plain
 * number again, which `cents` turns back once it is checked.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** A whole number of cents; throws on a fraction or an unsafe integer (euros passed by mistake). */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`Amount must be integer cents, got ${value}`);
  }
  return value as Cents;
}

/** The sum of amounts in cents (0 for none). */
export function sumCents(values: readonly Cents[]): Cents {
  return cents(values.reduce<number>((sum, value) => sum + value, 0));
}

/**
 * Euros as the contract carries them to integer cents; `null` when the value is not a finite
 * number or has a third decimal (the contract allows two). Binary noise such as 0.1 + 0.2 is not
 * a third decimal.
 */
export function eurosToCents(euros: number): Cents | null {
  if (!Number.isFinite(euros)) return null;
  const rounded = Math.round(euros * 100);
  if (Math.abs(rounded - euros * 100) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
  return rounded as Cents;
}

/** Contract data the server produced: a malformed amount there is a contract violation. */
export function toCents(euros: number): Cents {
  const converted = eurosToCents(euros);
  if (converted === null) throw new TypeError(`Not a contract amount (two decimals): ${euros}`);
  return converted;
}

/** Integer cents to the contract's euros with two decimals. */
export function centsToEuros(amount: Cents): number {
  if (!Number.isInteger(amount)) {
    throw new TypeError(`Amount must be integer cents, got ${amount}`);
  }
  return Number((amount / 100).toFixed(2));
}
