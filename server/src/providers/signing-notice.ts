/**
 * The signature of a signing service's notice (its return and its callback): HMAC-SHA256 over
 * the task's identifiers, the outcome and the time it was signed, in lower-case hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningNotice } from './types';

export function signingNoticeSignature(
  secret: string | Uint8Array,
  notice: Omit<SigningNotice, 'signature'>,
): string {
  return createHmac('sha256', secret)
    .update([notice.requestId, notice.taskId, notice.outcome, notice.timestamp].join('\n'))
    .digest('hex');
}

/** Constant-time check of a notice's signature. */
export function hasValidNoticeSignature(
  secret: string | Uint8Array,
  notice: SigningNotice,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(notice.signature)) return false;
  const expected = signingNoticeSignature(secret, notice);
  return timingSafeEqual(Buffer.from(notice.signature, 'hex'), Buffer.from(expected, 'hex'));
}
