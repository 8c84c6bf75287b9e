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

/** A bearer token of a weak login; fails the test when the login is refused. */
export async function weakToken(
  app: FastifyInstance,
  caseNumber: string,
  onlineId: string,
): Promise<string> {
  const res = await loginWeak(app, caseNumber, onlineId);
  const body = res.json();
  if (body.status !== 0) throw new Error(`login ${caseNumber} refused: ${res.body}`);
  return body.access_token as string;
}

/**
 * A strong session (login type 0) for a debtor, created through the session service: the
 * sandbox identity provider that drives type 0 through the API comes with the next issue.
 */
export async function strongToken(app: FastifyInstance, debtorNr: number): Promise<string> {
  const issued = await app.services.sessions.create({
    debtorNr,
    level: 'strong',
    scopeDebtNr: null,
    loginType: 0,
  });
  return issued.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
