/** Cross-site writes are refused by Fetch Metadata, or Origin where a browser sends none. */
import { describe, expect, it } from 'vitest';
import { crossSiteRefusal } from '../src/http/csrf';
import { loginWeak, uniqueAddress, weakSession, withSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const ORIGIN = 'https://portal.example';
const refusal = (method: string, url: string, headers: Record<string, string>) =>
  crossSiteRefusal({ method, url, headers }, ORIGIN);

describe('the cross-site rule', () => {
  it('serves safe methods whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(refusal(method, '/api/debtor', { 'sec-fetch-site': 'cross-site' })).toBeNull();
    }
  });

  it('serves writes from the same origin or the user, and refuses same-site and cross-site ones', () => {
    expect(refusal('POST', '/api/logout', { 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(refusal('POST', '/api/logout', { 'sec-fetch-site': 'none' })).toBeNull();
    expect(refusal('POST', '/api/logout', { 'sec-fetch-site': 'same-site' })).not.toBeNull();
    expect(refusal('POST', '/api/logout', { 'sec-fetch-site': 'cross-site' })).not.toBeNull();
    // Fetch Metadata wins over a matching Origin.
    expect(
      refusal('POST', '/api/logout', { 'sec-fetch-site': 'cross-site', origin: ORIGIN }),
    ).not.toBeNull();
  });

  it('without Fetch Metadata, judges by Origin against the public origin', () => {
    expect(refusal('POST', '/api/logout', { origin: ORIGIN })).toBeNull();
    expect(refusal('POST', '/api/logout', { origin: 'https://evil.example' })).not.toBeNull();
    expect(refusal('POST', '/api/logout', { origin: 'null' })).not.toBeNull();
    expect(refusal('PUT', '/api/logout', { origin: 'http://portal.example' })).not.toBeNull();
    // No browser sent it: nothing of a debtor's can ride along.
    expect(refusal('POST', '/api/logout', {})).toBeNull();
  });

  it('exempts only the sandbox services, which stand for other sites', () => {
    expect(refusal('POST', '/sandbox/bank/pay', { 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(refusal('POST', '/sandboxx', { 'sec-fetch-site': 'cross-site' })).not.toBeNull();
    expect(refusal('POST', '/api/sandbox/', { 'sec-fetch-site': 'cross-site' })).not.toBeNull();
  });
});

describe.each(DATABASE_KINDS)('cross-site writes on %s', (kind) => {
  const { app } = useTestApp(kind, { env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });

  it('a forged logout from another site answers 403 and the session goes on', async () => {
    const secret = await weakSession(app, '2000001', '22222222');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...withSession(secret), 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ status: 1, ErrorCode: 'error.server.0', responseObject: null });
    expect(
      (await app.inject({ url: '/api/debtor', headers: withSession(secret) })).statusCode,
    ).toBe(200);
  });

  it('a login posted by another origin is refused; the portal’s own is served', async () => {
    const payload = { LoginType: 2, Username: '2000001', Password: '22222222' };
    const forged = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    const own = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      headers: { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(own.json().status).toBe(0);
    expect((await loginWeak(app, '2000001', '22222222')).json().status).toBe(0);
  });
});
