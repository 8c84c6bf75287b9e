/** Sessions, tokens, login types and throttling (SECURITY.md checklist 1-3, 6, 7, 21). */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import type { IdentityProvider } from '../src/providers/types';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/services/sessions';
import { bearer, buildTestApp, loginWeak, uniqueAddress, weakToken } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const secretKey = new TextEncoder().encode(SECRET);

/** A clock the test moves by hand. */
function manualClock() {
  let now = Date.now();
  const clock = () => new Date(now);
  return { clock, advance: (ms: number) => (now += ms) };
}

/** An identity provider stand-in: the `code` names the person. */
const stubIdentity: IdentityProvider = {
  async authorizationUrl(request) {
    return `https://idp.test/auth?state=${request.state}`;
  },
  async completeAuthentication(input, expected) {
    if (!expected) return { outcome: 'refused' };
    if (input.code === 'cancel') return { outcome: 'cancelled' };
    if (input.code === 'refuse') return { outcome: 'refused' };
    return { outcome: 'authenticated', identityCode: input.code! };
  },
};

describe.each(DATABASE_KINDS)('sessions and login on %s', (kind) => {
  const env = { SESSION_SECRET: SECRET };

  const { app, database } = useTestApp(kind, { env, providers: { identity: stubIdentity } });

  const debtorStatus = async (token: string, target = app) =>
    (await target.inject({ url: '/api/debtor', headers: bearer(token) })).statusCode;

  // ------------------------------------------------------------------ tokens

  describe('tokens', () => {
    async function claimsOf(token: string) {
      return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
    }

    it('accepts its own token and answers expires_in of 30 minutes', async () => {
      const res = await loginWeak(app, '2000001', '22222222');
      expect(res.json()).toMatchObject({ status: 0, expires_in: 1800 });
      expect(await debtorStatus(res.json().access_token)).toBe(200);
    });

    it('refuses alg none, another algorithm, a wrong audience or issuer, a forged signature and garbage', async () => {
      const good = await weakToken(app, '2000001', '22222222');
      const claims = await claimsOf(good);
      const none = new UnsecuredJWT(claims).encode();
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secretKey);
      const wrongAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secretKey);
      const wrongIssuer = await new SignJWT({ ...claims, iss: 'evil' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secretKey);
      const otherKey = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const [h, p] = good.split('.');
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${good.split('.')[2]}`;
      for (const token of [
        none,
        hs512,
        wrongAudience,
        wrongIssuer,
        otherKey,
        tampered,
        `${h}.${p}.`,
        'a.b.c',
        'x',
      ]) {
        const res = await app.inject({ url: '/api/debtor', headers: bearer(token) });
        expect(res.statusCode, token).toBe(401);
        expect(res.json()).toEqual({
          status: 1,
          ErrorCode: 'error.generic.1',
          responseObject: null,
        });
        expect(res.body).not.toContain('Aino');
      }
    });

    it('refuses a correctly signed token whose session does not exist', async () => {
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ sid: 'no-such-session' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setJti('x')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(secretKey);
      expect(await debtorStatus(forged)).toBe(401);
    });

    it('expires tokens after 30 minutes and sessions after 12 hours despite refreshes', async () => {
      const time = manualClock();
      const timed = await buildTestApp(database, { env, clock: time.clock });
      try {
        const token = await weakToken(timed, '2000004', '22222225');
        time.advance(29 * 60_000);
        expect(await debtorStatus(token, timed)).toBe(200);
        time.advance(2 * 60_000);
        expect(await debtorStatus(token, timed)).toBe(401);

        let current = await weakToken(timed, '2000004', '22222225');
        for (let hour = 0; hour < 12; hour++) {
          time.advance(25 * 60_000);
          const res = await timed.inject({
            method: 'POST',
            url: '/api/refresh',
            headers: bearer(current),
            payload: {},
          });
          if (res.statusCode !== 200) break;
          current = res.json().access_token;
          time.advance(25 * 60_000);
        }
        expect(await debtorStatus(current, timed)).toBe(401);
      } finally {
        await timed.close();
      }
    });

    it('refresh issues a new token; the old one refreshes to that same token within a grace and stops working after it', async () => {
      const time = manualClock();
      const timed = await buildTestApp(database, { env, clock: time.clock });
      try {
        const first = await weakToken(timed, '2000004', '22222225');
        const refreshed = await timed.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: bearer(first),
        });
        expect(refreshed.json()).toMatchObject({ status: 0, expires_in: 1800 });
        const second = refreshed.json().access_token as string;
        expect(second).not.toBe(first);
        // A reload lost the answer: the old token gets the current token, not another rotation.
        time.advance(2_000);
        const again = await timed.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: bearer(first),
          payload: {},
        });
        expect(again.statusCode).toBe(200);
        const reissued = again.json().access_token as string;
        expect((await claimsOf(reissued)).jti).toBe((await claimsOf(second)).jti);
        // Calls already in flight with the old token still pass for a few seconds.
        expect(await debtorStatus(first, timed)).toBe(200);
        time.advance(9_000);
        expect(await debtorStatus(first, timed)).toBe(401);
        expect(await debtorStatus(second, timed)).toBe(200);
        expect(await debtorStatus(reissued, timed)).toBe(200);
      } finally {
        await timed.close();
      }
    });

    it('refuses a correctly signed token of a live session that has no expiry claim', async () => {
      const good = await weakToken(app, '2000001', '22222222');
      const { exp: _exp, ...claims } = await claimsOf(good);
      expect(_exp).toBeTypeOf('number');
      const endless = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secretKey);
      expect(await debtorStatus(good)).toBe(200);
      expect(await debtorStatus(endless)).toBe(401);
    });

    it('reusing an already-rotated token to refresh ends the whole session (every token of it)', async () => {
      const time = manualClock();
      const timed = await buildTestApp(database, { env, clock: time.clock });
      const refresh = (token: string) =>
        timed.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
      try {
        const first = await weakToken(timed, '2000004', '22222225');
        const second = (await refresh(first)).json().access_token as string;
        time.advance(60_000);
        const third = (await refresh(second)).json().access_token as string;
        expect(await debtorStatus(third, timed)).toBe(200);
        time.advance(60_000);
        // The stolen first token is presented again: refused, and the family ends with it.
        expect((await refresh(first)).statusCode).toBe(401);
        expect(await debtorStatus(third, timed)).toBe(401);
        expect((await refresh(third)).statusCode).toBe(401);
        const [row] = await queryRows<{ revoked_reason: string | null }>(
          database.db,
          sql`SELECT revoked_reason FROM sessions WHERE id = ${(await claimsOf(third)).sid as string}`,
        );
        expect(row?.revoked_reason).toBe('refresh-reuse');
      } finally {
        await timed.close();
      }
    });

    it('two refreshes racing with one token both keep the session, with the same current token', async () => {
      const first = await weakToken(app, '2000004', '22222225');
      const refresh = (token: string) =>
        app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
      const answers = await Promise.all([refresh(first), refresh(first)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [a, b] = answers.map((answer) => answer.json().access_token as string);
      expect((await claimsOf(a!)).jti).toBe((await claimsOf(b!)).jti);
      expect(await debtorStatus(a!)).toBe(200);
      expect(await debtorStatus(b!)).toBe(200);
    });

    it('logout ends every token of the session at once', async () => {
      const first = await weakToken(app, '2000004', '22222225');
      const second = (
        await app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(first) })
      ).json().access_token as string;
      const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(second) });
      expect(out.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      expect(await debtorStatus(second)).toBe(401);
      expect(await debtorStatus(first)).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(second) }))
          .statusCode,
      ).toBe(401);
    });

    it('a session revoked in the database is refused on the next call', async () => {
      const token = await weakToken(app, '2000004', '22222225');
      const sid = (await claimsOf(token)).sid as string;
      expect(await debtorStatus(token)).toBe(200);
      await app.services.sessions.revoke(sid, 'support');
      expect(await debtorStatus(token)).toBe(401);
    });
  });

  // ------------------------------------------------------------------ scope

  describe('scope', () => {
    it('a weak session reaches exactly its case; a strong one every case of the debtor', async () => {
      const weak = await weakToken(app, '2000001', '22222222');
      const own = await app.inject({
        url: '/api/orders/balancereport/fi-FI/200001',
        headers: bearer(weak),
      });
      expect(own.statusCode).toBe(200);
      const sibling = await app.inject({
        url: '/api/orders/balancereport/fi-FI/200002',
        headers: bearer(weak),
      });
      expect(sibling.statusCode).toBe(404);
      const strong = (
        await app.services.sessions.create({
          debtorNr: 2,
          level: 'strong',
          scopeDebtNr: null,
          loginType: 0,
        })
      ).accessToken;
      expect(
        (
          await app.inject({
            url: '/api/orders/balancereport/fi-FI/200002',
            headers: bearer(strong),
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  // ------------------------------------------------------------------ login types 3, 6, 0

  describe('login types', () => {
    const login = (payload: object, token?: string, target = app) =>
      target.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueAddress(),
        headers: token ? bearer(token) : {},
        payload,
      });

    it('type 3 widens a company session with its business ID and ends the weak one', async () => {
      const weak = await weakToken(app, '3000002', '33333334');
      const wrong = await login({ LoginType: 3, Identifier: '0737546-2' }, weak);
      expect(wrong.json()).toMatchObject({ status: 1, ErrorCode: 3 });
      const right = await login({ LoginType: 3, Identifier: '2736145-5' }, weak);
      expect(right.json()).toMatchObject({ status: 0, ErrorCode: null });
      expect(await debtorStatus(weak)).toBe(401);
      const data = (
        await app.inject({ url: '/api/debtor', headers: bearer(right.json().access_token) })
      ).json();
      expect(data.responseObject.debts).toHaveLength(2);
    });

    it('type 3 refuses a personal identity code (persons use strong authentication) and a bad check digit', async () => {
      const weak = await weakToken(app, '2000001', '22222222');
      expect((await login({ LoginType: 3, Identifier: '010190-923E' }, weak)).json()).toMatchObject(
        { status: 1, ErrorCode: 3 },
      );
      expect((await login({ LoginType: 3, Identifier: '2736145-4' }, weak)).json()).toMatchObject({
        status: 1,
        ErrorCode: 3,
      });
      expect((await login({ LoginType: 3, Identifier: '2736145-5' })).statusCode).toBe(401);
    });

    /** Starts a flow (urlLogin, or url with the bearer) and returns its state. */
    const start = async (token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: token ? '/api/authentication/url' : '/api/authentication/urlLogin',
        headers: token ? bearer(token) : {},
        payload: { redirectTo: '/front-page', Lang: 'fi' },
      });
      return new URL(res.json().responseObject.url).searchParams.get('state')!;
    };

    it('type 6 upgrades when the identity matches the debtor, and refuses a mismatch or a cancel', async () => {
      const weak = await weakToken(app, '2000003', '22222224');
      expect(
        (await login({ LoginType: 6, state: await start(weak), code: '150385-912E' }, weak)).json(),
      ).toMatchObject({ status: 1, ErrorCode: 3 });
      expect(
        (await login({ LoginType: 6, state: await start(weak), code: 'cancel' }, weak)).json(),
      ).toMatchObject({ status: 1, ErrorCode: 2 });
      expect((await login({ LoginType: 6, state: 's', code: '010190-923E' })).statusCode).toBe(401);
      const ok = await login({ LoginType: 6, state: await start(weak), code: '010190-923E' }, weak);
      expect(ok.json().status).toBe(0);
      const data = (
        await app.inject({ url: '/api/debtor', headers: bearer(ok.json().access_token) })
      ).json();
      expect(data.responseObject.debts).toHaveLength(7);
    });

    it('type 0 logs in strongly; an identity without open debts answers code 4', async () => {
      const ok = await login({ LoginType: 0, state: await start(), code: '131052-9672' });
      expect(ok.json().status).toBe(0);
      const data = (
        await app.inject({ url: '/api/debtor', headers: bearer(ok.json().access_token) })
      ).json();
      expect(data.responseObject.debts).toHaveLength(3);
      expect(
        (await login({ LoginType: 0, state: await start(), code: '010101-999X' })).json(),
      ).toMatchObject({ status: 1, ErrorCode: 4 });
    });

    it('without an identity provider, strong logins are refused with code 3', async () => {
      const plain = await buildTestApp(database, { env: { ...env, IDENTITY_PROVIDER: 'none' } });
      try {
        expect(
          (await login({ LoginType: 0, state: 's', code: '131052-9672' }, undefined, plain)).json(),
        ).toMatchObject({
          status: 1,
          ErrorCode: 3,
        });
      } finally {
        await plain.close();
      }
    });
  });

  // ------------------------------------------------------------------ throttling

  describe('throttling', () => {
    it('locks a case number after 10 wrong online IDs; the right one is refused while locked', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        codes.push((await loginWeak(app, '2000002', String(90000 + i))).json().ErrorCode);
      }
      expect(codes.slice(0, 9)).toEqual(Array(9).fill(0));
      expect(codes[9]).toBe(5);
      const right = await loginWeak(app, '2000002', '22222223');
      expect(right.json()).toEqual({
        status: 1,
        ErrorCode: 5,
        access_token: null,
        expires_in: null,
      });
    });

    it('answers an unknown case number exactly like a wrong online ID', async () => {
      const unknown = await loginWeak(app, '99999999', '12345678');
      const wrong = await loginWeak(app, '2000003', '12345678');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json()).toEqual({
        status: 1,
        ErrorCode: 0,
        access_token: null,
        expires_in: null,
      });
    });

    it('the lock ends after its period and a success clears the count', async () => {
      const time = manualClock();
      const timed = await buildTestApp(database, { env, clock: time.clock });
      try {
        for (let i = 0; i < 10; i++) await loginWeak(timed, '3000001', String(80000 + i));
        expect((await loginWeak(timed, '3000001', '33333333')).json().ErrorCode).toBe(5);
        time.advance(61 * 60_000);
        expect((await loginWeak(timed, '3000001', '33333333')).json().status).toBe(0);
        for (let i = 0; i < 9; i++) await loginWeak(timed, '3000001', String(70000 + i));
        expect((await loginWeak(timed, '3000001', '33333333')).json().status).toBe(0);
        expect((await loginWeak(timed, '3000001', '11111')).json().ErrorCode).toBe(0);
      } finally {
        await timed.close();
      }
    });

    it('limits one address spraying many case numbers, and X-Forwarded-For does not reset it', async () => {
      const limited = await buildTestApp(database, {
        env,
        throttleLimits: { addressMaxFailures: 5 },
      });
      const address = uniqueAddress();
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await limited.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: address,
            headers: { 'x-forwarded-for': `192.0.2.${i}` },
            payload: { LoginType: 2, Username: String(4100000 + i), Password: '12345678' },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) {
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
            expect(res.json()).toEqual({
              status: 1,
              ErrorCode: 'error.login.5',
              responseObject: null,
            });
          }
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        // Even the right credentials wait until the address lock ends.
        const right = await loginWeak(limited, '4000001', '44444444', address);
        expect(right.statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });

    it('trusts X-Forwarded-For only when a proxy is configured', async () => {
      const proxied = await buildTestApp(database, {
        env: { ...env, TRUST_PROXY: 'true' },
        throttleLimits: { addressMaxFailures: 2 },
      });
      try {
        const attempt = (forwarded: string) =>
          proxied.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': forwarded },
            payload: { LoginType: 4, Token: 'no-such-token' },
          });
        const a = uniqueAddress();
        const b = uniqueAddress();
        expect((await attempt(a)).statusCode).toBe(200);
        expect((await attempt(a)).statusCode).toBe(200);
        expect((await attempt(a)).statusCode).toBe(429);
        expect((await attempt(b)).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('slows answers down after a few failures', async () => {
      const slow = await buildTestApp(database, {
        env,
        throttleLimits: { slowStepMs: 60, slowAfterFailures: 2 },
      });
      try {
        const address = uniqueAddress();
        const timings: number[] = [];
        for (let i = 0; i < 4; i++) {
          const started = performance.now();
          await loginWeak(slow, '4000001', String(60000 + i), address);
          timings.push(performance.now() - started);
        }
        // Failures 3 and 4 wait at least 60 and 120 ms.
        expect(timings[2]).toBeGreaterThanOrEqual(60);
        expect(timings[3]).toBeGreaterThanOrEqual(120);
        expect((await loginWeak(slow, '4000001', '44444444')).json().status).toBe(0);
      } finally {
        await slow.close();
      }
    });

    it('holds across two server instances on one database', async () => {
      // A second instance: for PostgreSQL its own connection pool, like a second process.
      let second: Database = database;
      if (kind === 'postgres')
        second = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      const other = await buildTestApp(second, { env });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 12; i++) {
          const target = i % 2 === 0 ? app : other;
          codes.push((await loginWeak(target, '5000002', String(50000 + i))).json().ErrorCode);
        }
        expect(codes.filter((c) => c === 0)).toHaveLength(9);
        expect(codes.slice(9)).toEqual([5, 5, 5]);
        expect((await loginWeak(other, '5000002', '55555556')).json().ErrorCode).toBe(5);
        expect((await loginWeak(app, '5000002', '55555556')).json().ErrorCode).toBe(5);
      } finally {
        await other.close();
        if (second !== database) await second.close();
      }
    });

    it('logs logins and denials without the online ID', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const logged = await buildApp({
        config: loadConfig({ ...env, PORTAL_DIR: '/nonexistent', DATA_DIR: '/nonexistent' }),
        database,
        logger: true,
        logStream: stream,
        throttleLimits: { slowStepMs: 0 },
      });
      try {
        await loginWeak(logged, '6000001', '12398765');
        await loginWeak(logged, '6000001', '66666666');
        const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.event === 'login');
        expect(entries.map((e) => e.result)).toEqual(['wrong', 'ok']);
        expect(entries[0]).toMatchObject({ caseNumber: '6000001', loginType: 2 });
        const all = lines.join('\n');
        expect(all).not.toContain('12398765');
        expect(all).not.toContain('66666666');
      } finally {
        await logged.close();
      }
    });
  });
});
