/** SQL of the login and write throttle: one counter row per key, shared by every instance. */
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { loginThrottles } from '../db/schema';

export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  /** The key's lock as stored (it may have passed); null when none. */
  async lockedUntil(key: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(eq(loginThrottles.key, key));
    return row?.lockedUntil ?? null;
  }

  /**
   * Counts one attempt against `key` in one statement: the window restarts when it began at or
   * before `windowStart` or when its lock has ended by `now`; the key locks until `lockUntil`
   * once `max` attempts in the window have failed.
   */
  async count(
    key: string,
    max: number,
    now: string,
    windowStart: string,
    lockUntil: string,
  ): Promise<{ failures: number; lockedUntil: Date | null }> {
    const restart = sql`(t.window_started_at <= ${windowStart}::timestamptz OR (t.locked_until IS NOT NULL AND t.locked_until <= ${now}::timestamptz))`;
    const [row] = await queryRows<{ failures: number; locked_until: string | Date | null }>(
      this.db,
      sql`INSERT INTO login_throttles AS t (key, failures, window_started_at, locked_until)
          VALUES (${key}, 1, ${now}::timestamptz, CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
            window_started_at = CASE WHEN ${restart} THEN ${now}::timestamptz ELSE t.window_started_at END,
            locked_until = CASE
              WHEN ${restart} THEN (CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END)
              WHEN t.locked_until IS NOT NULL THEN t.locked_until
              WHEN t.failures + 1 >= ${max}::int THEN ${lockUntil}::timestamptz
              ELSE NULL END
          RETURNING failures, locked_until`,
    );
    return {
      failures: Number(row?.failures ?? 1),
      lockedUntil: row?.locked_until ? new Date(row.locked_until) : null,
    };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  }
}
