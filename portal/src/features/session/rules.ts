/** Pure session rules (spec 4 and 9). Times are epoch milliseconds. */

/** spec 9: refresh when less than 25 minutes of validity remain. */
export const REFRESH_BEFORE_EXPIRY_MS = 25 * 60 * 1000;
/**
 * An idle user is warned this long before the token expires and can continue (WCAG 2.2.1 asks
 * for at least 20 seconds; docs/security.md, checklist 8). Without input since the last refresh, the routine
 * refresh waits for activity instead of extending the session by itself.
 */
export const EXPIRY_WARNING_MS = 2 * 60 * 1000;
/** User input is reported at most this often. */
export const ACTIVITY_THROTTLE_MS = 30 * 1000;

/** How long to wait before warning an idle user; 0 when the warning is already due. */
export function warningDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - EXPIRY_WARNING_MS - now);
}

/** spec 2: the session-timeout message shows when more than one hour of validity was left. */
export const TIMEOUT_MESSAGE_THRESHOLD_MS = 60 * 60 * 1000;

export function expiresAtFrom(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000;
}

export function isExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || expiresAt <= now;
}

export function needsRefresh(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now < REFRESH_BEFORE_EXPIRY_MS;
}

/** How long to wait before the scheduled refresh; 0 when it is already due. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}

/** spec 2: after a failed refresh, tell the user their session timed out only in this case. */
export function showTimeoutMessageAfterFailedRefresh(
  expiresAt: number | null,
  now: number,
): boolean {
  return expiresAt !== null && expiresAt - now > TIMEOUT_MESSAGE_THRESHOLD_MS;
}

/** spec 5: case number 1-8 digits. */
export type FieldError = 'validation.required' | 'validation.numeric' | string;

export function validateCaseNumber(value: string): FieldError | null {
  if (value.trim() === '') return 'validation.required';
  if (!/^\d+$/.test(value)) return 'validation.numeric';
  if (value.length > 8) return 'validation.caseNumber.length';
  return null;
}

/** spec 5: online ID 5-8 digits. */
export function validateOnlineId(value: string): FieldError | null {
  if (value.trim() === '') return 'validation.required';
  if (!/^\d+$/.test(value)) return 'validation.numeric';
  if (value.length < 5 || value.length > 8) return 'validation.onlineId.length';
  return null;
}
