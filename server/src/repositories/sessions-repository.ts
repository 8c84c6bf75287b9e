/** SQL of sessions (spec 9): the row each cookie names, its extension and its end. */
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

/** The columns `authenticate` reads; looked up by the secret's hash, prepared once. */
function sessionLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      debtorNr: sessions.debtorNr,
      level: sessions.level,
      scopeDebtNr: sessions.scopeDebtNr,
      loginType: sessions.loginType,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .prepare('session_by_token_hash');
}

export class SessionsRepository {
  /** Every signed-in request runs it: built once, a named statement on PostgreSQL. */
  private readonly lookup: ReturnType<typeof sessionLookup>;

  constructor(private readonly db: Db) {
    this.lookup = sessionLookup(db);
  }

  /** What `authenticate` needs of a session, by the hash of its cookie's secret. */
  async byTokenHash(hash: string) {
    const [row] = await this.lookup.execute({ hash });
    return row;
  }

  async insert(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /**
   * Moves a live session's end to `expiresAt`, never past its absolute end; the new end, or
   * undefined when the session was revoked.
   */
  async extend(id: string, expiresAt: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({
        expiresAt: sql`LEAST(${sessions.absoluteExpiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
      })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ expiresAt: sessions.expiresAt });
    return row?.expiresAt;
  }

  async revoke(id: string, at: Date, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }
}
