import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HMAC algorithms Paytrail signs with (`checkout-algorithm`). */
export type CheckoutAlgorithm = 'sha256' | 'sha512';

export function isCheckoutAlgorithm(value: unknown): value is CheckoutAlgorithm {
  return value === 'sha256' || value === 'sha512';
}

/**
 * Paytrail's signature: lower-case hex HMAC over every `checkout-*` parameter or header, sorted
 * by name, each written `name:value`, joined with `\n`, then `\n` and the body exactly as sent
 * (the empty string when there is none). The parameters are filtered by their prefix, never by
 * a fixed list: Paytrail may add new ones, and they are signed too.
 */
export function checkoutSignature(
  secret: string | Uint8Array,
  params: Record<string, string>,
  body = '',
  algorithm: CheckoutAlgorithm = 'sha256',
): string {
  const lines = Object.keys(params)
    .filter((name) => name.startsWith('checkout-'))
    .sort()
    .map((name) => `${name}:${params[name]}`);
  return createHmac(algorithm, secret)
    .update([...lines, body].join('\n'))
    .digest('hex');
}

/**
 * Constant-time check of a `signature` parameter (or header), with the algorithm the signed
 * `checkout-algorithm` names: anything else (missing, unknown) is refused.
 */
export function hasValidSignature(
  secret: string | Uint8Array,
  params: Record<string, string>,
  body = '',
): boolean {
  const given = params.signature;
  const algorithm = params['checkout-algorithm'];
  if (!isCheckoutAlgorithm(algorithm)) return false;
  const length = algorithm === 'sha256' ? 64 : 128;
  if (typeof given !== 'string' || given.length !== length || !/^[0-9a-f]+$/.test(given)) {
    return false;
  }
  const expected = checkoutSignature(secret, params, body, algorithm);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
