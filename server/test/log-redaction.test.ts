/**
 * What an operator sees of a debtor's visit, and what nobody may: the server is driven through a
 * strong login at the sandbox identity provider, a case-number login, a debtor read, an IBAN
 * update, a payment at the sandbox bank with its return and its callback, with logging at `debug`.
 * Every captured line is then searched for the secrets and personal data the journey carried
 * (docs/server-operations.md "Logs"); the request lines and the metrics are checked too.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionSecretSet, uniqueAddress, withSession, SESSION_COOKIE } from './helpers/app';
import { useTestApp } from './helpers/test-app';
import { scrubText } from '../src/http/log-redaction';

const PUBLIC_URL = 'http://localhost:3000';
/** Persona 1 of the sandbox identity provider (docs/demo-personas.md). */
const IDENTITY_CODE = '131052-9672';
const IBAN = 'FI2650000120000011';
const CASE_NUMBER = '1000001';
const ONLINE_ID = '11111111';

/** One browser's cookies across redirects. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private remember(res: LightMyRequestResponse) {
    for (const cookie of res.cookies) this.cookies.set(cookie.name, cookie.value);
    return res;
  }

  get values(): string[] {
    return [...this.cookies.values()].filter((value) => value.length >= 8);
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return this.remember(
      await this.app.inject({
        method,
        url: new URL(url, PUBLIC_URL).href,
        headers: {
          cookie,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      }),
    );
  }
}

describe('logs and metrics of a debtor journey at debug level', () => {
  const lines: string[] = [];
  const { app } = useTestApp('pglite', () => ({
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    env: {
      PUBLIC_URL,
      LOG_LEVEL: 'debug',
      PAYTRAIL_SECRET: 'sandbox-bank-secret-for-the-log-test',
    },
  }));

  /** Every value the journey handled that must never be logged. */
  const secrets = new Map<string, string>();
  let loginRequestId = '';

  const api = (url: string, payload?: object, cookie?: string, headers: object = {}) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      remoteAddress: uniqueAddress(),
      headers: { ...(cookie ? withSession(cookie) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** The strong login: urlLogin, the provider's pages, /login/verify's code and state, confirm. */
  async function strongLogin(): Promise<string> {
    const started = await api('/api/authentication/urlLogin', {
      redirectTo: '/front-page',
      Lang: 'en',
    });
    expect(started.statusCode, started.body).toBe(200);
    const start = new URL(started.json().responseObject.url);
    for (const name of ['state', 'nonce', 'code_challenge']) {
      secrets.set(`OIDC ${name}`, start.searchParams.get(name)!);
    }
    const browser = new Browser(app);
    const toLogin = await browser.request('GET', start.href);
    const page = await browser.request('GET', toLogin.headers.location as string);
    const action = /action="([^"]+)\/login"/.exec(page.body)![1]!;
    const submitted = await browser.request('POST', `${action}/login`, {
      bank: 'nordea',
      persona: '',
      identityCode: IDENTITY_CODE,
    });
    const back = await browser.request('GET', submitted.headers.location as string);
    const verify = new URL(back.headers.location as string);
    secrets.set('OIDC code', verify.searchParams.get('code')!);
    browser.values.forEach((value, index) => secrets.set(`provider cookie ${index}`, value));
    const confirmed = await api(
      '/api/authentication/confirm',
      {
        LoginType: 0,
        state: verify.searchParams.get('state'),
        code: verify.searchParams.get('code'),
        redirectTo: '/front-page',
      },
      undefined,
      { 'x-request-id': 'edge-1234-login-request' },
    );
    expect(confirmed.json()).toMatchObject({ status: 0 });
    expect(confirmed.headers['x-request-id']).toBe('edge-1234-login-request');
    loginRequestId = 'edge-1234-login-request';
    const session = sessionSecretSet(confirmed)!;
    secrets.set('session cookie', session);
    return session;
  }

  /** A payment at the sandbox bank; its signed return and the bank's callback to the server. */
  async function payAndReturn(session: string, debtorNr: number, debtNr: number) {
    const prepared = await api(
      '/api/payments/getPaymentFormData',
      {
        DebtorNr: debtorNr,
        Method: 'nordea',
        Language: 'en',
        PaymentItem: null,
        PaymentCart: [
          { debtNr, description: 'Test', amount: 10, paymentType: 'custom', msnr: null },
        ],
      },
      session,
    );
    expect(prepared.json()).toMatchObject({ status: 0 });
    const { url, parameters } = prepared.json().responseObject.result;
    const form = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    secrets.set('payment form mac', form.mac!);
    const browser = new Browser(app);
    await browser.request('POST', url, form);
    const decided = await browser.request('POST', `${new URL(url).pathname}/decide`, {
      ...form,
      action: 'pay',
    });
    const back = new URL(decided.headers.location as string);
    secrets.set('return signature', back.searchParams.get('signature')!);
    secrets.set('return transaction id', back.searchParams.get('checkout-transaction-id')!);
    const returned = await api(`/api/payments/confirm${back.search}`, undefined, session);
    expect(returned.json()).toMatchObject({ status: 0, responseObject: { status: true } });
    const callback = await api(`/api/payments/callback${back.search}`);
    expect(callback.statusCode).toBe(200);
    // A forged callback: refused, and counted as a signature refusal.
    const forged = new URLSearchParams(back.search);
    forged.set('signature', 'f'.repeat(64));
    expect((await api(`/api/payments/callback?${forged.toString()}`)).statusCode).toBe(400);
  }

  beforeAll(async () => {
    const session = await strongLogin();
    const debtor = await api('/api/debtor', undefined, session);
    const { debtor: person, debts } = debtor.json().responseObject;
    const iban = await api('/api/debtor/updateIban', { iban: IBAN, bic: 'NDEAFIHH' }, session);
    expect(iban.json()).toMatchObject({ status: 0, responseObject: true });
    await payAndReturn(session, person.nr, debts[0].nr);
    // A case-number login too: its online ID is a password.
    const weak = await api('/api/login', {
      LoginType: 2,
      Username: CASE_NUMBER,
      Password: ONLINE_ID,
    });
    expect(weak.json()).toMatchObject({ status: 0 });
    secrets.set('weak session cookie', sessionSecretSet(weak)!);
    secrets.set('online ID', ONLINE_ID);
    secrets.set('identity code', IDENTITY_CODE);
    secrets.set('IBAN', IBAN);
    secrets.set('IBAN in groups', IBAN.replace(/(.{4})/g, '$1 ').trim());
  });

  it('writes none of the secrets or personal data the journey carried', () => {
    expect(lines.length).toBeGreaterThan(30);
    expect(secrets.size).toBeGreaterThanOrEqual(14);
    for (const [what, value] of secrets) {
      expect(value, what).toBeTruthy();
      const found = lines.find((line) => line.includes(value));
      expect(found, `${what} in the log`).toBeUndefined();
    }
    expect(lines.join('\n')).not.toContain(`${SESSION_COOKIE}=`);
    // No query string survives in any line (returns and callbacks carry signed parameters).
    expect(lines.filter((line) => /checkout-[a-z]+=/.test(line))).toEqual([]);
  });

  it('writes one JSON request line per request with its id, route template, status and time', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofLogin = entries.filter((entry) => entry.requestId === loginRequestId);
    expect(ofLogin.map((entry) => entry.msg)).toEqual([
      'request received',
      'login attempt',
      'request',
    ]);
    expect(ofLogin[2]).toMatchObject({
      method: 'POST',
      route: '/api/authentication/confirm',
      status: 200,
    });
    expect(typeof ofLogin[2]!.durationMs).toBe('number');
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    for (const entry of requests) {
      expect(entry.requestId).toMatch(/^[\w.:-]{8,128}$/);
      expect(JSON.stringify(entry)).not.toMatch(/"(url|path|query|headers)"/);
    }
    expect(requests.some((entry) => entry.route === '/api/payments/callback')).toBe(true);
  });

  it('answers a generated request id when the edge sent none or a malformed one', async () => {
    const plain = await app.inject({ url: '/api/live' });
    expect(plain.json()).toEqual({ status: 'ok' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const injected = await app.inject({
      url: '/api/live',
      headers: { 'x-request-id': 'bad id\n{"level":60}' },
    });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts the journey in the metrics, labelled by route template, not by URL', async () => {
    const { body } = await app.metrics.exposition();
    expect(body).toMatch(/portal_logins_total\{method="strong",result="ok"\} 1/);
    expect(body).toMatch(/portal_logins_total\{method="case number",result="ok"\} 1/);
    expect(body).toMatch(/portal_payment_outcomes_total\{source="return",outcome="paid"\} 1/);
    expect(body).toMatch(/portal_payment_outcomes_total\{source="callback",outcome="paid"\} 1/);
    expect(body).toMatch(/outcome="refused: signature"\} 1/);
    expect(body).toMatch(/portal_signature_refusals_total\{provider="payments"\} 1/);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/payments\/callback",status_class="2xx"\} 1/,
    );
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).not.toMatch(/checkout-|\?|131052/);
    // Not on the public port: /metrics there is just a path no route serves.
    const publicMetrics = await app.inject({ url: '/metrics' });
    expect(publicMetrics.body).not.toContain('http_request_duration_seconds');
  });

  it('scrubs identity codes, IBANs, tokens and query strings from any text', () => {
    expect(
      scrubText(
        `Login of 010190-923E with FI26 5000 0120 0000 11 at /login/verify?code=abc&state=def, Bearer eyJhbGciOi.eyJzdWIiOi.sig`,
      ),
    ).toBe('Login of [redacted] with [redacted] at /login/verify Bearer [redacted]');
    expect(scrubText('portal-session=abcdef123456; other')).toBe(
      'portal-session=[redacted]; other',
    );
  });
});
