import type { LanguageId } from '@portal/openapi/language';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../lib/dates';
import { isValidBusinessId, isValidIdentityCode } from '../lib/identity';
import { hashToken, verifySecret } from '../lib/secrets';
import type {
  AuthenticationSecrets,
  IdentityProvider,
  StrongAuthenticationReturn,
} from '../providers/types';
import type { LoginRepository } from '../repositories/login-repository';
import { isEnded } from '../rules/debt-rules';
import type { IssuedSession, Session, SessionService } from './sessions';
import type { LoginThrottle } from './throttle';

/** Login codes of spec section 8 (`LoginErrorCode`), 5 designed: locked after too many attempts. */
export const LoginError = {
  wrongCaseNumberOrOnlineId: 0,
  wrongPin: 1,
  cancelled: 2,
  denied: 3,
  noOutstandingDebts: 4,
  locked: 5,
} as const;
export type LoginErrorCode = (typeof LoginError)[keyof typeof LoginError];

export type LoginOutcome =
  | { ok: true; issued: IssuedSession; debtorNr: number }
  | { ok: false; code: LoginErrorCode }
  /** The client address is over its limit: 429 with Retry-After. */
  | { ok: false; throttled: true; retryAfterSeconds: number };

export interface LoginContext {
  clientAddress: string;
  /** The request's session, when there is one (login types 3 and 6). */
  session: Session | null;
  log: (entry: Record<string, unknown>) => void;
}

