import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paytrail-style signature: lower-case hex HMAC-SHA256 over the `checkout-*` parameters sorted
 * by name, each written `name:value`, joined with `\n`, then `\n` and the body (empty here).
 */
export function checkoutSignature(
  secret: string | Uint8Array,
  params: Record<string, string>,
  body = '',
): string {
  const lines = Object.keys(params)
    .filter((name) => name.startsWith('checkout-'))
    .sort()
    .map((name) => `${name}:${params[name]}`);
  return createHmac('sha256', secret)
    .update([...lines, body].join('\n'))
    .digest('hex');
}

/** Constant-time check of a `signature` parameter. */
export function hasValidSignature(
  secret: string | Uint8Array,
  params: Record<string, string>,
  body = '',
): boolean {
  const given = params.signature;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = checkoutSignature(secret, params, body);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
