import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';

/** What a test may set of the server: `AppOptions` and the environment its config is read from. */
export type TestAppOptions = Omit<AppOptions, 'config' | 'database'> & { env?: NodeJS.ProcessEnv };

/**
 * The server on a test database; no built portal, no slow-down delays unless asked for. A test
 * file gets its server with `useTestApp` (test-app.ts); this builds further ones on its database.
 */
export function buildTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  return buildApp({
    config: loadConfig({
      DATA_DIR: join(tmpdir(), 'portal-test-unused'),
      PORTAL_DIR: join(tmpdir(), 'portal-test-no-portal'),
      // The reminder job runs only in the tests that ask for it (reminders.test.ts).
      REMINDER_INTERVAL_MS: '0',
      // So are the sandbox bank's callbacks and the status check of stalled payments
      // (payment-callbacks.test.ts).
      PAYMENT_CALLBACK_POLL_MS: '0',
      PAYMENT_STATUS_CHECK_INTERVAL_MS: '0',
      ...env,
    }),
    database,
    ...rest,
    throttleLimits: { slowStepMs: 0, ...rest.throttleLimits },
  });
}

let addressCounter = 0;
/** A client address of its own, so throttling in one test does not leak into another. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function loginWeak(
  app: FastifyInstance,
  caseNumber: string,
  onlineId: string,
  remoteAddress = uniqueAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { LoginType: 2, Username: caseNumber, Password: onlineId },
  });
}

/** The session cookie's name on the tests' plain-HTTP server (http/session-cookie.ts). */
export const SESSION_COOKIE = 'portal-session';

/** The session secret a login answer sets in its cookie, or undefined. */
export function sessionSecretSet(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  for (const cookie of cookies) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name === SESSION_COOKIE && value) return value;
  }
  return undefined;
}

/** The session secret of a weak login; fails the test when the login is refused. */
export async function weakSession(
  app: FastifyInstance,
  caseNumber: string,
  onlineId: string,
): Promise<string> {
  const res = await loginWeak(app, caseNumber, onlineId);
  const secret = sessionSecretSet(res);
  if (res.json().status !== 0 || !secret) {
    throw new Error(`login ${caseNumber} refused: ${res.body}`);
  }
  return secret;
}

/** A strong session (login type 0) for a debtor, created through the session service. */
export async function strongSession(app: FastifyInstance, debtorNr: number): Promise<string> {
  const issued = await app.services.sessions.create({
    debtorNr,
    level: 'strong',
    scopeDebtNr: null,
    loginType: 0,
  });
  return issued.secret;
}

/** The request headers of a session: its cookie, as the browser sends it. */
export const withSession = (secret: string) => ({ cookie: `${SESSION_COOKIE}=${secret}` });