/** A strong authentication must be completed within ten minutes of starting it. */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginService {
  /** Told every login attempt's type and result (the app counts them); a no-op until set. */
  onAttempt: (loginType: number, result: string) => void = () => undefined;

  constructor(
    private readonly repository: LoginRepository,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly identity: IdentityProvider | null,
    private readonly clock: Clock,
  ) {}

  /**
   * Login type 2: case number and online ID from a letter; a weak session on that one case.
   * Unknown case numbers and wrong online IDs answer alike (code 0, same work, same delay).
   */
  async withCaseNumber(
    caseNumber: string,
    onlineId: string,
    ctx: LoginContext,
  ): Promise<LoginOutcome> {
    const limits = this.throttle.limits;
    const addressKey = `addr:${ctx.clientAddress}`;
    const caseKey = `case:${Number(caseNumber)}`;

    const addressLock = await this.throttle.lockedUntil(addressKey);
    if (addressLock) return this.throttled(2, caseNumber, addressLock, ctx);
    if (await this.throttle.lockedUntil(caseKey)) {
      await this.record(2, caseNumber, 'locked', null, ctx);
      return { ok: false, code: LoginError.locked };
    }
    // Reserve the attempt before checking, so racing requests cannot test more IDs than allowed.
    const attempt = await this.throttle.count(
      caseKey,
      limits.caseMaxFailures,
      limits.caseWindowSeconds,
      limits.caseLockSeconds,
    );
    if (attempt.failures > limits.caseMaxFailures) {
      await this.record(2, caseNumber, 'locked', null, ctx);
      return { ok: false, code: LoginError.locked };
    }

    const debt = await this.repository.debtOfCase(Number(caseNumber));
    const valid = await verifySecret(onlineId, debt?.hash ?? null);

    if (!valid || !debt) {
      const addressAttempt = await this.throttle.count(
        addressKey,
        limits.addressMaxFailures,
        limits.addressWindowSeconds,
        limits.addressLockSeconds,
      );
      await this.record(2, caseNumber, 'wrong', null, ctx);
      await sleep(this.throttle.delayFor(Math.max(attempt.failures, addressAttempt.failures)));
      // The attempt that used up the last try already answers "locked".
      return {
        ok: false,
        code: attempt.lockedUntil ? LoginError.locked : LoginError.wrongCaseNumberOrOnlineId,
      };
    }
    await this.throttle.clear(caseKey);
    if (isEnded(debt.state)) {
      await this.record(2, caseNumber, 'noDebts', debt.debtorNr, ctx);
      return { ok: false, code: LoginError.noOutstandingDebts };
    }
    const issued = await this.sessions.create({
      debtorNr: debt.debtorNr,
      level: 'weak',
      scopeDebtNr: debt.nr,
      loginType: 2,
    });
    await this.record(2, caseNumber, 'ok', debt.debtorNr, ctx);
    return { ok: true, issued, debtorNr: debt.debtorNr };
  }

  /** Login type 4: a token from an e-mail or SMS link; a weak session on its case. */
  async withToken(tokenText: string, ctx: LoginContext): Promise<LoginOutcome> {
    const limits = this.throttle.limits;
    const addressKey = `addr:${ctx.clientAddress}`;
    const addressLock = await this.throttle.lockedUntil(addressKey);
    if (addressLock) return this.throttled(4, null, addressLock, ctx);

    const row = await this.repository.debtOfToken(hashToken(tokenText), this.clock());
    if (!row) {
      const attempt = await this.throttle.count(
        addressKey,
        limits.addressMaxFailures,
        limits.addressWindowSeconds,
        limits.addressLockSeconds,
      );
      await this.record(4, null, 'wrong', null, ctx);
      await sleep(this.throttle.delayFor(attempt.failures));
      return { ok: false, code: LoginError.wrongCaseNumberOrOnlineId };
    }
    if (isEnded(row.state)) {
      await this.record(4, null, 'noDebts', row.debtorNr, ctx);
      return { ok: false, code: LoginError.noOutstandingDebts };
    }
    const issued = await this.sessions.create({
      debtorNr: row.debtorNr,
      level: 'weak',
      scopeDebtNr: row.debtNr,
      loginType: 4,
    });
    await this.record(4, null, 'ok', row.debtorNr, ctx);
    return { ok: true, issued, debtorNr: row.debtorNr };
  }

  /**
   * Login type 3: widens the bearer's session to the overall view. Companies enter their
   * business ID; private persons use strong authentication instead (spec 2), so a personal
   * identity code is refused (code 3), as is an ID that does not match the debtor.
   */
  async withIdentifier(
    identifier: string,
    ctx: LoginContext,
  ): Promise<LoginOutcome | 'unauthorized'> {
    const session = ctx.session;
    if (!session) return 'unauthorized';
    const limits = this.throttle.limits;
    const addressKey = `addr:${ctx.clientAddress}`;
    const addressLock = await this.throttle.lockedUntil(addressKey);
    if (addressLock) return this.throttled(3, null, addressLock, ctx);

    const debtor = await this.repository.businessIdOf(session.debtorNr);
    const matches =
      debtor !== undefined &&
      debtor.isCompany &&
      isValidBusinessId(identifier) &&
      debtor.businessId === identifier;
    if (!matches) {
      const attempt = await this.throttle.count(
        addressKey,
        limits.addressMaxFailures,
        limits.addressWindowSeconds,
        limits.addressLockSeconds,
      );
      await this.record(
        3,
        null,
        isValidIdentityCode(identifier) ? 'denied' : 'mismatch',
        session.debtorNr,
        ctx,
      );
      await sleep(this.throttle.delayFor(attempt.failures));
      return { ok: false, code: LoginError.denied };
    }
    return this.upgrade(session, 3, ctx);
  }

  /**
   * Starts a strong authentication (login type 0 from urlLogin, 6 from url with the bearer):
   * state, nonce and PKCE verifier are generated and kept here, for ten minutes and one use;
   * a re-authentication is bound to the bearer's session. Null without an identity provider.
   */
  async startStrongAuthentication(
    loginType: 0 | 6,
    redirectTo: string,
    lang: LanguageId,
    session: Session | null,
  ): Promise<string | null> {
    if (!this.identity) return null;
    const secrets: AuthenticationSecrets = {
      state: random(24),
      nonce: random(24),
      codeVerifier: random(48),
    };
    const now = this.clock();
    // Expired and used flows are cleaned up as new ones start.
    await this.repository.deleteStaleAuthRequests(
      now,
      new Date(now.getTime() - AUTH_REQUEST_TTL_MS),
    );
    await this.repository.insertAuthRequest({
      stateHash: hashToken(secrets.state),
      nonce: secrets.nonce,
      codeVerifier: secrets.codeVerifier,
      loginType,
      sessionId: loginType === 6 ? (session?.id ?? null) : null,
      redirectTo,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_REQUEST_TTL_MS),
    });
    return this.identity.authorizationUrl({ ...secrets, lang });
  }

  /** Takes the flow of a returned state once: unknown, used, expired or mismatched ones give undefined. */
  private async consumeState(
    loginType: 0 | 6,
    state: string,
    session: Session | null,
  ): Promise<AuthenticationSecrets | undefined> {
    const now = this.clock();
    const row = await this.repository.consumeAuthRequest(hashToken(state), now);
    if (!row || row.loginType !== loginType) return undefined;
    if (loginType === 6 && (!session || row.sessionId !== session.id)) return undefined;
    return { state, nonce: row.nonce, codeVerifier: row.codeVerifier };
  }

  /**
   * Login type 0 (signed out) and 6 (re-authentication with the bearer): the identity provider
   * names the person; for 6 the identity code must match the signed-in debtor.
   */
  async withStrongAuthentication(
    loginType: 0 | 6,
    input: StrongAuthenticationReturn,
    ctx: LoginContext,
  ): Promise<LoginOutcome | 'unauthorized'> {
    if (loginType === 6 && !ctx.session) return 'unauthorized';
    const expected = await this.consumeState(loginType, input.state, ctx.session);
    if (!input.code || input.errorDescription) {
      await this.record(loginType, null, 'cancelled', ctx.session?.debtorNr ?? null, ctx);
      return { ok: false, code: LoginError.cancelled };
    }
    if (!this.identity) {
      await this.record(loginType, null, 'denied', ctx.session?.debtorNr ?? null, ctx);
      return { ok: false, code: LoginError.denied };
    }
    if (!expected) {
      await this.record(loginType, null, 'badState', ctx.session?.debtorNr ?? null, ctx);
      return { ok: false, code: LoginError.denied };
    }
    const result = await this.identity.completeAuthentication(input, expected);
    if (result.outcome === 'cancelled') {
      await this.record(loginType, null, 'cancelled', ctx.session?.debtorNr ?? null, ctx);
      return { ok: false, code: LoginError.cancelled };
    }
    if (result.outcome !== 'authenticated') {
      await this.record(loginType, null, 'denied', ctx.session?.debtorNr ?? null, ctx);
      return { ok: false, code: LoginError.denied };
    }
    const debtor = await this.repository.personByIdentityCode(result.identityCode);
    if (loginType === 6) {
      if (!debtor || debtor.nr !== ctx.session!.debtorNr) {
        await this.record(6, null, 'mismatch', ctx.session!.debtorNr, ctx);
        return { ok: false, code: LoginError.denied };
      }
      return this.upgrade(ctx.session!, 6, ctx);
    }
    const open = debtor ? await this.repository.openDebtCount(debtor.nr) : 0;
    if (!debtor || open === 0) {
      await this.record(0, null, 'noDebts', debtor?.nr ?? null, ctx);
      return { ok: false, code: LoginError.noOutstandingDebts };
    }
    const issued = await this.sessions.create({
      debtorNr: debtor.nr,
      level: 'strong',
      scopeDebtNr: null,
      loginType: 0,
    });
    await this.record(0, null, 'ok', debtor.nr, ctx);
    return { ok: true, issued, debtorNr: debtor.nr };
  }

  /** A strong session replaces the weak one; the old session ends. */
  private async upgrade(
    session: Session,
    loginType: number,
    ctx: LoginContext,
  ): Promise<LoginOutcome> {
    const issued = await this.sessions.create({
      debtorNr: session.debtorNr,
      level: 'strong',
      scopeDebtNr: null,
      loginType,
    });
    await this.sessions.revoke(session.id, 'upgraded');
    await this.record(loginType, null, 'ok', session.debtorNr, ctx);
    return { ok: true, issued, debtorNr: session.debtorNr };
  }

  private async throttled(
    loginType: number,
    caseNumber: string | null,
    until: Date,
    ctx: LoginContext,
  ): Promise<LoginOutcome> {
    await this.record(loginType, caseNumber, 'throttled', null, ctx);
    return {
      ok: false,
      throttled: true,
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - this.clock().getTime()) / 1000)),
    };
  }

  /** Audit row and log line; never the online ID or token. */
  private async record(
    loginType: number,
    caseNumber: string | null,
    result: string,
    debtorNr: number | null,
    ctx: LoginContext,
  ): Promise<void> {
    this.onAttempt(loginType, result);
    ctx.log({
      event: 'login',
      loginType,
      caseNumber,
      result,
      debtorNr,
      clientAddress: ctx.clientAddress,
    });
    await this.repository.insertAttempt({
      loginType,
      caseNumber,
      clientAddress: ctx.clientAddress,
      result,
      debtorNr,
      createdAt: this.clock(),
    });
  }
}
