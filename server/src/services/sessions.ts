import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/dates';
import { randomId } from '../lib/secrets';
import type { Session, SessionLevel } from '../rules/session';
import type {
  SessionsRepository,
  TokenSecretRepository,
} from '../repositories/sessions-repository';

/** spec 9: session cookies 30 min; the portal refreshes when less than 25 minutes remain. */
export const ACCESS_TOKEN_SECONDS = 30 * 60;
/** A session cannot be refreshed past this, however active. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/** After a refresh the replaced token still works this long for calls already in flight (not for refresh). */
export const REFRESH_GRACE_SECONDS = 10;

export const TOKEN_ISSUER = 'debtor-portal';
export const TOKEN_AUDIENCE = 'debtor-portal-api';

export type { Session, SessionLevel };

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  sessionId: string;
}

/**
 * Loads the token secret: SESSION_SECRET when configured, else one generated on first use and
 * kept in the database so every instance on it signs and verifies alike.
 */
export async function loadTokenSecret(
  secrets: TokenSecretRepository,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await secrets.stored(randomId(48)));
}

export class SessionService {
  /**
   * The secret as a WebCrypto key, imported once: handing jose the raw bytes imports them
   * again for every token signed or verified.
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly repository: SessionsRepository,
    secret: Uint8Array,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // A key that cannot be imported fails the first sign or verify, not an unhandled rejection.
    this.key.catch(() => undefined);
  }

  /** Opens a session and returns its first access token. */
  async create(input: {
    debtorNr: number;
    level: SessionLevel;
    scopeDebtNr: number | null;
    loginType: number;
  }): Promise<IssuedToken> {
    const now = this.clock();
    const id = randomId(18);
    const jti = randomId(12);
    const absoluteExpiresAt = new Date(now.getTime() + SESSION_MAX_SECONDS * 1000);
    const expiresAt = this.expiry(now, absoluteExpiresAt);
    await this.repository.insert({
      id,
      debtorNr: input.debtorNr,
      level: input.level,
      scopeDebtNr: input.level === 'weak' ? input.scopeDebtNr : null,
      loginType: input.loginType,
      currentJti: jti,
      createdAt: now,
      absoluteExpiresAt,
      expiresAt,
    });
    return this.sign(input.debtorNr, id, jti, now, expiresAt);
  }

  /**
   * Verifies a bearer token and its session row: HS256 only, issuer, audience and expiry, then
   * the row must exist, be neither revoked nor expired, and name this token. Null when refused.
   *
   * For a refresh (`purpose` 'refresh'), a correctly signed token of a live session that is no
   * longer its current one is a reused, already-rotated token (RFC 9700 section 4.14.2): the
   * whole session ends, so whichever of the two holders is the thief loses it too. The one
   * exception is the token replaced within the last few seconds (a reload that lost the refresh
   * answer, two tabs refreshing at once): it still works, and refreshing it hands out the
   * current token (`refresh`).
   */
  async authenticate(
    token: string,
    purpose: 'access' | 'refresh' = 'access',
  ): Promise<Session | null> {
    const now = this.clock();
    let claims: { sid?: unknown; jti?: unknown };
    try {
      const verified = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        clockTolerance: 0,
        // A token without an expiry would never expire: refused, like one without its ids.
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      });
      claims = verified.payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    if (typeof claims.sid !== 'string' || typeof claims.jti !== 'string') return null;
    const row = await this.repository.byId(claims.sid);
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    const current = row.currentJti === claims.jti;
    const inGrace =
      row.previousJti === claims.jti && row.previousJtiUntil !== null && row.previousJtiUntil > now;
    if (!current && !inGrace) {
      if (purpose === 'refresh') await this.revoke(row.id, 'refresh-reuse');
      return null;
    }
    return {
      id: row.id,
      debtorNr: row.debtorNr,
      level: row.level as SessionLevel,
      scopeDebtNr: row.scopeDebtNr,
      loginType: row.loginType,
      jti: claims.jti,
      current,
    };
  }

  /**
   * Issues a new token for the session and retires the presented one. Only the current token
   * may refresh, and only once: the swap is a compare-and-set on the row, so a reused token is
   * refused even when two requests race.
   */
  async refresh(session: Session): Promise<IssuedToken | null> {
    const now = this.clock();
    if (!session.current) return this.reissueCurrent(session, now);
    const jti = randomId(12);
    const row = await this.repository.rotate(
      session.id,
      session.jti,
      jti,
      new Date(now.getTime() + REFRESH_GRACE_SECONDS * 1000),
      new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    );
    // Another refresh with this token won the swap a moment ago: its result, not a 401.
    if (!row) return this.reissueCurrent(session, now);
    if (row.expiresAt <= now) return null;
    return this.sign(session.debtorNr, session.id, jti, now, row.expiresAt);
  }

  /**
   * The token replaced within the grace refreshes once more: its holder gets the current token,
   * with no further rotation. That holder is the page whose refresh answer never arrived (the
   * debtor reloaded while it was in flight) or a second tab that refreshed at the same moment;
   * refusing it would log the debtor out. Outside the grace, authenticate has already ended the
   * session.
   */
  private async reissueCurrent(session: Session, now: Date): Promise<IssuedToken | null> {
    const row = await this.repository.live(session.id);
    if (!row || row.expiresAt <= now || row.previousJti !== session.jti) return null;
    if (row.previousJtiUntil === null || row.previousJtiUntil <= now) return null;
    return this.sign(session.debtorNr, session.id, row.currentJti, now, row.expiresAt);
  }

  /** Ends the session: every token of it is refused from now on. */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.repository.revoke(sessionId, this.clock(), reason);
  }

  private expiry(now: Date, absolute: Date): Date {
    return new Date(Math.min(now.getTime() + ACCESS_TOKEN_SECONDS * 1000, absolute.getTime()));
  }

  private async sign(
    debtorNr: number,
    sid: string,
    jti: string,
    now: Date,
    expiresAt: Date,
  ): Promise<IssuedToken> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const accessToken = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(debtorNr))
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { accessToken, expiresIn: Math.max(1, exp - iat), sessionId: sid };
  }
}
