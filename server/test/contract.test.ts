/**
 * Contract test: real requests against the seeded database, every response validated against
 * the OpenAPI document's schema for its operation, status code and content type.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { createHandlers } from '../src/routes/handlers';
import { bearer, buildTestApp, strongToken, uniqueAddress, weakToken } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/databases';

const contract = loadContract();
const validator = new ResponseValidator(contract);

interface Case {
  operationId: string;
  name: string;
  status: number;
  request: () => InjectOptions | Promise<InjectOptions>;
}

describe.each(DATABASE_KINDS)('contract on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let aino: string;
  let matti: string;
  let elina: string;
  let company: string;
  let juhaStrong: string;
  let feedbackNr: number;
  const covered = new Map<string, Set<number>>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { throttleLimits: { addressMaxFailures: 3 } });
    aino = await weakToken(app, '1000001', '11111111');
    matti = await strongToken(app, 2);
    elina = await weakToken(app, '8000001', '88888888');
    company = await weakToken(app, '3000001', '33333333');
    juhaStrong = await strongToken(app, 7);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (
    url: string,
    payload: unknown,
    token?: string,
    extra: Partial<InjectOptions> = {},
  ): InjectOptions => ({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers: token ? bearer(token) : {},
    ...extra,
  });
  const get = (url: string, token?: string): InjectOptions => ({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
  });

  const lockedAddress = uniqueAddress();
  const cases: Case[] = [
    // login
    {
      operationId: 'login',
      name: 'case number',
      status: 200,
      request: () =>
        post('/api/login', { LoginType: 2, Username: '2000001', Password: '22222222' }),
    },
    {
      operationId: 'login',
      name: 'wrong online ID',
      status: 200,
      request: () => post('/api/login', { LoginType: 2, Username: '2000001', Password: '12345' }),
    },
    {
      operationId: 'login',
      name: 'token',
      status: 200,
      request: () => post('/api/login', { LoginType: 4, Token: 'DEMO-TOKEN-AINO' }),
    },
    {
      operationId: 'login',
      name: 'business ID',
      status: 200,
      request: () => post('/api/login', { LoginType: 3, Identifier: '2736145-5' }, company),
    },
    {
      operationId: 'login',
      name: 'identifier without bearer',
      status: 401,
      request: () => post('/api/login', { LoginType: 3, Identifier: '2736145-5' }),
    },
    {
      operationId: 'login',
      name: 're-authentication cancelled',
      status: 200,
      request: () =>
        post('/api/login', { LoginType: 6, state: 'abc', error_description: 'cancelled' }, aino),
    },
    {
      operationId: 'login',
      name: 'unknown field',
      status: 400,
      request: () =>
        post('/api/login', { LoginType: 2, Username: '1', Password: '12345', Admin: true }),
    },
    {
      operationId: 'login',
      name: 'address over its limit',
      status: 429,
      request: async () => {
        for (let i = 0; i < 3; i++) {
          await app.inject(
            post('/api/login', { LoginType: 4, Token: `nope-${i}` }, undefined, {
              remoteAddress: lockedAddress,
            }),
          );
        }
        return post('/api/login', { LoginType: 4, Token: 'DEMO-TOKEN-AINO' }, undefined, {
          remoteAddress: lockedAddress,
        });
      },
    },
    // refresh and logout
    {
      operationId: 'refresh',
      name: 'new token',
      status: 200,
      request: async () => post('/api/refresh', {}, await weakToken(app, '1000001', '11111111')),
    },
    {
      operationId: 'refresh',
      name: 'without bearer',
      status: 401,
      request: () => post('/api/refresh', {}),
    },
    {
      operationId: 'refresh',
      name: 'with a body',
      status: 400,
      request: () => post('/api/refresh', { extend: true }, aino),
    },
    {
      operationId: 'logout',
      name: 'ends the session',
      status: 200,
      request: async () =>
        post('/api/logout', undefined, await weakToken(app, '1000001', '11111111')),
    },
    {
      operationId: 'logout',
      name: 'without bearer',
      status: 401,
      request: () => post('/api/logout', {}),
    },
    {
      operationId: 'logout',
      name: 'with a body',
      status: 400,
      request: () => post('/api/logout', { all: true }, aino),
    },
    // debtor
    {
      operationId: 'getDebtor',
      name: 'weak',
      status: 200,
      request: () => get('/api/debtor', aino),
    },
    {
      operationId: 'getDebtor',
      name: 'strong, many states',
      status: 200,
      request: () => get('/api/debtor', matti),
    },
    {
      operationId: 'getDebtor',
      name: 'plans',
      status: 200,
      request: () => get('/api/debtor', juhaStrong),
    },
    {
      operationId: 'getDebtor',
      name: 'settlement',
      status: 200,
      request: async () => get('/api/debtor', await weakToken(app, '5000001', '55555555')),
    },
    {
      operationId: 'getDebtor',
      name: 'hidden personal info',
      status: 200,
      request: () => get('/api/debtor', elina),
    },
    {
      operationId: 'getDebtor',
      name: 'without bearer',
      status: 401,
      request: () => get('/api/debtor'),
    },
    {
      operationId: 'addContact',
      name: 'phone',
      status: 200,
      request: () =>
        post(
          '/api/debtor/add/phone',
          { ContactType: 'phone', Text: '401112233', Allow: true },
          aino,
        ),
    },
    {
      operationId: 'addContact',
      name: 'e-mail',
      status: 200,
      request: () =>
        post(
          '/api/debtor/add/email',
          { ContactType: 'email', Text: 'aino@example.org', Allow: true },
          aino,
        ),
    },
    {
      operationId: 'addContact',
      name: 'type differs from path',
      status: 400,
      request: () =>
        post(
          '/api/debtor/add/phone',
          { ContactType: 'email', Text: 'aino@example.org', Allow: true },
          aino,
        ),
    },
    {
      operationId: 'addContact',
      name: 'leading zero',
      status: 400,
      request: () =>
        post(
          '/api/debtor/add/phone',
          { ContactType: 'phone', Text: '0401112233', Allow: true },
          aino,
        ),
    },
    {
      operationId: 'addContact',
      name: 'hidden information',
      status: 403,
      request: () =>
        post(
          '/api/debtor/add/phone',
          { ContactType: 'phone', Text: '401112233', Allow: true },
          elina,
        ),
    },
    {
      operationId: 'addContact',
      name: 'without bearer',
      status: 401,
      request: () =>
        post('/api/debtor/add/phone', { ContactType: 'phone', Text: '401112233', Allow: true }),
    },
    {
      operationId: 'setContactAllowed',
      name: 'sms',
      status: 200,
      request: () => post('/api/debtor/allow/phone/false', undefined, aino),
    },
    {
      operationId: 'setContactAllowed',
      name: 'company e-mail',
      status: 403,
      request: async () =>
        post(
          '/api/debtor/allow/email/true',
          undefined,
          await weakToken(app, '3000001', '33333333'),
        ),
    },
    {
      operationId: 'setContactAllowed',
      name: 'not a boolean',
      status: 400,
      request: () => post('/api/debtor/allow/phone/maybe', undefined, aino),
    },
    {
      operationId: 'setContactAllowed',
      name: 'without bearer',
      status: 401,
      request: () => post('/api/debtor/allow/phone/true', undefined),
    },
    // content
    {
      operationId: 'getAnnouncements',
      name: 'list',
      status: 200,
      request: () => get('/api/announcements'),
    },
    { operationId: 'getFaq', name: 'list', status: 200, request: () => get('/api/faq') },
    // payments
    {
      operationId: 'getPendingPayments',
      name: 'pending',
      status: 200,
      request: async () =>
        get('/api/payments/pending', await weakToken(app, '9000001', '99999999')),
    },
    {
      operationId: 'getPendingPayments',
      name: 'none',
      status: 200,
      request: () => get('/api/payments/pending', aino),
    },
    {
      operationId: 'getPendingPayments',
      name: 'without bearer',
      status: 401,
      request: () => get('/api/payments/pending'),
    },
    // documents
    {
      operationId: 'getBalanceReport',
      name: 'pdf',
      status: 200,
      request: () => get('/api/orders/balancereport/sv-SE/100001', aino),
    },
    {
      operationId: 'getBalanceReport',
      name: 'bad locale',
      status: 400,
      request: () => get('/api/orders/balancereport/de-DE/100001', aino),
    },
    {
      operationId: 'getBalanceReport',
      name: 'hidden',
      status: 403,
      request: () => get('/api/orders/balancereport/fi-FI/800001', elina),
    },
    {
      operationId: 'getBalanceReport',
      name: 'other debtor',
      status: 404,
      request: () => get('/api/orders/balancereport/fi-FI/200001', aino),
    },
    {
      operationId: 'getBalanceReport',
      name: 'without bearer',
      status: 401,
      request: () => get('/api/orders/balancereport/fi-FI/100001'),
    },
    {
      operationId: 'getPaymentPlanConfirmation',
      name: 'pdf',
      status: 200,
      request: () => get('/api/paymentplan/paymentplanconfirmation/en-US/7001', juhaStrong),
    },
    {
      operationId: 'getPaymentPlanConfirmation',
      name: 'not a number',
      status: 400,
      request: () => get('/api/paymentplan/paymentplanconfirmation/en-US/x', juhaStrong),
    },
    {
      operationId: 'getPaymentPlanConfirmation',
      name: 'other debtor',
      status: 404,
      request: () => get('/api/paymentplan/paymentplanconfirmation/en-US/7001', aino),
    },
    {
      operationId: 'getPaymentPlanConfirmation',
      name: 'without bearer',
      status: 401,
      request: () => get('/api/paymentplan/paymentplanconfirmation/en-US/7001'),
    },
    // feedback
    {
      operationId: 'saveFeedback',
      name: 'general, signed out',
      status: 200,
      request: () =>
        post('/api/feedback/save', {
          FeedbackType: 1,
          OrderNr: 0,
          Comment: null,
          Smiley: 1,
          NPS: 5,
        }),
    },
    {
      operationId: 'saveFeedback',
      name: 'order, signed in',
      status: 200,
      request: () =>
        post(
          '/api/feedback/save',
          { FeedbackType: 2, OrderNr: 1000001, Smiley: 0, NPS: null },
          aino,
        ),
    },
    {
      operationId: 'saveFeedback',
      name: 'order, signed out',
      status: 403,
      request: () => post('/api/feedback/save', { FeedbackType: 2, OrderNr: 1000001, Smiley: 0 }),
    },
    {
      operationId: 'saveFeedback',
      name: 'nps out of range',
      status: 400,
      request: () =>
        post('/api/feedback/save', { FeedbackType: 1, OrderNr: 0, Smiley: 1, NPS: 11 }),
    },
    {
      operationId: 'updateFeedback',
      name: 'comment',
      status: 200,
      request: async () => {
        const saved = await app.inject(
          post('/api/feedback/save', { FeedbackType: 1, OrderNr: 0, Smiley: 1, NPS: 7 }),
        );
        feedbackNr = saved.json().responseObject;
        return post('/api/feedback/update', {
          Nr: feedbackNr,
          FeedbackType: 1,
          OrderNr: 0,
          Comment: 'Selkeä palvelu.',
          Smiley: null,
          NPS: null,
        });
      },
    },
    {
      operationId: 'updateFeedback',
      name: 'second update',
      status: 404,
      request: () =>
        post('/api/feedback/update', {
          Nr: feedbackNr,
          FeedbackType: 1,
          OrderNr: 0,
          Comment: 'Again',
        }),
    },
    {
      operationId: 'updateFeedback',
      name: 'smiley changed',
      status: 400,
      request: () =>
        post('/api/feedback/update', {
          Nr: 1,
          FeedbackType: 1,
          OrderNr: 0,
          Comment: 'x',
          Smiley: 1,
        }),
    },
    // system
    { operationId: 'getHealth', name: 'ok', status: 200, request: () => get('/api/health') },
  ];

  it.each(cases.map((c) => [c.operationId, c.name, c] as const))(
    '%s: %s',
    async (operationId, _name, c) => {
      const res: LightMyRequestResponse = await app.inject(await c.request());
      expect(res.statusCode, res.body).toBe(c.status);
      const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!;
      const body = contentType === 'application/json' ? res.json() : res.rawPayload;
      const check = validator.check(operationId, res.statusCode, body, contentType);
      expect(check.errors ?? [], JSON.stringify(check.errors)).toEqual([]);
      expect(check.valid).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (contentType === 'application/pdf') {
        expect(String(res.headers['content-disposition'])).toMatch(
          /^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/,
        );
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      if (res.statusCode === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      if (res.statusCode === 429)
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const statuses = covered.get(operationId) ?? new Set();
      statuses.add(res.statusCode);
      covered.set(operationId, statuses);
    },
  );

  it('covers every implemented operation with a success answer', () => {
    const implemented = Object.keys(createHandlers(app.services));
    for (const operationId of implemented) {
      expect(covered.get(operationId)?.has(200), operationId).toBe(true);
    }
    expect(implemented.length).toBeGreaterThanOrEqual(14);
  });

  it('registers exactly the contract paths of the implemented operations', async () => {
    for (const operationId of Object.keys(createHandlers(app.services))) {
      const op = contract.operations.get(operationId)!;
      expect(
        app.hasRoute({ method: op.method.toUpperCase() as 'GET', url: op.routePath }),
        operationId,
      ).toBe(true);
    }
  });
});
