/** The sandbox identity provider's cookies are Secure under an https PUBLIC_URL. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueAddress } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/databases';

describe.each(DATABASE_KINDS)('sandbox identity provider cookies on %s', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  /** The Set-Cookie lines of the provider's first answer (the redirect to its login page). */
  async function cookiesUnder(publicUrl: string, forwardedProto?: string) {
    const app = await buildTestApp(database, { env: { PUBLIC_URL: publicUrl } });
    apps.push(app);
    const start = await app.inject({
      method: 'POST',
      url: '/api/authentication/urlLogin',
      remoteAddress: uniqueAddress(),
      payload: { redirectTo: '/front-page', Lang: 'en' },
    });
    const url = new URL(start.json().responseObject.url as string);
    const res = await app.inject({
      url: url.pathname + url.search,
      headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
    });
    expect(res.statusCode).toBe(303);
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    return cookies;
  }

  it('marks every cookie Secure under https, even when TLS ends in front of the server', async () => {
    for (const cookie of await cookiesUnder('https://portal.example')) {
      expect(cookie).toMatch(/;\s*secure/i);
    }
  });

  it('does not let a client claim https under an http address (cookies would be lost)', async () => {
    for (const cookie of await cookiesUnder('http://localhost:3000', 'https')) {
      expect(cookie).not.toMatch(/;\s*secure/i);
    }
  });
});
