/** The debtor read is privately cacheable and revalidated with its ETag. */
import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from '../src/http/conditional-get';
import { withSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

describe('matchesIfNoneMatch', () => {
  const etag = etagOf('{"a":1}');
  it('compares tags, lists, weak forms and *', () => {
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(etagOf('{"a":2}')).not.toBe(etag);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('GET /api/debtor revalidation on %s', (kind) => {
  const { app } = useTestApp(kind);

  it('answers with an ETag, private no-cache, and 304 without a body when unchanged', async () => {
    const token = await weakSession(app, '2000001', '22222222');
    const first = await app.inject({ url: '/api/debtor', headers: withSession(token) });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.body));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);

    const again = await app.inject({
      url: '/api/debtor',
      headers: { ...withSession(token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await app.inject({
      url: '/api/debtor',
      headers: { ...withSession(token), 'if-none-match': '"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives another debtor its own data, whatever tag the browser sends', async () => {
    const matti = await weakSession(app, '2000001', '22222222');
    const aino = await weakSession(app, '1000001', '11111111');
    const mattis = await app.inject({ url: '/api/debtor', headers: withSession(matti) });
    const ainos = await app.inject({
      url: '/api/debtor',
      headers: { ...withSession(aino), 'if-none-match': mattis.headers.etag as string },
    });
    expect(ainos.statusCode).toBe(200);
    expect(ainos.headers.etag).not.toBe(mattis.headers.etag);
  });

  it('keeps no-store for a refused read and for the other API answers', async () => {
    const refused = await app.inject({ url: '/api/debtor' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers.etag).toBeUndefined();
  });
});
