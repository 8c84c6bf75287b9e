/** Sessions (the cookie), login types and throttling. */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import type { IdentityProvider } from '../src/providers/types';
import { hashToken } from '../src/lib/secrets';
import {
  buildTestApp,
  loginWeak,
  sessionSecretSet,
  uniqueAddress,
  weakSession,
  withSession,
} from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

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
    (await target.inject({ url: '/api/debtor', headers: withSession(token) })).statusCode;

  // ------------------------------------------------------------------ sessions

  describe('session cookie', () => {
    const extend = (secret: string, target = app) =>
      target.inject({ method: 'POST', url: '/api/refresh', headers: withSession(secret) });
    const state = async (secret: string, target = app) =>
      (await target.inject({ url: '/api/session', headers: withSession(secret) })).json();

    it('a login sets an HttpOnly, SameSite=Lax cookie of 256 random bits and answers no token', async () => {
      const res = await loginWeak(app, '2000001', '22222222');
      const answer = res.json();
      expect(answer).toMatchObject({ status: 0, ErrorCode: null, expires_in: 1800 });
      expect(Object.keys(answer)).not.toContain('access_token');
      // The debtor's data comes with the login: the front page needs no second round trip.
      expect(answer.debtor.debts.map((d: { orderNr: number }) => d.orderNr)).toEqual([2000001]);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^portal-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
      const secret = sessionSecretSet(res)!;
      expect(await debtorStatus(secret)).toBe(200);
      // The database holds only the secret's hash.
      const rows = await queryRows<{ token_hash: string }>(
        database.db,
        sql`SELECT token_hash FROM sessions WHERE token_hash = ${hashToken(secret)}`,
      );
      expect(rows).toHaveLength(1);
      const stored = await queryRows(database.db, sql`SELECT * FROM sessions`);
      expect(JSON.stringify(stored)).not.toContain(secret);
    });

    it('served over HTTPS the cookie is __Host- prefixed and Secure', async () => {
      const secure = await buildTestApp(database, {
        env: { ...env, PUBLIC_URL: 'https://portal.example' },
      });
      try {
        const res = await loginWeak(secure, '2000001', '22222222');
        expect(String(res.headers['set-cookie'])).toMatch(
          /^__Host-portal-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
        );
      } finally {
        await secure.close();
      }
    });

    it('every login opens a new session; an unknown, malformed or empty cookie is refused and deleted', async () => {
      const a = await weakSession(app, '2000001', '22222222');
      const b = await weakSession(app, '2000001', '22222222');
      expect(a).not.toBe(b);
      for (const forged of ['x'.repeat(43), 'short', '', `${a}x`, a.slice(0, 42) + '.']) {
        const res = await app.inject({ url: '/api/debtor', headers: withSession(forged) });
        expect(res.statusCode, forged).toBe(401);
        expect(String(res.headers['set-cookie'])).toMatch(/^portal-session=; Max-Age=0;/);
        expect(res.headers['clear-site-data']).toBe('"cache"');
      }
      const signedOut = await app.inject({ url: '/api/debtor' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers['set-cookie']).toBeUndefined();
    });

    it('a login with an ended session cookie still logs in, with a new cookie', async () => {
      const ended = await weakSession(app, '2000004', '22222225');
      await app.inject({ method: 'POST', url: '/api/logout', headers: withSession(ended) });
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueAddress(),
        headers: withSession(ended),
        payload: { LoginType: 2, Username: '2000004', Password: '22222225' },
      });
      expect(res.json().status).toBe(0);
      const fresh = sessionSecretSet(res)!;
      expect(fresh).not.toBe(ended);
      expect(await debtorStatus(fresh)).toBe(200);
    });

    it('ends 30 minutes after the last extension and 12 hours after login, however active', async () => {
      const time = manualClock();
      const timed = await buildTestApp(database, { env, clock: time.clock });
      try {
        const idle = await weakSession(timed, '2000004', '22222225');
        time.advance(29 * 60_000);
        expect(await debtorStatus(idle, timed)).toBe(200);
        // Reading does not extend: only the explicit extension does.
        expect((await state(idle, timed)).expires_in).toBe(60);
        time.advance(2 * 60_000);
        expect(await debtorStatus(idle, timed)).toBe(401);
        expect(await state(idle, timed)).toEqual({
          signedIn: false,
          LoginType: null,
          expires_in: null,
        });

        const active = await weakSession(timed, '2000004', '22222225');
        let extensions = 0;
        for (let round = 0; round < 40; round++) {
          time.advance(25 * 60_000);
          const res = await extend(active, timed);
          if (res.statusCode !== 200) break;
          expect(res.json().expires_in).toBeLessThanOrEqual(1800);
          extensions += 1;
        }
        // Extended every 25 minutes up to 700: the 12-hour end stops the one at 725.
        expect(extensions).toBe(28);
        expect(await debtorStatus(active, timed)).toBe(401);
      } finally {
        await timed.close();
      }
    });

    it('GET /api/session tells the login type and time left without extending', async () => {
      const secret = await weakSession(app, '2000001', '22222222');
      expect(await state(secret)).toEqual({
        signedIn: true,
        LoginType: 2,
        expires_in: expect.closeTo(1800, -1),
      });
      expect(await (await app.inject({ url: '/api/session' })).json()).toEqual({
        signedIn: false,
        LoginType: null,
        expires_in: null,
      });
    });

    it('20 requests at once on one session all answer, and extending twice at once keeps it', async () => {
      const secret = await weakSession(app, '2000004', '22222225');
      const reads = await Promise.all(Array.from({ length: 20 }, () => debtorStatus(secret)));
      expect(reads).toEqual(Array(20).fill(200));
      const both = await Promise.all([extend(secret), extend(secret)]);
      expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(await debtorStatus(secret)).toBe(200);
    });

    it('logout ends the session, deletes the cookie and clears the cache; a replayed cookie is refused', async () => {
      const secret = await weakSession(app, '2000004', '22222225');
      const out = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: withSession(secret),
      });
      expect(out.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      expect(String(out.headers['set-cookie'])).toMatch(/^portal-session=; Max-Age=0; Path=\//);
      expect(out.headers['clear-site-data']).toBe('"cache"');
      expect(await debtorStatus(secret)).toBe(401);
      expect((await extend(secret)).statusCode).toBe(401);
    });

    it('a session revoked in the database is refused on the next call', async () => {
      const issued = await app.services.sessions.create({
        debtorNr: 2,
        level: 'weak',
        scopeDebtNr: 200004,
        loginType: 2,
      });
      expect(await debtorStatus(issued.secret)).toBe(200);
      await app.services.sessions.revoke(issued.sessionId, 'support');
      expect(await debtorStatus(issued.secret)).toBe(401);
    });
  });

  // ------------------------------------------------------------------ scope

  describe('scope', () => {
    it('a weak session reaches exactly its case; a strong one every case of the debtor', async () => {
      const weak = await weakSession(app, '2000001', '22222222');
      const own = await app.inject({
        url: '/api/orders/balancereport/fi-FI/200001',
        headers: withSession(weak),
      });
      expect(own.statusCode).toBe(200);
      const sibling = await app.inject({
        url: '/api/orders/balancereport/fi-FI/200002',
        headers: withSession(weak),
      });
      expect(sibling.statusCode).toBe(404);
      const strong = (
        await app.services.sessions.create({
          debtorNr: 2,
          level: 'strong',
          scopeDebtNr: null,
          loginType: 0,
        })
      ).secret;
      expect(
        (
          await app.inject({
            url: '/api/orders/balancereport/fi-FI/200002',
            headers: withSession(strong),
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
        headers: token ? withSession(token) : {},
        payload,
      });

    it('type 3 widens a company session with its business ID and ends the weak one', async () => {
      const weak = await weakSession(app, '3000002', '33333334');
      const wrong = await login({ LoginType: 3, Identifier: '0737546-2' }, weak);
      expect(wrong.json()).toMatchObject({ status: 1, ErrorCode: 3 });
      const right = await login({ LoginType: 3, Identifier: '2736145-5' }, weak);
      expect(right.json()).toMatchObject({ status: 0, ErrorCode: null });
      expect(await debtorStatus(weak)).toBe(401);
      const data = (
        await app.inject({ url: '/api/debtor', headers: withSession(sessionSecretSet(right)!) })
      ).json();
      expect(data.responseObject.debts).toHaveLength(2);
    });

    it('type 3 refuses a personal identity code (persons use strong authentication) and a bad check digit', async () => {
      const weak = await weakSession(app, '2000001', '22222222');
      expect((await login({ LoginType: 3, Identifier: '010190-923E' }, weak)).json()).toMatchObject(
        { status: 1, ErrorCode: 3 },
      );
      expect((await login({ LoginType: 3, Identifier: '2736145-4' }, weak)).json()).toMatchObject({
        status: 1,
        ErrorCode: 3,
      });
      expect((await login({ LoginType: 3, Identifier: '2736145-5' })).statusCode).toBe(401);
    });

    /** Starts a flow (urlLogin, or url with the session) and returns its state. */
    const start = async (token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: token ? '/api/authentication/url' : '/api/authentication/urlLogin',
        headers: token ? withSession(token) : {},
        payload: { redirectTo: '/front-page', Lang: 'fi' },
      });
      return new URL(res.json().responseObject.url).searchParams.get('state')!;
    };

    it('type 6 upgrades when the identity matches the debtor, and refuses a mismatch or a cancel', async () => {
      const weak = await weakSession(app, '2000003', '22222224');
      expect(
        (await login({ LoginType: 6, state: await start(weak), code: '150385-912E' }, weak)).json(),
      ).toMatchObject({ status: 1, ErrorCode: 3 });
      expect(
        (await login({ LoginType: 6, state: await start(weak), code: 'cancel' }, weak)).json(),
      ).toMatchObject({ status: 1, ErrorCode: 2 });
      expect((await login({ LoginType: 6, state: 's', code: '010190-923E' })).statusCode).toBe(401);
      const ok = await login({ LoginType: 6, state: await start(weak), code: '010190-923E' }, weak);
      expect(ok.json().status).toBe(0);
      const upgraded = sessionSecretSet(ok)!;
      const data = (
        await app.inject({ url: '/api/debtor', headers: withSession(upgraded) })
      ).json();
      expect(data.responseObject.debts).toHaveLength(7);
      // Strong re-identification opens a new session: the weak session's cookie is refused.
      expect(upgraded).not.toBe(weak);
      expect(await debtorStatus(weak)).toBe(401);
    });

    it('type 0 logs in strongly; an identity without open debts answers code 4', async () => {
      const ok = await login({ LoginType: 0, state: await start(), code: '131052-9672' });
      expect(ok.json().status).toBe(0);
      const data = (
        await app.inject({ url: '/api/debtor', headers: withSession(sessionSecretSet(ok)!) })
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
