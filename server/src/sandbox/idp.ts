/**
 * Sandbox identity provider: a real OpenID Connect issuer (oidc-provider) mounted in the
 * reference server under `/sandbox/idp`. Its login page lets a tester choose a bank and a test
 * identity code; the server's relying party (`providers/oidc-identity.ts`) talks to it exactly as
 * it would to a real Finnish Trust Network broker.
 */
import { createHmac } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type JWK } from 'oidc-provider';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { databaseAdapterFactory } from './idp-store';
import { isValidIdentityCode } from '../lib/identity';
import { PERSONAS } from '../seed/personas';
import {
  BANKS,
  escapeHtml,
  SANDBOX_TEXTS,
  sandboxLang,
  sandboxPage,
  type SandboxLang,
} from './texts';

export const SANDBOX_IDP_PATH = '/sandbox/idp';

export interface SandboxIdpOptions {
  /** The server's public address; the issuer is `${publicUrl}/sandbox/idp`. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Where the issuer keeps its state and signing key (shared by every instance). */
  db: Db;
  /** The server's secret, from which the issuer's cookie keys are derived (same on every instance). */
  secret: Uint8Array;
}

export interface SandboxIdp {
  issuer: string;
  provider: Provider;
  /** Registers the issuer's endpoints and the login page on the server. */
  register(app: FastifyInstance): Promise<void>;
}

/** One candidate signing key per process (tests build many servers). */
let signingKeyPromise: Promise<JWK> | undefined;
function candidateSigningKey(): Promise<JWK> {
  signingKeyPromise ??= generateKeyPair('RS256', { extractable: true }).then(
    async ({ privateKey }) => ({
      ...(await exportJWK(privateKey)),
      alg: 'RS256',
      use: 'sig',
      kid: 'sandbox',
    }),
  );
  return signingKeyPromise;
}

/**
 * The issuer's signing key: the first instance on a database stores its candidate, every other
 * one reads it back, so all instances publish the same keys and verify each other's ID tokens.
 */
async function sandboxSigningKey(db: Db): Promise<JWK> {
  const candidate = await candidateSigningKey();
  await db
    .insert(appSettings)
    .values({ key: 'sandbox_idp_jwk', value: JSON.stringify(candidate) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'sandbox_idp_jwk'));
  return JSON.parse(row!.value) as JWK;
}

export async function createSandboxIdp(options: SandboxIdpOptions): Promise<SandboxIdp> {
  const issuer = `${options.publicUrl}${SANDBOX_IDP_PATH}`;
  const signingKey = await sandboxSigningKey(options.db);
  // Signed cookies (`_interaction`, `_session`) set by one instance are read by another.
  const cookieKey = createHmac('sha256', options.secret)
    .update('sandbox-idp-cookies')
    .digest('hex');
  const provider = new Provider(issuer, issuerConfiguration(options, signingKey, cookieKey));
  // The provider marks its cookies Secure when it sees an https request (Koa's ctx.secure). TLS
  // may end in front of this server, so under an https issuer it is told so by a header this
  // server sets itself (see `forwardedHeaders`), never one a client sent.
  provider.proxy = true;
  // Log lines go through the server's logger; the provider's own "server_error" events are quiet.
  provider.on('server_error', () => undefined);
  const forwarded = forwardedHeaders(issuer.startsWith('https://'));

  async function register(app: FastifyInstance): Promise<void> {
    await registerLoginPage(app, provider, forwarded);
    await registerIssuer(app, provider, forwarded);
  }

  return { issuer, provider, register };
}

/** The issuer: one client (the server's relying party), PKCE, short lifetimes, our login page. */
function issuerConfiguration(
  options: SandboxIdpOptions,
  signingKey: JWK,
  cookieKey: string,
): Configuration {
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${SANDBOX_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    adapter: databaseAdapterFactory(options.db),
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
    },
    async renderError(ctx, out) {
      const lang: SandboxLang = 'en';
      ctx.type = 'html';
      ctx.body = sandboxPage(
        lang,
        SANDBOX_TEXTS[lang].errorTitle,
        `<p class="error">${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`,
      );
    },
  };
}

type Forwarded = (request: FastifyRequest) => void;

/** Sets the forwarded headers the provider trusts (`proxy = true`) from what this server knows. */
function forwardedHeaders(httpsIssuer: boolean): Forwarded {
  return (request) => {
    const headers = request.raw.headers;
    headers['x-forwarded-proto'] = httpsIssuer ? 'https' : 'http';
    headers['x-forwarded-for'] = request.ip;
    delete headers['x-forwarded-host'];
    delete headers.forwarded;
  };
}

/** The personas with an identity code, offered on the login page. */
const SANDBOX_PERSONAS = PERSONAS.filter((p) => p.identityCode).map((p) => ({
  code: p.identityCode!,
  name: p.name,
}));

