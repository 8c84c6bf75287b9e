import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { PdfkitRenderer } from '../documents/pdfkit-renderer';
import type { SandboxIdp } from '../sandbox/idp';
import { SandboxSigningService } from '../sandbox/signing';
import { join } from 'node:path';
import { NodemailerMailer } from './mailer';
import { OutboxSmsSender } from './sms';
import { OidcIdentityProvider } from './oidc-identity';
import { PaytrailPaymentProvider, type ProviderFetch } from './paytrail';
import { SandboxBankStore } from '../sandbox/bank-store';
import { type Clock, systemClock } from '../lib/dates';
import type { IdentityProvider, Providers } from './types';

/** Where every identity provider returns the browser: the portal's strong-authentication route. */
export const LOGIN_VERIFY_PATH = '/login/verify';

/**
 * Answers the relying party's requests to the sandbox issuer inside the process (no socket, and
 * the same code path whether or not the server listens).
 */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url,
      headers: options.headers,
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.payload, { status: res.statusCode, headers });
  };
}

export interface ProviderSetup {
  providers: Providers;
  /** The sandbox identity issuer to mount, when configured. */
  sandboxIdp: SandboxIdp | null;
  /** The sandbox signing service to mount. */
  sandboxSigning: SandboxSigningService | null;
  /** The sandbox Paytrail and its payment method pages to mount, with their books. */
  sandboxBank: { account: number; secret: string; store: SandboxBankStore } | null;
}

/**
 * The third-party adapters the server runs with, chosen by configuration: sandbox
 * implementations served by this server by default, real ones by environment variables (see
 * docs/configuration.md). Tests and deployments may pass their own.
 */
export async function createProviders(
  app: FastifyInstance,
  config: ServerConfig,
  db: Db,
  overrides: Partial<Providers> = {},
  tokenSecret: Uint8Array = randomBytes(32),
  clock: Clock = systemClock,
): Promise<ProviderSetup> {
  // The sandbox Paytrail is served by this server: its API is answered in process, like the
  // sandbox issuer's; any other address (Paytrail's own) is called over HTTPS.
  const paytrail = config.paytrail;
  const paytrailFetch: ProviderFetch = paytrail.sandbox
    ? async (url, init) => {
        const res = await app.inject({
          method: init.method,
          url,
          headers: init.headers,
          ...(init.body === undefined ? {} : { payload: init.body }),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        return new Response(res.payload, { status: res.statusCode, headers });
      }
    : (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const bankStore = new SandboxBankStore(db);
  const payments = new PaytrailPaymentProvider({
    apiUrl: paytrail.apiUrl,
    account: paytrail.account,
    secret: paytrail.secret,
    customerEmail: paytrail.customerEmail,
    fetch: paytrailFetch,
    clock,
    log: app.log,
  });
  const redirectUri = `${config.publicUrl}${LOGIN_VERIFY_PATH}`;
  const log = (reason: string) => app.log.warn({ reason }, 'strong authentication refused');
  let sandboxIdp: SandboxIdp | null = null;
  let identity: IdentityProvider | null = null;
  if (config.identityProvider === 'sandbox') {
    // Derived, not random: the issuer and the relying party of every instance agree on it.
    const clientSecret = createHmac('sha256', tokenSecret)
      .update('sandbox-idp-client')
      .digest('hex');
    // Loaded only for the sandbox: oidc-provider supports Node 22 LTS and later and warns on Node
    // 20 when imported, so a deployment with a real issuer never loads it (docs/node-versions.md).
    const { createSandboxIdp } = await import('../sandbox/idp');
    sandboxIdp = await createSandboxIdp({
      publicUrl: config.publicUrl,
      clientId: 'debtor-portal',
      clientSecret,
      redirectUris: [redirectUri],
      db,
      secret: tokenSecret,
    });
    identity = new OidcIdentityProvider({
      issuer: sandboxIdp.issuer,
      clientId: 'debtor-portal',
      clientSecret,
      redirectUri,
      allowInsecure: true,
      fetch: injectFetch(app),
      log,
    });
  } else if (config.identityProvider === 'oidc' && config.oidc) {
    identity = new OidcIdentityProvider({ ...config.oidc, redirectUri, log });
  }
  // The signing service's key: configured, or derived so that every instance
  // on one database verifies the notices the others' sandbox signed.
  const signingSecret = config.signingSecret
    ? new TextEncoder().encode(config.signingSecret)
    : createHmac('sha256', tokenSecret).update('sandbox-signing').digest();
  // The sandbox services call back after the same delay.
  const sandboxSigning = overrides.signing
    ? null
    : new SandboxSigningService(
        db,
        config.publicUrl,
        signingSecret,
        config.paymentCallbackDelayMs,
        clock,
      );
  return {
    sandboxIdp,
    sandboxSigning,
    sandboxBank:
      overrides.payments || !paytrail.sandbox
        ? null
        : { account: paytrail.account, secret: paytrail.secret, store: bankStore },
    providers: {
      payments: overrides.payments ?? payments,
      signing: overrides.signing ?? sandboxSigning!,
      mail:
        overrides.mail ??
        new NodemailerMailer({
          smtpUrl: config.smtpUrl,
          outboxDir: join(config.dataDir, 'outbox'),
        }),
      sms: overrides.sms ?? new OutboxSmsSender(join(config.dataDir, 'outbox')),
      documents: overrides.documents ?? new PdfkitRenderer(),
      identity: 'identity' in overrides ? (overrides.identity ?? null) : identity,
    },
  };
}
