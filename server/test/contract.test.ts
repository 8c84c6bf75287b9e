/**
 * Contract test: real requests against the seeded database, every response validated against
 * the OpenAPI document's schema for its operation, status code and content type.
 */
import { sessionCookieFor } from '../src/http/session-cookie';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { compileRequestValidators } from '../src/contract/register';
import { createHandlers } from '../src/routes/handlers';
import { withSession, strongSession, uniqueAddress, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const contract = loadContract();
const validator = new ResponseValidator(contract);

interface Case {
  operationId: string;
  name: string;
  status: number;
  request: () => InjectOptions | Promise<InjectOptions>;
}

describe.each(DATABASE_KINDS)('contract on %s', (kind) => {
  let aino: string;
  let matti: string;
  let elina: string;
  let company: string;
  let juhaStrong: string;
  let pekka: string;
  let feedbackToken: string;
  const covered = new Map<string, Set<number>>();

  const { app } = useTestApp(kind, { throttleLimits: { addressMaxFailures: 3 } });

  beforeAll(async () => {
    aino = await weakSession(app, '1000001', '11111111');
    matti = await strongSession(app, 2);
    elina = await weakSession(app, '8000001', '88888888');
    company = await weakSession(app, '3000001', '33333333');
    juhaStrong = await strongSession(app, 7);
    pekka = await strongSession(app, 5);
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
    headers: token ? withSession(token) : {},
    ...extra,
  });
  const get = (url: string, token?: string): InjectOptions => ({
    method: 'GET',
    url,
    headers: token ? withSession(token) : {},
  });

  const multipart = (url: string, token: string, parts: [string, string][]): InjectOptions => {
    const boundary = 'contract-boundary';
    const body = parts
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    return {
      method: 'POST',
      url,
      headers: {
        ...withSession(token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `${body}--${boundary}--\r\n`,
    };
  };

  /** Pekka's settlement in progress as the debtor call shows it. */
  const settlement = async () => {
    const data = (await app.inject(get('/api/debtor', pekka))).json().responseObject;
    const status = data.reconciliation.subpoenas[0].status;
    return { statusNr: status.nr as number, msNr: status.msNr as number };
  };
  const settlementBody = (statusNr: number, extra: object = {}) => ({
    SubPoenaNr: 5001,
    StatusNr: statusNr,
    ...extra,
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
      name: 'identifier signed out',
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
      request: async () => post('/api/refresh', {}, await weakSession(app, '1000001', '11111111')),
    },
    {
      operationId: 'refresh',
      name: 'signed out',
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
        post('/api/logout', undefined, await weakSession(app, '1000001', '11111111')),
    },
    {
      operationId: 'logout',
      name: 'signed out',
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
      request: async () => get('/api/debtor', await weakSession(app, '5000001', '55555555')),
    },
    {
      operationId: 'getDebtor',
      name: 'hidden personal info',
      status: 200,
      request: () => get('/api/debtor', elina),
    },
    {
      operationId: 'getDebtor',
      name: 'signed out',
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
      name: 'signed out',
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
          await weakSession(app, '3000001', '33333333'),
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
      name: 'signed out',
      status: 401,
      request: () => post('/api/debtor/allow/phone/true', undefined),
    },
    {
      operationId: 'markContactQueried',
      name: 'asked',
      status: 200,
      request: () => post('/api/debtor/contactQueried', undefined, aino),
    },
    {
      operationId: 'markContactQueried',
      name: 'signed out',
      status: 401,
      request: () => post('/api/debtor/contactQueried', undefined),
    },
    // content
    {
      operationId: 'getAnnouncements',
      name: 'list',
      status: 200,
      request: () => get('/api/announcements'),
    },
    { operationId: 'getFaq', name: 'list', status: 200, request: () => get('/api/faq') },
    {
      operationId: 'getSession',
      name: 'signed in',
      status: 200,
      request: async () => get('/api/session', await weakSession(app, '2000001', '22222222')),
    },
    {
      operationId: 'getSession',
      name: 'signed out',
      status: 200,
      request: () => get('/api/session'),
    },
    // payments
    {
      operationId: 'getPendingPayments',
      name: 'pending',
      status: 200,
      request: async () =>
        get('/api/payments/pending', await weakSession(app, '9000001', '99999999')),
    },
    {
      operationId: 'getPendingPayments',
      name: 'none',
      status: 200,
      request: () => get('/api/payments/pending', aino),
    },
    {
      operationId: 'getPendingPayments',
      name: 'signed out',
      status: 401,
      request: () => get('/api/payments/pending'),
    },
    {
      operationId: 'getPaymentMethods',
      name: 'the provider list',
      status: 200,
      request: () => get('/api/payments/methods?Language=en', aino),
    },
    {
      operationId: 'getPaymentMethods',
      name: 'signed out',
      status: 401,
      request: () => get('/api/payments/methods?Language=en'),
    },
    // personal-data export (GDPR Article 15)
    {
      operationId: 'getDataExport',
      name: 'strong',
      status: 200,
      request: () => get('/api/debtor/dataExport', matti),
    },
    {
      operationId: 'getDataExport',
      name: 'case-number login',
      status: 403,
      request: () => get('/api/debtor/dataExport', aino),
    },
    {
      operationId: 'getDataExport',
      name: 'signed out',
      status: 401,
      request: () => get('/api/debtor/dataExport'),
    },
    {
      operationId: 'getDataExportPdf',
      name: 'pdf',
      status: 200,
      request: () => get('/api/debtor/dataExport/sv-SE', juhaStrong),
    },
    {
      operationId: 'getDataExportPdf',
      name: 'bad locale',
      status: 400,
      request: () => get('/api/debtor/dataExport/de-DE', matti),
    },
    {
      operationId: 'getDataExportPdf',
      name: 'case-number login',
      status: 403,
      request: () => get('/api/debtor/dataExport/fi-FI', aino),
    },
    // reminders and consent to electronic payment demands
    {
      operationId: 'getReminderSettings',
      name: 'no choice',
      status: 200,
      request: () => get('/api/debtor/reminders', pekka),
    },
    {
      operationId: 'saveReminderSettings',
      name: 'e-mail, 3 days',
      status: 200,
      request: () =>
        post(
          '/api/debtor/reminders',
          { byEmail: true, bySms: false, daysBefore: 3, language: 'se' },
          pekka,
        ),
    },
    {
      operationId: 'getReminderSettings',
      name: 'chosen',
      status: 200,
      request: () => get('/api/debtor/reminders', pekka),
    },
    {
      operationId: 'saveReminderSettings',
      name: 'sms without a phone',
      status: 200,
      request: () =>
        post(
          '/api/debtor/reminders',
          { byEmail: false, bySms: true, daysBefore: 1, language: 'fi' },
          aino,
        ),
    },
    {
      operationId: 'saveReminderSettings',
      name: 'days not offered',
      status: 400,
      request: () =>
        post(
          '/api/debtor/reminders',
          { byEmail: true, bySms: false, daysBefore: 5, language: 'fi' },
          pekka,
        ),
    },
    {
      operationId: 'getReminderSettings',
      name: 'signed out',
      status: 401,
      request: () => get('/api/debtor/reminders'),
    },
    {
      operationId: 'getPaymentDemandConsent',
      name: 'none',
      status: 200,
      request: () => get('/api/debtor/paymentDemandConsent', pekka),
    },
    {
      operationId: 'givePaymentDemandConsent',
      name: 'e-mail',
      status: 200,
      request: () => post('/api/debtor/paymentDemandConsent', { channel: 'email' }, pekka),
    },
    {
      operationId: 'getPaymentDemandConsent',
      name: 'valid',
      status: 200,
      request: () => get('/api/debtor/paymentDemandConsent', pekka),
    },
    {
      operationId: 'givePaymentDemandConsent',
      name: 'sms without a phone',
      status: 200,
      request: () => post('/api/debtor/paymentDemandConsent', { channel: 'sms' }, aino),
    },
    {
      operationId: 'givePaymentDemandConsent',
      name: 'unknown channel',
      status: 400,
      request: () => post('/api/debtor/paymentDemandConsent', { channel: 'fax' }, pekka),
    },
    {
      operationId: 'withdrawPaymentDemandConsent',
      name: 'withdrawn',
      status: 200,
      request: () => post('/api/debtor/paymentDemandConsent/withdraw', undefined, pekka),
    },
    {
      operationId: 'withdrawPaymentDemandConsent',
      name: 'nothing to withdraw',
      status: 200,
      request: () => post('/api/debtor/paymentDemandConsent/withdraw', undefined, pekka),
    },
    {
      operationId: 'withdrawPaymentDemandConsent',
      name: 'signed out',
      status: 401,
      request: () => post('/api/debtor/paymentDemandConsent/withdraw', undefined),
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
      name: 'signed out',
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
      name: 'signed out',
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
        feedbackToken = saved.json().responseObject;
        return post('/api/feedback/update', {
          Token: feedbackToken,
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
          Token: feedbackToken,
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
          Token: feedbackToken,
          FeedbackType: 1,
          OrderNr: 0,
          Comment: 'x',
          Smiley: 1,
        }),
    },
    // payments
    {
      operationId: 'getPaymentFormData',
      name: 'custom amount',
      status: 200,
      request: () =>
        post(
          '/api/payments/getPaymentFormData',
          {
            DebtorNr: 1,
            Method: 'osuuspankki',
            Language: 'fi',
            PaymentItem: null,
            PaymentCart: [
              { debtNr: 100001, description: 'x', amount: 5, paymentType: 'custom', msnr: null },
            ],
          },
          aino,
        ),
    },
    {
      operationId: 'getPaymentFormData',
      name: 'altered amount',
      status: 400,
      request: () =>
        post(
          '/api/payments/getPaymentFormData',
          {
            DebtorNr: 1,
            Method: 'osuuspankki',
            Language: 'fi',
            PaymentCart: [
              { debtNr: 100001, description: 'x', amount: 0.01, paymentType: 'single' },
            ],
          },
          aino,
        ),
    },
    {
      operationId: 'getPaymentFormData',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/payments/getPaymentFormData',
          {
            DebtorNr: 2,
            Method: 'osuuspankki',
            Language: 'fi',
            PaymentCart: [{ debtNr: 100001, description: 'x', amount: 5, paymentType: 'custom' }],
          },
          aino,
        ),
    },
    {
      operationId: 'getPaymentFormData',
      name: 'signed out',
      status: 401,
      request: () => post('/api/payments/getPaymentFormData', {}),
    },
    {
      operationId: 'confirmPayment',
      name: 'signed return from the sandbox bank',
      status: 200,
      request: async () => {
        const prepared = await app.inject(
          post(
            '/api/payments/getPaymentFormData',
            {
              DebtorNr: 1,
              Method: 'danske',
              Language: 'fi',
              PaymentCart: [
                { debtNr: 100001, description: null, amount: 5, paymentType: 'custom' },
              ],
            },
            aino,
          ),
        );
        const { url, parameters } = prepared.json().responseObject.result;
        const form = new URLSearchParams(
          (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
        );
        form.set('action', 'pay');
        const decided = await app.inject({
          method: 'POST',
          url: `${new URL(url).pathname}/decide`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        const back = new URL(decided.headers.location as string);
        return get(`/api/payments/confirm${back.search}`, aino);
      },
    },
    {
      operationId: 'confirmPayment',
      name: 'forged signature',
      status: 400,
      request: () =>
        get(
          `/api/payments/confirm?checkout-account=1&checkout-algorithm=sha256&checkout-amount=500&checkout-stamp=abc&checkout-reference=123&checkout-transaction-id=t1&checkout-status=ok&checkout-provider=nordea&signature=${'a'.repeat(64)}`,
          aino,
        ),
    },
    {
      // Callable signed out (a session that ended at the bank); without parameters: refused.
      operationId: 'confirmPayment',
      name: 'no withSession, no parameters',
      status: 400,
      request: () => get('/api/payments/confirm'),
    },
    {
      operationId: 'paymentCallback',
      name: "the sandbox bank's signed callback",
      status: 200,
      request: async () => {
        // A session of its own: the shared ones may have been ended by earlier cases.
        const token = await weakSession(app, '3000001', '33333333');
        const prepared = await app.inject(
          post(
            '/api/payments/getPaymentFormData',
            {
              DebtorNr: 3,
              Method: 'aktia',
              Language: 'fi',
              PaymentCart: [
                { debtNr: 300001, description: null, amount: 5, paymentType: 'custom' },
              ],
            },
            token,
          ),
        );
        const { url, parameters } = prepared.json().responseObject.result;
        const form = new URLSearchParams(
          (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
        );
        form.set('action', 'cancel');
        const decided = await app.inject({
          method: 'POST',
          url: `${new URL(url).pathname}/decide`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        const back = new URL(decided.headers.location as string);
        return get(`/api/payments/callback${back.search}`);
      },
    },
    {
      operationId: 'paymentCallback',
      name: 'forged signature',
      status: 400,
      request: () =>
        get(
          `/api/payments/callback?checkout-account=1&checkout-algorithm=sha256&checkout-amount=500&checkout-stamp=abc&checkout-reference=123&checkout-transaction-id=t1&checkout-status=ok&checkout-provider=nordea&signature=${'a'.repeat(64)}`,
        ),
    },
    // payment plans and due dates
    {
      operationId: 'calculatePaymentPlan',
      name: 'single debt',
      status: 200,
      request: () =>
        post(
          '/api/paymentPlan/calculate',
          { DebtNrs: [100001], Type: 0, Amount: 50, DateSelection: 1, Create: false },
          aino,
        ),
    },
    {
      operationId: 'calculatePaymentPlan',
      name: 'below 5 euros',
      status: 400,
      request: () =>
        post(
          '/api/paymentPlan/calculate',
          { DebtNrs: [100001], Type: 0, Amount: 4, DateSelection: 0, Create: false },
          aino,
        ),
    },
    {
      operationId: 'calculatePaymentPlan',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/paymentPlan/calculate',
          { DebtNrs: [200002], Type: 0, Amount: 50, DateSelection: 0, Create: false },
          aino,
        ),
    },
    {
      operationId: 'getDueDateParameters',
      name: 'own debt',
      status: 200,
      request: () => get('/api/duedate/parameters/100001', aino),
    },
    {
      operationId: 'getDueDateParameters',
      name: 'another debtor',
      status: 404,
      request: () => get('/api/duedate/parameters/200002', aino),
    },
    {
      operationId: 'transferDueDate',
      name: 'date passed',
      status: 200,
      request: () =>
        post(
          '/api/duedate/transfer',
          { DebtorNr: 1, DebtNr: 100001, NewDuedate: '2020-01-02' },
          aino,
        ),
    },
    {
      operationId: 'transferDueDate',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/duedate/transfer',
          { DebtorNr: 2, DebtNr: 200002, NewDuedate: '2030-01-02' },
          aino,
        ),
    },
    {
      operationId: 'createPaymentPlan',
      name: 'calculated amount',
      status: 200,
      request: async () => {
        const calculated = await app.inject(
          post(
            '/api/paymentPlan/calculate',
            { DebtNrs: [100001], Type: 0, Amount: 50, DateSelection: 0, Create: false },
            aino,
          ),
        );
        const Amount = calculated.json().responseObject.paymentPlan.price;
        return post(
          '/api/paymentPlan/create',
          { DebtNrs: [100001], Type: 0, Amount, DateSelection: 0, Create: true },
          aino,
        );
      },
    },
    {
      operationId: 'createPaymentPlan',
      name: 'Create false',
      status: 400,
      request: () =>
        post(
          '/api/paymentPlan/create',
          { DebtNrs: [100001], Type: 0, Amount: 50, DateSelection: 0, Create: false },
          aino,
        ),
    },
    {
      operationId: 'confirmSuggestedPaymentPlan',
      name: 'accept',
      status: 200,
      request: () =>
        post(
          '/api/orders/confirmSuggestedPaymentPlan',
          { orderNr: 7000003, msNr: 7002, accept: true },
          juhaStrong,
        ),
    },
    {
      operationId: 'confirmSuggestedPaymentPlan',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/orders/confirmSuggestedPaymentPlan',
          { orderNr: 7000003, msNr: 7002, accept: false },
          aino,
        ),
    },
    // case actions
    {
      operationId: 'updateIban',
      name: 'added',
      status: 200,
      request: async () =>
        post(
          '/api/debtor/updateIban',
          { iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
          await strongSession(app, 1),
        ),
    },
    {
      operationId: 'updateIban',
      name: 'wrong check digits',
      status: 200,
      request: async () =>
        post(
          '/api/debtor/updateIban',
          { iban: 'FI2112345600000786', bic: 'NDEAFIHH' },
          await strongSession(app, 1),
        ),
    },
    {
      operationId: 'updateIban',
      name: 'not identified',
      status: 403,
      request: () =>
        post('/api/debtor/updateIban', { iban: 'FI2112345600000785', bic: 'NDEAFIHH' }, aino),
    },
    {
      operationId: 'updateIban',
      name: 'not Finnish',
      status: 400,
      request: async () =>
        post(
          '/api/debtor/updateIban',
          { iban: 'SE2112345600000785', bic: 'NDEAFIHH' },
          await strongSession(app, 1),
        ),
    },
    {
      operationId: 'requestInvoiceCopy',
      name: 'requested',
      status: 200,
      request: async () => {
        const data = await app.inject(get('/api/debtor', aino));
        const billNr = data.json().responseObject.debts[0].bills[0].nr;
        return post(
          '/api/orders/invoiceCopyRequest',
          { orderNr: 1000001, billNrs: [billNr], email: 'aino@example.org' },
          aino,
        );
      },
    },
    {
      operationId: 'requestInvoiceCopy',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/orders/invoiceCopyRequest',
          { orderNr: 2000001, billNrs: [1], email: 'aino@example.org' },
          aino,
        ),
    },
    {
      operationId: 'submitContactRequest',
      name: 'sent',
      status: 200,
      request: () =>
        multipart('/api/orders/contactRequest', aino, [
          ['orderNr', '1000001'],
          ['registerDate', '2026-01-15'],
          ['headerText', 'Hello'],
          ['text', 'Please call me back.'],
          ['phone', '401234567'],
          ['language', 'en'],
        ]),
    },
    {
      operationId: 'submitContactRequest',
      name: 'another debtor',
      status: 404,
      request: () =>
        multipart('/api/orders/contactRequest', aino, [
          ['orderNr', '2000001'],
          ['registerDate', '2026-01-15'],
          ['headerText', 'Hello'],
          ['text', 'Please call me back.'],
          ['phone', '401234567'],
          ['language', 'en'],
        ]),
    },
    {
      operationId: 'submitContactRequest',
      name: 'text too short',
      status: 400,
      request: () =>
        multipart('/api/orders/contactRequest', aino, [
          ['orderNr', '1000001'],
          ['registerDate', '2026-01-15'],
          ['headerText', 'Hello'],
          ['text', 'short'],
          ['phone', '401234567'],
          ['language', 'en'],
        ]),
    },
    {
      // spec 5, the other flow: a complaint on "other reason" needs a phone number.
      operationId: 'submitReclamation',
      name: 'other reason without a phone',
      status: 400,
      request: () =>
        multipart('/api/orders/reclamationRequest', aino, [
          ['orderNr', '1000001'],
          ['basis', 'invoiceGround'],
          ['basis', 'otherReason'],
          ['text', 'Something else is wrong here.'],
          ['name', 'Aino Virtanen'],
          ['email', 'aino@example.org'],
          ['billNrs', '1'],
        ]),
    },
    {
      operationId: 'submitReclamation',
      name: 'filed',
      status: 200,
      request: async () => {
        const data = await app.inject(get('/api/debtor', aino));
        const billNr = data.json().responseObject.debts[0].bills[0].nr;
        return multipart('/api/orders/reclamationRequest', aino, [
          ['orderNr', '1000001'],
          ['basis', 'invoiceGround'],
          ['text', 'The ground of the invoice is wrong.'],
          ['name', 'Aino Virtanen'],
          ['email', 'aino@example.org'],
          ['billNrs', String(billNr)],
        ]);
      },
    },
    {
      operationId: 'submitReclamation',
      name: 'already complained',
      status: 403,
      request: () =>
        multipart('/api/orders/reclamationRequest', aino, [
          ['orderNr', '1000001'],
          ['basis', 'invoiceGround'],
          ['text', 'The ground of the invoice is wrong.'],
          ['name', 'Aino Virtanen'],
          ['email', 'aino@example.org'],
          ['billNrs', '1'],
        ]),
    },
    // judgement
    {
      operationId: 'getJudgementUrl',
      name: 'decision available',
      status: 200,
      request: async () =>
        post(
          '/api/judgement/judgementUrl',
          {
            Email: 'l@example.org',
            OrderNrs: [4000001],
            Lang: 'fi',
            AuthMode: null,
            IsMandatory: false,
          },
          await weakSession(app, '4000001', '44444444'),
        ),
    },
    {
      operationId: 'getJudgementUrl',
      name: 'no decision',
      status: 403,
      request: () =>
        post(
          '/api/judgement/judgementUrl',
          { Email: 'a@example.org', OrderNrs: [1000001], Lang: 'fi', IsMandatory: false },
          aino,
        ),
    },
    {
      operationId: 'getJudgementUrl',
      name: 'another debtor',
      status: 404,
      request: () =>
        post(
          '/api/judgement/judgementUrl',
          { Email: 'a@example.org', OrderNrs: [4000001], Lang: 'fi', IsMandatory: false },
          aino,
        ),
    },
    {
      operationId: 'signJudgement',
      name: 'no decisions',
      status: 200,
      request: () =>
        post(
          '/api/judgement/sign',
          { Email: 'a@example.org', Lang: 'fi', IsMandatory: false },
          aino,
        ),
    },
    {
      operationId: 'verifyJudgement',
      name: 'signed at the sandbox',
      status: 200,
      request: async () => {
        const liisa = await weakSession(app, '4000001', '44444444');
        const started = await app.inject(
          post(
            '/api/judgement/sign',
            { Email: 'l@example.org', Lang: 'fi', IsMandatory: true },
            liisa,
          ),
        );
        const url = new URL(started.json().responseObject);
        const signed = await app.inject({
          method: 'POST',
          url: url.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'bank=nordea&identityCode=241172-9342&action=sign',
        });
        const back = new URL(signed.headers.location as string);
        return post(
          '/api/judgement/verify',
          {
            Email: 'l@example.org',
            IsMandatory: true,
            RequestId: back.searchParams.get('requestId'),
            TaskId: back.searchParams.get('taskId'),
            Lang: 'fi',
          },
          liisa,
        );
      },
    },
    {
      operationId: 'verifyJudgement',
      name: 'unknown task',
      status: 404,
      request: () =>
        post(
          '/api/judgement/verify',
          { Email: 'a@example.org', IsMandatory: false, RequestId: 'r1', TaskId: 't1', Lang: 'fi' },
          aino,
        ),
    },
    {
      // Callable signed out (the session ended at the signing service): unsigned, refused.
      operationId: 'verifyJudgement',
      name: 'signed out, no signed notice',
      status: 400,
      request: () => post('/api/judgement/verify', { RequestId: 'r1', TaskId: 't1', Lang: 'fi' }),
    },
    {
      operationId: 'signingCallback',
      name: "the sandbox signing service's signed callback",
      status: 200,
      request: async () => {
        const liisa = await weakSession(app, '4000001', '44444444');
        const started = await app.inject(
          post(
            '/api/judgement/sign',
            { Email: 'l@example.org', Lang: 'fi', IsMandatory: true },
            liisa,
          ),
        );
        const signed = await app.inject({
          method: 'POST',
          url: new URL(started.json().responseObject).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'bank=nordea&identityCode=241172-9342&action=sign',
        });
        const back = new URL(signed.headers.location as string).searchParams;
        return post('/api/signing/callback', {
          requestId: back.get('requestId'),
          taskId: back.get('taskId'),
          outcome: back.get('outcome'),
          timestamp: back.get('timestamp'),
          signature: back.get('signature'),
        });
      },
    },
    {
      operationId: 'signingCallback',
      name: 'forged signature',
      status: 400,
      request: () =>
        post('/api/signing/callback', {
          requestId: 'r1',
          taskId: 't1',
          outcome: 'signed',
          timestamp: new Date().toISOString(),
          signature: 'a'.repeat(64),
        }),
    },
    // reconciliation (persona 5: one flow, case by case)
    {
      operationId: 'startReconciliation',
      name: 'started',
      status: 200,
      request: () =>
        post('/api/reconciliation/start', { SubPoenaNr: 5001, DebtNrs: [500001, 500002] }, pekka),
    },
    {
      operationId: 'startReconciliation',
      name: 'already started',
      status: 200,
      request: () =>
        post('/api/reconciliation/start', { SubPoenaNr: 5001, DebtNrs: [500001, 500002] }, pekka),
    },
    {
      operationId: 'startReconciliation',
      name: 'subpoena of another debtor',
      status: 404,
      request: () =>
        post('/api/reconciliation/start', { SubPoenaNr: 5001, DebtNrs: [100001] }, aino),
    },
    {
      operationId: 'calculateReconciliation',
      name: 'plan',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/calculate',
          settlementBody((await settlement()).statusNr, {
            DebtNrs: [500001, 500002],
            Create: false,
            lang: 'fi',
          }),
          pekka,
        ),
    },
    {
      operationId: 'calculateReconciliation',
      name: 'debts other than the settlement',
      status: 400,
      request: async () =>
        post(
          '/api/reconciliation/calculate',
          settlementBody((await settlement()).statusNr, {
            DebtNrs: [500001],
            Create: false,
            lang: 'fi',
          }),
          pekka,
        ),
    },
    {
      operationId: 'createReconciliation',
      name: 'stored',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/create',
          settlementBody((await settlement()).statusNr, {
            DebtNrs: [500001, 500002],
            Create: true,
            lang: 'fi',
          }),
          pekka,
        ),
    },
    {
      operationId: 'createReconciliation',
      name: 'unknown status',
      status: 404,
      request: () =>
        post(
          '/api/reconciliation/create',
          settlementBody(999_999, { DebtNrs: [500001, 500002], Create: true, lang: 'fi' }),
          pekka,
        ),
    },
    {
      operationId: 'getReconciliationPlanFile',
      name: 'settlement plan',
      status: 200,
      request: async () => get(`/api/reconciliation/file/ms/${(await settlement()).msNr}`, pekka),
    },
    {
      operationId: 'getReconciliationPlanFile',
      name: 'plan of another debtor',
      status: 404,
      request: async () => get(`/api/reconciliation/file/ms/${(await settlement()).msNr}`, aino),
    },
    {
      operationId: 'getSettlementDocument',
      name: 'settlement document',
      status: 200,
      request: async () =>
        get(`/api/reconciliation/file/status/${(await settlement()).statusNr}/5001`, pekka),
    },
    {
      operationId: 'getSettlementDocument',
      name: 'status of another debtor',
      status: 404,
      request: async () =>
        get(`/api/reconciliation/file/status/${(await settlement()).statusNr}/5001`, aino),
    },
    {
      operationId: 'signReconciliation',
      name: 'signing address',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/sign',
          settlementBody((await settlement()).statusNr, { Lang: 'fi' }),
          pekka,
        ),
    },
    {
      operationId: 'getReconciliationUrl',
      name: 'address of the task',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/url',
          settlementBody((await settlement()).statusNr, { Lang: 'fi' }),
          pekka,
        ),
    },
    {
      operationId: 'getReconciliationUrl',
      name: 'no task',
      status: 404,
      request: () =>
        post('/api/reconciliation/url', settlementBody(999_999, { Lang: 'fi' }), pekka),
    },
    {
      operationId: 'verifyReconciliation',
      name: 'signed at the sandbox',
      status: 200,
      request: async () => {
        const address = await app.inject(
          post(
            '/api/reconciliation/url',
            settlementBody((await settlement()).statusNr, { Lang: 'fi' }),
            pekka,
          ),
        );
        const signed = await app.inject({
          method: 'POST',
          url: new URL(address.json().responseObject).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'bank=nordea&identityCode=070795-9455&action=sign',
        });
        const back = new URL(signed.headers.location as string);
        return post(
          '/api/reconciliation/verify',
          {
            RequestId: back.searchParams.get('requestId'),
            TaskId: back.searchParams.get('taskId'),
            Lang: 'fi',
          },
          pekka,
        );
      },
    },
    {
      operationId: 'verifyReconciliation',
      name: 'unknown task',
      status: 404,
      request: () =>
        post('/api/reconciliation/verify', { RequestId: 'r1', TaskId: 't1', Lang: 'fi' }, pekka),
    },
    {
      operationId: 'signReconciliation',
      name: 'already signed',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/sign',
          settlementBody((await settlement()).statusNr, { Lang: 'fi' }),
          pekka,
        ),
    },
    {
      operationId: 'cancelReconciliation',
      name: 'cancelled',
      status: 200,
      request: async () =>
        post(
          '/api/reconciliation/cancel',
          settlementBody((await settlement()).statusNr, { DebtNrs: [500001, 500002] }),
          pekka,
        ),
    },
    {
      operationId: 'cancelReconciliation',
      name: 'malformed',
      status: 400,
      request: () =>
        post('/api/reconciliation/cancel', { SubPoenaNr: 5001, StatusNr: 'x', DebtNrs: [] }, pekka),
    },
    // privacy
    {
      operationId: 'saveCookieSettings',
      name: 'anonymous',
      status: 200,
      request: () =>
        post('/api/cookieSettings/save', { Necessary: true, Cookies: true, Tracking: false }),
    },
    {
      operationId: 'saveCookieSettings',
      name: 'signed in',
      status: 200,
      request: () =>
        post(
          '/api/cookieSettings/save',
          { Necessary: true, Cookies: false, Tracking: false },
          aino,
        ),
    },
    {
      operationId: 'saveCookieSettings',
      name: 'necessary off',
      status: 400,
      request: () =>
        post('/api/cookieSettings/save', { Necessary: false, Cookies: true, Tracking: true }),
    },
    // strong authentication
    {
      operationId: 'getLoginAuthenticationUrl',
      name: 'sandbox issuer address',
      status: 200,
      request: () =>
        post('/api/authentication/urlLogin', { redirectTo: '/front-page', Lang: 'fi' }),
    },
    {
      operationId: 'getLoginAuthenticationUrl',
      name: 'open redirect refused',
      status: 400,
      request: () => post('/api/authentication/urlLogin', { redirectTo: '//evil', Lang: 'fi' }),
    },
    {
      operationId: 'getAuthenticationUrl',
      name: 're-authentication address',
      status: 200,
      request: () =>
        post('/api/authentication/url', { redirectTo: '/front-page', Lang: 'en' }, aino),
    },
    {
      operationId: 'getAuthenticationUrl',
      name: 'javascript: refused',
      status: 400,
      request: () =>
        post('/api/authentication/url', { redirectTo: 'javascript:alert(1)', Lang: 'en' }, aino),
    },
    {
      operationId: 'getAuthenticationUrl',
      // An ended session's cookie starts a login, as signed out (and the cookie is deleted).
      name: 'ended session',
      status: 200,
      request: () => post('/api/authentication/url', { redirectTo: '/', Lang: 'en' }, 'a.b.c'),
    },
    {
      operationId: 'confirmAuthentication',
      name: 'cancelled',
      status: 200,
      request: () =>
        post('/api/authentication/confirm', {
          LoginType: 0,
          state: 'unknown-state',
          error_description: 'cancelled',
          session_state: null,
          redirectTo: null,
        }),
    },
    {
      operationId: 'confirmAuthentication',
      name: 'unknown state',
      status: 200,
      request: () =>
        post('/api/authentication/confirm', { LoginType: 0, state: 'unknown', code: 'abc' }),
    },
    {
      operationId: 'confirmAuthentication',
      name: 'type 6 signed out',
      status: 401,
      request: () =>
        post('/api/authentication/confirm', { LoginType: 6, state: 'unknown', code: 'abc' }),
    },
    {
      operationId: 'confirmAuthentication',
      name: 'unknown field',
      status: 400,
      request: () => post('/api/authentication/confirm', { LoginType: 0, state: 's', iss: 'x' }),
    },
    // system
    { operationId: 'getLive', name: 'ok', status: 200, request: () => get('/api/live') },
    { operationId: 'getHealth', name: 'ok', status: 200, request: () => get('/api/health') },
    { operationId: 'getReady', name: 'ok', status: 200, request: () => get('/api/ready') },
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
      // The debtor's data is privately cacheable and revalidated (ETag); nothing else is.
      expect(res.headers['cache-control']).toBe(
        operationId === 'getDebtor' && res.statusCode === 200 ? 'private, no-cache' : 'no-store',
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (contentType === 'application/pdf') {
        expect(String(res.headers['content-disposition'])).toMatch(
          /^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/,
        );
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      if (res.statusCode === 401) expect(res.headers['www-authenticate']).toBe('Cookie');
      if (res.statusCode === 429)
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const statuses = covered.get(operationId) ?? new Set();
      statuses.add(res.statusCode);
      covered.set(operationId, statuses);
    },
  );

  it('covers every implemented operation with a success answer', () => {
    const implemented = Object.keys(
      createHandlers(app.services, sessionCookieFor('http://127.0.0.1')),
    );
    for (const operationId of implemented) {
      expect(covered.get(operationId)?.has(200), operationId).toBe(true);
    }
    expect(implemented.length).toBeGreaterThanOrEqual(14);
  });

  it('registers exactly the contract paths of the implemented operations', async () => {
    for (const operationId of Object.keys(
      createHandlers(app.services, sessionCookieFor('http://127.0.0.1')),
    )) {
      const op = contract.operations.get(operationId)!;
      expect(
        app.hasRoute({ method: op.method.toUpperCase() as 'GET', url: op.routePath }),
        operationId,
      ).toBe(true);
    }
  });
});

describe('request validators', () => {
  it('compile for every operation of the contract (they are compiled lazily at run time)', () => {
    expect(compileRequestValidators(contract)).toBe(contract.operations.size);
    expect(contract.operations.size).toBeGreaterThanOrEqual(14);
  });
});
