/**
 * Two server instances on one database, as behind the round-robin load balancer of
 * `npm run start:cluster`: every step of the strong login and of a signing return is answered by
 * the other instance than the step before, so no flow may depend on the instance that started it
 * (the sandbox issuer and signing service keep their state in the database).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/providers/types';
import {
  withSession,
  buildTestApp,
  uniqueAddress,
  weakSession,
  sessionSecretSet,
} from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';

/** One browser whose every request goes to the next instance in turn. */
class RoundRobinBrowser {
  private readonly cookies = new Map<string, string>();
  private turn = 0;
  constructor(private readonly instances: FastifyInstance[]) {}

  next(): FastifyInstance {
    const app = this.instances[this.turn % this.instances.length]!;
    this.turn += 1;
    return app;
  }

  private remember(res: LightMyRequestResponse) {
    for (const cookie of res.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const res = await this.next().inject({
      method,
      url: new URL(url, PUBLIC_URL).href,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.remember(res);
    return res;
  }
}

describe.each(DATABASE_KINDS)('two instances on one %s database', (kind) => {
  let b: FastifyInstance;
  const sent: MailMessage[] = [];
  const mail = { send: async (m: MailMessage) => void sent.push(m) };

  const { app: a, database } = useTestApp(kind, { env: { PUBLIC_URL }, providers: { mail } });

  beforeAll(async () => {
    b = await buildTestApp(database, { env: { PUBLIC_URL }, providers: { mail } });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('both instances publish the same issuer keys', async () => {
    const keys = async (app: FastifyInstance) =>
      (await app.inject({ url: '/sandbox/idp/jwks' })).json() as unknown;
    expect(await keys(a)).toEqual(await keys(b));
  });

  it('a strong login started on one instance completes with every step on the other', async () => {
    const browser = new RoundRobinBrowser([a, b]);
    const started = await browser.next().inject({
      method: 'POST',
      url: '/api/authentication/urlLogin',
      remoteAddress: uniqueAddress(),
      payload: { redirectTo: '/front-page', Lang: 'en' },
    });
    const start = started.json().responseObject.url as string;
    const toLogin = await browser.request('GET', start);
    expect(toLogin.statusCode).toBe(303);
    const page = await browser.request('GET', toLogin.headers.location as string);
    expect(page.statusCode).toBe(200);
    const action = /action="([^"]+)\/login"/.exec(page.body)![1]!;
    const submitted = await browser.request('POST', `${action}/login`, {
      bank: 'nordea',
      persona: '131052-9672',
      identityCode: '',
    });
    expect(submitted.statusCode).toBe(303);
    const back = await browser.request('GET', submitted.headers.location as string);
    expect(back.statusCode).toBe(303);
    const verify = new URL(back.headers.location as string);
    expect(verify.pathname).toBe('/login/verify');
    const confirmed = await browser.next().inject({
      method: 'POST',
      url: '/api/authentication/confirm',
      remoteAddress: uniqueAddress(),
      payload: {
        LoginType: 0,
        state: verify.searchParams.get('state'),
        code: verify.searchParams.get('code'),
        redirectTo: '/front-page',
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 0, ErrorCode: null });
    const debtor = await browser.next().inject({
      url: '/api/debtor',
      headers: withSession(sessionSecretSet(confirmed)!),
    });
    expect(debtor.json().responseObject.debts).toHaveLength(3);
  });

  it('a signing task started on one instance is signed and verified on the other', async () => {
    const liisa = await weakSession(a, '4000001', '44444444');
    const started = await a.inject({
      method: 'POST',
      url: '/api/judgement/judgementUrl',
      headers: withSession(liisa),
      payload: {
        Email: 'liisa@example.org',
        OrderNrs: [4000001],
        Lang: 'en',
        AuthMode: null,
        IsMandatory: false,
      },
    });
    const url = started.json().responseObject.url as string;
    expect((await b.inject({ url })).statusCode).toBe(200);
    const signed = await a.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        bank: 'nordea',
        identityCode: '241172-9342',
        action: 'sign',
      }).toString(),
    });
    expect(signed.statusCode).toBe(303);
    const back = new URL(signed.headers.location as string);
    // The task is decided: the page is gone on both instances.
    expect((await b.inject({ url })).statusCode).toBe(404);
    const before = sent.length;
    const verified = await b.inject({
      method: 'POST',
      url: '/api/judgement/verify',
      headers: withSession(liisa),
      payload: {
        Email: 'liisa@example.org',
        IsMandatory: false,
        RequestId: back.searchParams.get('requestId'),
        TaskId: back.searchParams.get('taskId'),
        Lang: 'en',
      },
    });
    expect(verified.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 'ok' });
    expect(sent).toHaveLength(before + 1);
  });
});
