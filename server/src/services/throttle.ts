import { tooManyRequests } from '../http/errors';
import type { Clock } from '../lib/dates';
import type { ThrottleRepository } from '../repositories/throttle-repository';

/** Login throttling limits (docs/security.md, checklist 1-3). */
export interface ThrottleLimits {
  /** Wrong online IDs for one case number before it locks (at most 10 per hour). */
  caseMaxFailures: number;
  caseWindowSeconds: number;
  caseLockSeconds: number;
  /** Failed logins from one client address before it is refused with 429. */
  addressMaxFailures: number;
  addressWindowSeconds: number;
  addressLockSeconds: number;
  /** Failures after which answers are slowed down. */
  slowAfterFailures: number;
  /** First delay; it doubles with each further failure up to `slowMaxMs`. */
  slowStepMs: number;
  slowMaxMs: number;
  /**
   * Writes that need no login (feedback save and update, cookie consent): at most this many per
   * client address (or per signed-in debtor) in the window, then refused with 429 until it ends.
   */
  anonymousWriteMax: number;
  anonymousWriteWindowSeconds: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  caseMaxFailures: 10,
  caseWindowSeconds: 3600,
  caseLockSeconds: 3600,
  addressMaxFailures: 30,
  addressWindowSeconds: 3600,
  addressLockSeconds: 900,
  slowAfterFailures: 3,
  slowStepMs: 250,
  slowMaxMs: 2000,
  anonymousWriteMax: 30,
  anonymousWriteWindowSeconds: 600,
};

/** How long to slow an answer after `failures` failed logins: doubling up to the maximum. */
export function loginDelay(failures: number, limits: ThrottleLimits): number {
  const over = failures - limits.slowAfterFailures;
  if (over <= 0 || limits.slowStepMs <= 0) return 0;
  return Math.min(limits.slowMaxMs, limits.slowStepMs * 2 ** (over - 1));
}

export interface Attempt {
  /** Failures counted in the window, including this attempt until it succeeds. */
  failures: number;
  /** Set while the key is locked. */
  lockedUntil: Date | null;
}

/**
 * Failure counters kept in the database, so every server instance sees the same counts.
 * An attempt is counted before the credential is checked (a reservation) and cleared when it
 * succeeds; racing requests therefore cannot test more IDs than the limit allows.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly clock: Clock,
    readonly limits: ThrottleLimits,
  ) {}

  /** Current lock of a key, without counting anything. */
  async lockedUntil(key: string): Promise<Date | null> {
    const until = await this.repository.lockedUntil(key);
    return until && until > this.clock() ? until : null;
  }

  /**
   * Counts one attempt against `key` and locks the key once `max` attempts in the window have
   * failed. The window restarts after it passes or after a lock ends.
   */
  async count(
    key: string,
    max: number,
    windowSeconds: number,
    lockSeconds: number,
  ): Promise<Attempt> {
    const now = this.clock();
    const nowText = now.toISOString();
    const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
    const lockUntil = new Date(now.getTime() + lockSeconds * 1000).toISOString();
    return this.repository.count(key, max, nowText, windowStart, lockUntil);
  }

  /** A successful login clears its case number's counter. */
  async clear(key: string): Promise<void> {
    await this.repository.clear(key);
  }

  /** Delay before answering a failure: nothing at first, then doubling up to the maximum. */
  delayFor(failures: number): number {
    return loginDelay(failures, this.limits);
  }
}

/** Who an anonymous write counts against: the signed-in debtor, else the client address. */
export interface WriteOrigin {
  clientAddress: string;
  debtorNr: number | null;
}

/**
 * Limits writes anyone can make without logging in. The counters are the login throttle's rows
 * (one table, shared by every instance on the database); a window's first write starts it and
 * the key stays refused until the window ends.
 */
export class WriteLimiter {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {}

  /** Counts one write of `kind`; throws 429 (with Retry-After) past the limit. */
  async take(kind: 'feedback' | 'consent', origin: WriteOrigin): Promise<void> {
    const { anonymousWriteMax: max, anonymousWriteWindowSeconds: window } = this.throttle.limits;
    const who =
      origin.debtorNr === null ? `addr:${origin.clientAddress}` : `debtor:${origin.debtorNr}`;
    // Locked at the max-th write for the rest of the window: that write itself still passes.
    const attempt = await this.throttle.count(`write:${kind}:${who}`, max, window, window);
    if (attempt.failures > max) {
      const until = attempt.lockedUntil?.getTime() ?? this.clock().getTime() + window * 1000;
      throw tooManyRequests((until - this.clock().getTime()) / 1000);
    }
  }
}
