import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** scrypt cost (N) of new hashes; the cost is stored with each hash. */
export const DEFAULT_SCRYPT_COST = 16_384;
const MAX_SCRYPT_COST = 1 << 20;

function scryptAsync(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      secret,
      salt,
      KEY_LENGTH,
      { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * scrypt hash of a low-entropy secret (online IDs), as `scrypt$<N>$<salt>$<hash>` (base64url),
 * so the cost can be raised later without invalidating stored hashes.
 */
export async function hashSecret(secret: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison against a stored hash; a missing hash still costs one scrypt. */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = (stored ?? DUMMY_HASH).split('$');
  const cost = Number(costText);
  const validCost =
    Number.isInteger(cost) && cost >= 2 && cost <= MAX_SCRYPT_COST && (cost & (cost - 1)) === 0;
  if (scheme !== 'scrypt' || !validCost || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(saltText, 'base64url'), cost);
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return stored !== null && same;
}

/** Used for unknown case numbers so they take as long as wrong online IDs. */
const DUMMY_HASH = `scrypt$${DEFAULT_SCRYPT_COST}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** SHA-256 of a high-entropy token (login links), hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
