/**
 * docs/security.md, checklist 4, 11, 16 and 20: malformed input never answers 5xx and stores nothing;
 * size limits; security headers; no stack traces, SQL or paths in error bodies.
 */
import { sessionCookieFor } from '../src/http/session-cookie';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/openapi';
import { queryRows } from '../src/db/client';
import { createHandlers } from '../src/routes/handlers';
import { withSession, buildTestApp, strongSession, weakSession } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const contract = loadContract();
/** Any generated value as request text (JSON when it can be, else a tag). */
function asText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '[unserializable]';
  }
}

const LEAKS = /(\n\s+at |SELECT|INSERT|UPDATE |relation "|node_modules|\/work\/|\.ts:\d|stack)/;

describe.each(DATABASE_KINDS)('robustness on %s', (kind) => {
  let token: string;

  const { app, database } = useTestApp(kind);

  beforeAll(async () => {
    token = await strongSession(app, 1);
  });

  async function storedCounts() {
    const [row] = await queryRows<Record<string, number>>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM feedback) AS feedback,
                 (SELECT count(*)::int FROM debtor_emails) AS emails,
                 (SELECT count(*)::int FROM debtor_phones) AS phones,
                 (SELECT count(*)::int FROM debtors WHERE is_sms_allowed) AS sms,
                 (SELECT count(*)::int FROM sessions) AS sessions,
                 (SELECT count(*)::int FROM subpoena_statuses) AS statuses,
                 (SELECT count(*)::int FROM payment_plans) AS plans,
                 (SELECT count(*)::int FROM signing_tasks) AS signing`,
    );
    return row;
  }

  const implemented = () =>
    Object.keys(createHandlers(app.services, sessionCookieFor('http://127.0.0.1'))).map((id) =>
      contract.operations.get(id)!,
    );

  const pathValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '-1',
      '0',
      '1e309',
      '99999999999999999999',
      'NaN',
      'true',
      '%00',
      '..%2F..',
      'fi-FI',
      'null',
      ' ',
    ),
    fc.integer().map(String),
  );
  const body = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.dictionary(
      fc.constantFrom(
        'LoginType',
        'Username',
        'Password',
        'Token',
        'Identifier',
        'ContactType',
        'Text',
        'Allow',
        'Nr',
        'OrderNr',
        'FeedbackType',
        'Smiley',
        'NPS',
        'Comment',
        'SubPoenaNr',
        'StatusNr',
        'DebtNrs',
        'RequestId',
        'TaskId',
        'Lang',
        'lang',
        'Create',
        '__proto__',
        'constructor',
        'extra',
      ),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(2, 3, 4, 6, 0, 'phone', 'email', -1, 1e21, 0.001, 5001, [500001], 'fi'),
      ),
    ),
  );

  it('never answers 5xx to generated requests and stores nothing when it refuses', async () => {
    const before = await storedCounts();
    for (const op of implemented()) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: 4, maxLength: 4 }),
          body,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            undefined,
          ),
          fc.boolean(),
          async (values, payload, contentType, withToken) => {
            let i = 0;
            const url = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++]!));
            const headers: Record<string, string> = withToken ? withSession(token) : {};
            if (contentType) headers['content-type'] = contentType;
            const options: InjectOptions = {
              method: op.method.toUpperCase() as 'GET',
              url,
              headers,
            };
            if (op.method !== 'get') {
              options.payload = asText(payload);
            }
            const res = await app.inject(options);
            expect(res.statusCode, `${op.operationId} ${url} ${res.body}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.json()).toMatchObject({ status: 1, responseObject: null });
              expect(res.body).not.toMatch(LEAKS);
            }
          },
        ),
        { numRuns: 25, seed: 20_261_121 },
      );
    }
    // Logins may open sessions and a valid random feedback could be saved; nothing else changed.
    const after = await storedCounts();
    expect({ ...after, sessions: 0, feedback: 0 }).toEqual({ ...before, sessions: 0, feedback: 0 });
  });

  it('never answers 5xx to generated multipart forms (reclamation, contact request)', async () => {
    const names = [
      'orderNr',
      'basis',
      'text',
      'name',
      'phone',
      'email',
      'billNrs',
      'files',
      'registerDate',
      'headerText',
      'language',
      '__proto__',
      'x',
    ];
    const part = fc.record({
      name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })),
      value: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('1000001', '100001', '-1', '1e309', 'invoiceContent', 'fi', '2026-02-30'),
      ),
      fileName: fc.option(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.constantFrom('a.pdf', '../a.pdf', 'a.PDF', 'a.exe', 'a\u0000.png', '.pdf', 'a.tiff'),
        ),
      ),
      bytes: fc.uint8Array({ maxLength: 64 }),
    });
    for (const url of ['/api/orders/reclamationRequest', '/api/orders/contactRequest']) {
      await fc.assert(
        fc.asyncProperty(fc.array(part, { maxLength: 12 }), async (parts) => {
          const form = new FormData();
          for (const p of parts) {
            if (p.fileName === null) form.append(p.name, p.value);
            else form.append(p.name, new Blob([new Uint8Array(p.bytes)]), p.fileName);
          }
          const encoded = new Response(form);
          const res = await app.inject({
            method: 'POST',
            url,
            headers: {
              ...withSession(token),
              'content-type': encoded.headers.get('content-type')!,
            },
            payload: Buffer.from(await encoded.arrayBuffer()),
          });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.body).not.toMatch(LEAKS);
        }),
        { numRuns: 60, seed: 20_261_121 },
      );
    }
  });

  it('refuses malformed JSON, wrong content types, prototype poisoning and unknown fields with 4xx', async () => {
    const post = (payload: string, contentType = 'application/json'): InjectOptions => ({
      method: 'POST',
      url: '/api/feedback/save',
      headers: { 'content-type': contentType },
      payload,
    });
    const cases: [InjectOptions, number][] = [
      [post('{"FeedbackType":1,'), 400],
      [post('{"__proto__":{"admin":true},"FeedbackType":1,"OrderNr":0,"Smiley":1}'), 400],
      [post('{"constructor":{"prototype":{}},"FeedbackType":1,"OrderNr":0,"Smiley":1}'), 400],
      [post('{"FeedbackType":1,"OrderNr":0,"Smiley":1,"debtorNr":1}'), 400],
      [post('FeedbackType=1', 'application/x-www-form-urlencoded'), 415],
      [post('{"FeedbackType":1,"OrderNr":0,"Smiley":1}', 'text/plain'), 415],
      [post('[]'), 400],
      [post('null'), 400],
      [post(''), 400],
      [post('{"FeedbackType":"1","OrderNr":0,"Smiley":1}'), 400],
    ];
    for (const [request, status] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, String(request.payload)).toBe(status);
      expect(res.json()).toMatchObject({ status: 1, responseObject: null });
    }
  });

  it('refuses malformed settlement requests with 4xx and stores nothing', async () => {
    const pekka = await strongSession(app, 5);
    const before = await storedCounts();
    const debtNrs = [500001, 500002];
    const cases: [string, unknown][] = [
      ['start', { SubPoenaNr: 5001 }],
      ['start', { SubPoenaNr: 5001, DebtNrs: [] }],
      ['start', { SubPoenaNr: '5001', DebtNrs: debtNrs }],
      ['start', { SubPoenaNr: 5001, DebtNrs: [500001, 500001] }],
      ['start', { SubPoenaNr: 0, DebtNrs: debtNrs }],
      ['start', { SubPoenaNr: 5001, DebtNrs: debtNrs, StatusNr: 1 }],
      ['start', { SubPoenaNr: 5001, DebtNrs: [1e21] }],
      ['start', { SubPoenaNr: 1.5, DebtNrs: debtNrs }],
      ['calculate', { StatusNr: 1, SubPoenaNr: 5001, DebtNrs: debtNrs, Create: true, lang: 'fi' }],
      ['calculate', { StatusNr: 1, SubPoenaNr: 5001, DebtNrs: debtNrs, Create: false }],
      ['create', { StatusNr: 1, SubPoenaNr: 5001, DebtNrs: debtNrs, Create: false, lang: 'fi' }],
      ['create', { StatusNr: 1, SubPoenaNr: 5001, DebtNrs: debtNrs, Create: true, lang: 'de' }],
      ['sign', { SubPoenaNr: 5001, StatusNr: -1, Lang: 'fi' }],
      ['sign', { SubPoenaNr: 5001, Lang: 'fi' }],
      ['url', { SubPoenaNr: 5001, StatusNr: 1, Lang: 'fi', Email: 'x@example.org' }],
      ['verify', { RequestId: '../../x', TaskId: 't', Lang: 'fi' }],
      ['verify', { RequestId: 'r'.repeat(129), TaskId: 't', Lang: 'fi' }],
      ['verify', { RequestId: 'r', TaskId: 't' }],
      ['cancel', { SubPoenaNr: 5001, StatusNr: null, DebtNrs: debtNrs }],
      ['cancel', []],
      ['cancel', 'null'],
    ];
    for (const [operation, payload] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/reconciliation/${operation}`,
        headers: { ...withSession(pekka), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, `${operation} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 1, responseObject: null });
    }
    for (const url of [
      '/api/reconciliation/file/ms/abc',
      '/api/reconciliation/file/ms/0',
      '/api/reconciliation/file/ms/1e309',
      '/api/reconciliation/file/status/x/5001',
      '/api/reconciliation/file/status/1/-5',
    ]) {
      const res = await app.inject({ url, headers: withSession(pekka) });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await storedCounts()).toEqual({ ...before, sessions: before!.sessions });
  });

  it('limits request sizes', async () => {
    const big = JSON.stringify({
      FeedbackType: 1,
      OrderNr: 0,
      Smiley: 1,
      Comment: 'x'.repeat(70_000),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback/save',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 1, ErrorCode: 'error.server.0', responseObject: null });
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const nested = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(400);
  });

  it('sends the security headers and no-store on every API answer', async () => {
    for (const url of ['/api/debtor', '/api/faq', '/api/nope']) {
      const res = await app.inject({ url, headers: withSession(token) });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    }
  });
});

describe.each(DATABASE_KINDS)('errors when the database is gone on %s', (kind) => {
  it('answers quickly with an envelope and no stack trace, SQL or path; health says unavailable', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildTestApp(database);
    try {
      const token = await weakSession(app, '1000001', '11111111');
      const strong = await strongSession(app, 2);
      await database.close();
      for (const [url, t] of [
        ['/api/debtor', token],
        ['/api/orders/balancereport/fi-FI/200001', strong],
        ['/api/faq', undefined],
      ] as const) {
        const started = Date.now();
        const res = await app.inject({ url, headers: t ? withSession(t) : {} });
        expect(Date.now() - started).toBeLessThan(6000);
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(res.json()).toEqual({
          status: 1,
          ErrorCode: 'error.server.0',
          responseObject: null,
        });
        expect(res.body).not.toMatch(LEAKS);
      }
      for (const url of ['/api/health', '/api/ready']) {
        const health = await app.inject(url);
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable' });
      }
    } finally {
      await app.close();
    }
  });
});
