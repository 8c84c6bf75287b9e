/** SQL of sessions (spec 9): the row each token names, its rotation and its end. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** The token secret kept in the database (`app_settings`), read once at start-up. */
export class TokenSecretRepository {
  constructor(private readonly db: Db) {}

  /**
   * `generated` is stored on first use, and whichever was stored first is answered, so every
   * instance on the database signs and verifies alike.
   */
  async stored(generated: string): Promise<string> {
    await this.db
      .insert(appSettings)
      .values({ key: 'session_secret', value: generated })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'session_secret'));
    return row!.value;
  }
}

/** The columns `authenticate` reads; looked up by id, with the statement prepared once. */
function sessionLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      debtorNr: sessions.debtorNr,
      level: sessions.level,
      scopeDebtNr: sessions.scopeDebtNr,
      loginType: sessions.loginType,
      currentJti: sessions.currentJti,
      previousJti: sessions.previousJti,
      previousJtiUntil: sessions.previousJtiUntil,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');
}

export class SessionsRepository {
  /** Every request with a bearer token runs it: built once, a named statement on PostgreSQL. */
  private readonly lookup: ReturnType<typeof sessionLookup>;

  constructor(private readonly db: Db) {
    this.lookup = sessionLookup(db);
  }

  /** What `authenticate` needs of a session, by id. */
  async byId(id: string) {
    const [row] = await this.lookup.execute({ id });
    return row;
  }

  async insert(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /**
   * Swaps the current token `jti` for `newJti` (compare-and-set: only while `jti` is current
   * and the session not revoked); the old one stays valid until `previousUntil`. The session's
   * expiry moves to `expiresAt`, never past its absolute end. Undefined when the swap lost.
   */
  async rotate(
    id: string,
    jti: string,
    newJti: string,
    previousUntil: Date,
    expiresAt: Date,
  ): Promise<{ expiresAt: Date } | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({
        currentJti: newJti,
        previousJti: jti,
        previousJtiUntil: previousUntil,
        expiresAt: sql`LEAST(${sessions.absoluteExpiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
      })
      .where(and(eq(sessions.id, id), eq(sessions.currentJti, jti), isNull(sessions.revokedAt)))
      .returning({ expiresAt: sessions.expiresAt });
    return row;
  }

  /** The session's row unless revoked. */
  async live(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    return row;
  }

  async revoke(id: string, at: Date, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }
}
