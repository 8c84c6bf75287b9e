/**
 * Strong authentication end to end through the sandbox OpenID Connect issuer mounted in the
 * server (docs/security.md, checklist 5): urlLogin, the provider's login page, the return to
 * /login/verify and confirm; replays, wrong state, PKCE, nonce, issuer and audience refused.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authRequests } from '../src/db/schema';
import { hashToken } from '../src/lib/secrets';
import { withSession, uniqueAddress, weakSession, sessionSecretSet } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';

/** Cookies of one browser, across the provider's redirects. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private remember(res: LightMyRequestResponse) {
    for (const cookie of res.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string) {
    const res = await this.app.inject({
      method: 'GET',
      url: new URL(url, PUBLIC_URL).href,
      headers: { cookie: this.header() },
    });
    this.remember(res);
    return res;
  }

  async post(url: string, form: Record<string, string>) {
    const res = await this.app.inject({
      method: 'POST',
      url: new URL(url, PUBLIC_URL).href,
      headers: {
        cookie: this.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
    });
    this.remember(res);
    return res;
  }
}

describe.each(DATABASE_KINDS)('strong authentication through the sandbox issuer on %s', (kind) => {
  const { app } = useTestApp(kind, { env: { PUBLIC_URL } });

  const api = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: uniqueAddress(),
      headers: token ? withSession(token) : {},
      payload,
    });

  async function startFlow(token?: string, lang = 'en') {
    const res = await api(
      token ? '/api/authentication/url' : '/api/authentication/urlLogin',
      { redirectTo: '/front-page', Lang: lang },
      token,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().responseObject.url);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/sandbox/idp/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toBeTruthy();
    }
    return url;
  }

  /** Walks the provider's pages as a tester would and returns the /login/verify address. */
  async function authenticate(
    identity: { persona?: string; identityCode?: string },
    options: { token?: string; cancel?: boolean; lang?: string } = {},
  ) {
    const browser = new Browser(app);
    const start = await startFlow(options.token, options.lang);
    const toLogin = await browser.get(start.href);
    expect(toLogin.statusCode).toBe(303);
    const page = await browser.get(toLogin.headers.location as string);
    expect(page.statusCode).toBe(200);
    const action = /action="([^"]+)\/login"/.exec(page.body)![1]!;
    const submitted = await browser.post(`${action}/${options.cancel ? 'abort' : 'login'}`, {
      bank: 'nordea',
      persona: identity.persona ?? '',
      identityCode: identity.identityCode ?? '',
    });
    expect(submitted.statusCode).toBe(303);
    const back = await browser.get(submitted.headers.location as string);
    expect(back.statusCode).toBe(303);
    const verify = new URL(back.headers.location as string);
    expect(verify.origin + verify.pathname).toBe(`${PUBLIC_URL}/login/verify`);
    expect(verify.searchParams.get('state')).toBe(start.searchParams.get('state'));
    return { verify, page, start };
  }

  const confirm = (verify: URL, loginType = 0, token?: string, extra: object = {}) =>
    api(
      '/api/authentication/confirm',
      {
        LoginType: loginType,
        state: verify.searchParams.get('state'),
        ...(verify.searchParams.get('code') ? { code: verify.searchParams.get('code') } : {}),
        ...(verify.searchParams.get('error_description')
          ? { error_description: verify.searchParams.get('error_description') }
          : {}),
        redirectTo: '/front-page',
        ...extra,
      },
      token,
    );

  it('logs in strongly: urlLogin, the sandbox login page, /login/verify and confirm', async () => {
    const { verify, page } = await authenticate({ persona: '131052-9672' });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Identification</h1>');
    expect(page.body).toMatch(/<label for="bank">/);
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const res = await confirm(verify);
    expect(res.json()).toMatchObject({ status: 0, ErrorCode: null });
    const debtor = await app.inject({
      url: '/api/debtor',
      headers: withSession(sessionSecretSet(res)!),
    });
    expect(debtor.json().responseObject.debts).toHaveLength(3);
  });

  it('the login page speaks Finnish and Swedish too', async () => {
    const fi = await authenticate({ persona: '131052-9672' }, { lang: 'fi' });
    expect(fi.page.body).toContain('<html lang="fi">');
    expect(fi.page.body).toContain('Tunnistaudu');
    const se = await authenticate({ persona: '131052-9672' }, { lang: 'se' });
    expect(se.page.body).toContain('<html lang="sv">');
  });

  it('also works through api/login with login type 0', async () => {
    const { verify } = await authenticate({ identityCode: '010190-923e' });
    const res = await api('/api/login', {
      LoginType: 0,
      code: verify.searchParams.get('code'),
      state: verify.searchParams.get('state'),
    });
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('answers NoDebts for an identity without a debtor, Cancel for a cancelled authentication', async () => {
    const unknown = await authenticate({ identityCode: '010101-123N' });
    expect((await confirm(unknown.verify)).json()).toMatchObject({
      status: 1,
      ErrorCode: 'NoDebts',
    });
    const cancelled = await authenticate({ persona: '131052-9672' }, { cancel: true });
    expect(cancelled.verify.searchParams.get('error')).toBe('access_denied');
    expect((await confirm(cancelled.verify)).json()).toMatchObject({
      status: 1,
      ErrorCode: 'Cancel',
    });
  });

  it('refuses an invalid identity code on the login page', async () => {
    const browser = new Browser(app);
    const start = await startFlow();
    const toLogin = await browser.get(start.href);
    const page = await browser.get(toLogin.headers.location as string);
    const action = /action="([^"]+)\/login"/.exec(page.body)![1]!;
    const res = await browser.post(`${action}/login`, {
      bank: 'nordea',
      persona: '',
      identityCode: '010101-123X',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
  });

  it('refuses a replayed callback: the same code and state work once', async () => {
    const { verify } = await authenticate({ persona: '131052-9672' });
    const first = await confirm(verify);
    expect(first.json().status).toBe(0);
    const replays = await Promise.all([confirm(verify), confirm(verify)]);
    for (const replay of replays) {
      expect(replay.json()).toEqual({ status: 1, ErrorCode: 3, expires_in: null });
      expect(replay.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a wrong or unknown state, and a state of another flow (PKCE verifier mismatch)', async () => {
    const { verify } = await authenticate({ persona: '131052-9672' });
    expect((await confirm(verify, 0, undefined, { state: 'forged-state' })).json()).toMatchObject({
      status: 1,
      ErrorCode: 3,
    });
    // The code of flow A presented with the state of flow B: B's verifier does not match A's challenge.
    const other = await startFlow();
    const swapped = await confirm(verify, 0, undefined, {
      state: other.searchParams.get('state'),
    });
    expect(swapped.json()).toMatchObject({ status: 1, ErrorCode: 3 });
  });

  it('refuses a return whose stored PKCE verifier or nonce does not match', async () => {
    const db = app.database.db;
    const a = await authenticate({ persona: '131052-9672' });
    await db
      .update(authRequests)
      .set({ codeVerifier: 'x'.repeat(64) })
      .where(eq(authRequests.stateHash, hashToken(a.verify.searchParams.get('state')!)));
    expect((await confirm(a.verify)).json()).toMatchObject({ status: 1, ErrorCode: 3 });

    const b = await authenticate({ persona: '131052-9672' });
    await db
      .update(authRequests)
      .set({ nonce: 'another-nonce' })
      .where(eq(authRequests.stateHash, hashToken(b.verify.searchParams.get('state')!)));
    expect((await confirm(b.verify)).json()).toMatchObject({ status: 1, ErrorCode: 3 });
  });

  it('refuses an expired flow', async () => {
    const { verify } = await authenticate({ persona: '131052-9672' });
    await app.database.db
      .update(authRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRequests.stateHash, hashToken(verify.searchParams.get('state')!)));
    expect((await confirm(verify)).json()).toMatchObject({ status: 1, ErrorCode: 3 });
  });

  it('re-authentication (type 6) must match the signed-in debtor and its own session', async () => {
    const weak = await weakSession(app, '2000003', '22222224');
    const wrongPerson = await authenticate({ persona: '150385-912E' }, { token: weak });
    expect((await confirm(wrongPerson.verify, 6, weak)).json()).toMatchObject({
      status: 1,
      ErrorCode: 3,
    });
    // A flow started by another session cannot be completed with this one.
    const otherWeak = await weakSession(app, '2000001', '22222222');
    const foreign = await authenticate({ persona: '010190-923E' }, { token: otherWeak });
    expect((await confirm(foreign.verify, 6, weak)).json()).toMatchObject({
      status: 1,
      ErrorCode: 3,
    });
    // A login flow (type 0) cannot be completed as a re-authentication.
    const login = await authenticate({ persona: '010190-923E' });
    expect((await confirm(login.verify, 6, weak)).json()).toMatchObject({ status: 1 });
    expect((await confirm(login.verify, 6)).statusCode).toBe(401);

    const own = await authenticate({ persona: '010190-923E' }, { token: weak });
    const res = await confirm(own.verify, 6, weak);
    expect(res.json().status).toBe(0);
    const debtor = await app.inject({
      url: '/api/debtor',
      headers: withSession(sessionSecretSet(res)!),
    });
    expect(debtor.json().responseObject.debts).toHaveLength(7);
  });
});