function loginPage(uid: string, lang: SandboxLang, error?: string): string {
  const t = SANDBOX_TEXTS[lang];
  const bankOptions = BANKS.map(
    (b) => `<option value="${b.id}">${escapeHtml(b.name)}</option>`,
  ).join('');
  const personaOptions = [
    `<option value="">${escapeHtml(t.noPersona)}</option>`,
    ...SANDBOX_PERSONAS.map(
      (p, i) =>
        `<option value="${escapeHtml(p.code)}"${i === 0 ? ' selected' : ''}>${escapeHtml(
          `${p.name} (${p.code})`,
        )}</option>`,
    ),
  ].join('');
  const action = `${SANDBOX_IDP_PATH}/interaction/${encodeURIComponent(uid)}`;
  return sandboxPage(
    lang,
    t.idpTitle,
    `<p>${escapeHtml(t.idpIntro)}</p>
${error ? `<p class="error" role="alert" id="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<label for="bank">${escapeHtml(t.bank)}</label>
<select id="bank" name="bank" required>${bankOptions}</select>
<label for="persona">${escapeHtml(t.persona)}</label>
<select id="persona" name="persona">${personaOptions}</select>
<label for="identityCode">${escapeHtml(t.otherCode)}</label>
<input type="text" id="identityCode" name="identityCode" maxlength="11" autocomplete="off" aria-describedby="identityCodeHint"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="identityCodeHint">${escapeHtml(t.otherCodeHint)}</p>
<div class="actions">
<button type="submit" class="primary">${escapeHtml(t.authenticate)}</button>
<button type="submit" formaction="${action}/abort" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>`,
  );
}

function expired(reply: FastifyReply) {
  const t = SANDBOX_TEXTS.fi;
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(sandboxPage('fi', t.errorTitle, `<p class="error">${escapeHtml(t.expired)}</p>`));
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The interaction behind the page's address; null when it has expired or is another one. */
async function interactionOf(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<Interaction | null> {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : null;
  } catch {
    return null;
  }
}

const languageOf = (details: Interaction) =>
  sandboxLang(String(details.params.ui_locales ?? '').split(' ')[0]);

/** The login page and its two answers (log in, cancel): its own scope with a form parser. */
async function registerLoginPage(
  app: FastifyInstance,
  provider: Provider,
  forwarded: Forwarded,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => forwarded(request));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );

    scope.get<{ Params: { uid: string } }>(
      `${SANDBOX_IDP_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await interactionOf(provider, request, reply, request.params.uid);
        if (!details) return expired(reply);
        return reply
          .type('text/html; charset=utf-8')
          .send(loginPage(details.uid, languageOf(details)));
      },
    );

    scope.post<{ Params: { uid: string; action: string } }>(
      `${SANDBOX_IDP_PATH}/interaction/:uid/:action`,
      async (request, reply) => {
        const details = await interactionOf(provider, request, reply, request.params.uid);
        if (!details) return expired(reply);
        const lang = languageOf(details);
        const form = (request.body ?? {}) as Record<string, unknown>;
        let result;
        if (request.params.action === 'abort') {
          result = { error: 'access_denied', error_description: 'Cancelled by the user' };
        } else if (request.params.action === 'login') {
          result = await loginResult(provider, details, form);
          if (!result) {
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(loginPage(details.uid, lang, SANDBOX_TEXTS[lang].invalidCode));
          }
        } else {
          return reply.code(404).send();
        }
        const url = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
        return reply.redirect(url, 303);
      },
    );
  });
}

/** The login's result for the chosen bank and identity code; null when either is not valid. */
async function loginResult(
  provider: Provider,
  details: Interaction,
  form: Record<string, unknown>,
) {
  const typed = typeof form.identityCode === 'string' ? form.identityCode.trim() : '';
  const chosen = typeof form.persona === 'string' ? form.persona : '';
  const code = (typed || chosen).toUpperCase();
  const bank = BANKS.find((b) => b.id === form.bank);
  if (!bank || !isValidIdentityCode(code)) return null;
  const grant = new provider.Grant({
    accountId: code,
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope('openid');
  const grantId = await grant.save();
  return { login: { accountId: code }, consent: { grantId } };
}

/**
 * Everything else under the prefix is the OpenID Connect issuer itself (Koa), which reads its own
 * request bodies: this scope leaves them unread.
 */
async function registerIssuer(
  app: FastifyInstance,
  provider: Provider,
  forwarded: Forwarded,
): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => forwarded(request));
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(SANDBOX_IDP_PATH.length) || '/';
      reply.hijack();
      await callback(raw, reply.raw);
    };
    scope.route({ method: ['GET', 'POST'], url: `${SANDBOX_IDP_PATH}/*`, handler });
  });
}
