import { eq, sql } from 'drizzle-orm';
import { tooManyRequests } from '../http/errors';
import { type Db, queryRows } from '../db/client';
import { loginThrottles } from '../db/schema';
import type { Clock } from '../lib/dates';

/** Login throttling limits (SECURITY.md checklist 1-3). */
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
    private readonly db: Db,
    private readonly clock: Clock,
    readonly limits: ThrottleLimits,
  ) {}

  /** Current lock of a key, without counting anything. */
  async lockedUntil(key: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(eq(loginThrottles.key, key));
    const until = row?.lockedUntil ?? null;
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
    const restart = sql`(t.window_started_at <= ${windowStart}::timestamptz OR (t.locked_until IS NOT NULL AND t.locked_until <= ${nowText}::timestamptz))`;
    const [row] = await queryRows<{ failures: number; locked_until: string | Date | null }>(
      this.db,
      sql`INSERT INTO login_throttles AS t (key, failures, window_started_at, locked_until)
          VALUES (${key}, 1, ${nowText}::timestamptz, CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
            window_started_at = CASE WHEN ${restart} THEN ${nowText}::timestamptz ELSE t.window_started_at END,
            locked_until = CASE
              WHEN ${restart} THEN (CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END)
              WHEN t.locked_until IS NOT NULL THEN t.locked_until
              WHEN t.failures + 1 >= ${max}::int THEN ${lockUntil}::timestamptz
              ELSE NULL END
          RETURNING failures, locked_until`,
    );
    const failures = Number(row?.failures ?? 1);
    const locked = row?.locked_until ? new Date(row.locked_until) : null;
    return { failures, lockedUntil: locked };
  }

  /** A successful login clears its case number's counter. */
  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  }

  /** Delay before answering a failure: nothing at first, then doubling up to the maximum. */
  delayFor(failures: number): number {
    const over = failures - this.limits.slowAfterFailures;
    if (over <= 0 || this.limits.slowStepMs <= 0) return 0;
    return Math.min(this.limits.slowMaxMs, this.limits.slowStepMs * 2 ** (over - 1));
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
