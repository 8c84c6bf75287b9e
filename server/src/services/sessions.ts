import type { Clock } from '../lib/dates';
import { hashToken, randomId } from '../lib/secrets';
import type { Session, SessionLevel } from '../rules/session';
import type {
  SessionsRepository,
  TokenSecretRepository,
} from '../repositories/sessions-repository';

/**
 * spec 9: a session lasts 30 minutes from the debtor's last action; the portal extends it when
 * less than 25 minutes remain and the debtor has done something since.
 */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** A session cannot be extended past this, however active. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;

export type { Session, SessionLevel };

/** A new session: the cookie's secret (sent once, in `Set-Cookie`) and when the session ends. */
export interface IssuedSession {
  secret: string;
  expiresIn: number;
  sessionId: string;
  /** The new session as a request carrying its cookie would see it. */
  session: Session;
}

/**
 * The secret that would keep the feedback and sandbox signatures stable across instances:
 * SESSION_SECRET when configured, else one generated on first use and kept in the database so
 * every instance on it signs and verifies alike.
 */
export async function loadTokenSecret(
  secrets: TokenSecretRepository,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await secrets.stored(randomId(48)));
}

/** Session secrets are 32 bytes from the CSPRNG, base64url: 43 characters. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions are server-side state named by an opaque cookie (OWASP ASVS 3.2, 3.3): the browser
 * holds a 256-bit random secret, the database only its SHA-256, so neither page script nor a
 * reader of the database can act as the debtor. Idle and absolute timeouts are kept here.
 */
export class SessionService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  /** Opens a session (a login, or a strong re-identification that replaces one). */
  async create(input: {
    debtorNr: number;
    level: SessionLevel;
    scopeDebtNr: number | null;
    loginType: number;
  }): Promise<IssuedSession> {
    const now = this.clock();
    const id = randomId(18);
    const secret = randomId(32);
    const absoluteExpiresAt = new Date(now.getTime() + SESSION_MAX_SECONDS * 1000);
    const expiresAt = new Date(
      Math.min(now.getTime() + SESSION_IDLE_SECONDS * 1000, absoluteExpiresAt.getTime()),
    );
    await this.repository.insert({
      id,
      debtorNr: input.debtorNr,
      level: input.level,
      scopeDebtNr: input.level === 'weak' ? input.scopeDebtNr : null,
      loginType: input.loginType,
      tokenHash: hashToken(secret),
      createdAt: now,
      absoluteExpiresAt,
      expiresAt,
    });
    const level = input.level;
    const scopeDebtNr = level === 'weak' ? input.scopeDebtNr : null;
    const session: Session = {
      id,
      debtorNr: input.debtorNr,
      level,
      scopeDebtNr,
      loginType: input.loginType,
      expiresAt,
    };
    return { secret, expiresIn: secondsUntil(expiresAt, now), sessionId: id, session };
  }

  /**
   * The live session a cookie's secret names, or null: unknown, malformed, revoked or expired
   * secrets are all refused alike. Reading does not extend the session.
   */
  async authenticate(secret: string): Promise<Session | null> {
    if (!SECRET_PATTERN.test(secret)) return null;
    const now = this.clock();
    const row = await this.repository.byTokenHash(hashToken(secret));
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    return {
      id: row.id,
      debtorNr: row.debtorNr,
      level: row.level as SessionLevel,
      scopeDebtNr: row.scopeDebtNr,
      loginType: row.loginType,
      expiresAt: row.expiresAt,
    };
  }

  /** Seconds the session has left (at least 1 while it is live). */
  remaining(session: Session): number {
    return secondsUntil(session.expiresAt, this.clock());
  }

  /**
   * Extends the session by the idle timeout from now, never past its absolute end (the debtor
   * is active: the portal asks only after an input). The new remaining seconds, or null when the
   * session ended meanwhile.
   */
  async extend(session: Session): Promise<number | null> {
    const now = this.clock();
    const expiresAt = await this.repository.extend(
      session.id,
      new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000),
    );
    if (!expiresAt || expiresAt <= now) return null;
    return secondsUntil(expiresAt, now);
  }

  /** Ends the session: its cookie is refused from now on. */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.repository.revoke(sessionId, this.clock(), reason);
  }
}

function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.floor((at.getTime() - now.getTime()) / 1000));
}
