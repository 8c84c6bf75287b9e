import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16_384;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** scrypt hash of a low-entropy secret (online IDs), as `scrypt$<salt>$<hash>` in base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison against a stored hash; a missing hash still costs one scrypt. */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const [scheme, saltText, keyText] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(saltText, 'base64url'));
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return stored !== null && same;
}

/** Used for unknown case numbers so they take as long as wrong online IDs. */
const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** SHA-256 of a high-entropy token (login links), hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
