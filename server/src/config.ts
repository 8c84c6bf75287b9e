import { resolve } from 'node:path';
import { fromRoot } from './paths';

/** Everything the server reads from the environment (documented in docs/configuration.md). */
export interface ServerConfig {
  /** TCP port; 3000 by default. */
  port: number;
  /** Interface to listen on; 127.0.0.1 by default (`HOST=0.0.0.0` in a container). */
  host: string;
  /** Where the embedded database and the mail outbox live; `./.data` by default. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded database (PGlite) in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The address users open, used in links and redirects; `http://127.0.0.1:{port}` by default,
   * the same address the server listens on and `npm start` prints, so a provider's return lands on
   * the origin the page was opened on (its local storage: consent, language).
   */
  publicUrl: string;
  /**
   * Pino level: `info` by default (start-up, login audit events, warnings and errors); `debug`
   * adds one line per request.
   */
  logLevel: LogLevel;
  /** The built portal (Vite output) served at `/`. */
  portalDir: string;
  /**
   * Secret that signs access tokens (HS256, at least 32 characters). Unset: one is generated on
   * first start and kept in the database, so every instance on that database shares it.
   */
  sessionSecret: string | undefined;
  /**
   * Fastify `trustProxy`: unset or `false` ignores `X-Forwarded-For` (the client address is the
   * socket's); `true`, a hop count or a comma-separated list of proxy addresses trusts it.
   */
  trustProxy: boolean | number | string[];
  /**
   * Strong authentication: `sandbox` (default) mounts the sandbox OpenID Connect issuer at
   * `/sandbox/idp`; `oidc` uses the issuer in `oidc`; `none` refuses strong logins.
   */
  identityProvider: 'sandbox' | 'oidc' | 'none';
  oidc: { issuer: string; clientId: string; clientSecret: string; identityClaim: string } | null;
  /** Sandbox bank: how long a confirmed payment stays pending before it is booked (ms). */
  paymentSettleDelayMs: number;
  /** Feedback and consent saves per client address (signed in: per debtor) in 10 minutes. */
  anonymousWriteLimit: number;
  /**
   * The payment provider: Paytrail's Payment API (the only one), by default the sandbox this
   * server serves at `/sandbox/paytrail` with Paytrail's public test merchant.
   */
  paytrail: PaytrailConfig;
  /** Sandbox signing service: HMAC secret of its returns and callbacks; derived from the token secret when unset. */
  signingSecret: string | undefined;
  /** `smtp://…` or `smtps://…`; unset writes mail as .eml files to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  /**
   * How often the installment reminder job runs (ms); it also runs once right after start.
   * 0 switches it off. One minute by default.
   */
  reminderIntervalMs: number;
  /** Sandbox bank: how long after "pay" or "cancel" it first calls the server back (ms); 1 s by default. */
  paymentCallbackDelayMs: number;
  /**
   * Sandbox bank: how often its callback sender looks for callbacks due (ms); 250 ms by
   * default, 0 switches the sender off.
   */
  paymentCallbackPollMs: number;
  /**
   * How often the status check of stalled payments runs (ms); it also runs once right after
   * start. 0 switches it off. One minute by default.
   */
  paymentStatusCheckIntervalMs: number;
  /** A payment at the bank this long with neither return nor callback is stalled (ms); 5 minutes by default. */
  paymentStalledAfterMs: number;
  /**
   * On SIGTERM, how long the server keeps answering (every answer closing its connection, and
   * `GET /api/ready` answering 503) before it stops accepting: the balancer's connections to it
   * end cleanly meanwhile. 0 by default; the cluster of `start:cluster` uses 2000.
   */
  shutdownDrainMs: number;
  /** On SIGTERM, requests still in flight this long after the drain are cut off (10 s). */
  shutdownTimeoutMs: number;
  /**
   * Port of `GET /metrics` (Prometheus), apart from the public one; unset: no metrics listener.
   * Never the same as `port`.
   */
  metricsPort: number | undefined;
  /**
   * PostgreSQL: whether an instance applies the migrations when it starts (under an advisory
   * lock); true by default. Kubernetes sets false and runs `node server/dist/migrate.js` as a
   * Job instead, so instances never migrate (they are not ready until the Job has). PGlite, one
   * process, always migrates.
   */
  migrateOnStart: boolean;
  /** Whether the demo personas are seeded into an empty database at start; true by default. */
  seedDemoData: boolean;
  /** Interface of the metrics listener; `HOST` by default. */
  metricsHost: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT ?? '3000');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    portalDir: resolve(env.PORTAL_DIR ?? fromRoot('portal', 'dist')),
    sessionSecret: parseSecret(env.SESSION_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...parseIdentity(env),
    paymentSettleDelayMs: parseDelay(env.PAYMENT_SETTLE_DELAY_MS, 30_000),
    anonymousWriteLimit: parseLimit(env.ANONYMOUS_WRITE_LIMIT, 30),
    paytrail: parsePaytrail(
      env,
      (env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    ),
    signingSecret: env.SIGNING_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    reminderIntervalMs: parseInterval(env.REMINDER_INTERVAL_MS, 60_000),
    paymentCallbackDelayMs: parseInterval(
      env.PAYMENT_CALLBACK_DELAY_MS,
      1_000,
      'PAYMENT_CALLBACK_DELAY_MS',
    ),
    paymentCallbackPollMs: parseInterval(
      env.PAYMENT_CALLBACK_POLL_MS,
      250,
      'PAYMENT_CALLBACK_POLL_MS',
    ),
    paymentStatusCheckIntervalMs: parseInterval(
      env.PAYMENT_STATUS_CHECK_INTERVAL_MS,
      60_000,
      'PAYMENT_STATUS_CHECK_INTERVAL_MS',
    ),
    paymentStalledAfterMs: parseInterval(
      env.PAYMENT_STALLED_AFTER_MS,
      300_000,
      'PAYMENT_STALLED_AFTER_MS',
    ),
    shutdownDrainMs: parseMs('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
    shutdownTimeoutMs: parseMs('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    migrateOnStart: parseSwitch('MIGRATE_ON_START', env.MIGRATE_ON_START, true),
    seedDemoData: parseSwitch('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    metricsHost: env.METRICS_HOST || env.HOST || '127.0.0.1',
  };
}

export interface PaytrailConfig {
  apiUrl: string;
  account: number;
  secret: string;
  /** The merchant's address sent as Paytrail's required customer e-mail. */
  customerEmail: string;
  /** True when `apiUrl` is this server's sandbox: it is then mounted and called in process. */
  sandbox: boolean;
  /**
   * Origins the CSP lets the portal post payment forms to and load method logos from (the
   * sandbox is 'self'); Paytrail's banks and its logo host in production (`PAYMENT_CSP_ORIGINS`).
   */
  cspOrigins: string[];
}

/** `PAYMENT_PROVIDER`, `PAYTRAIL_API_URL`, `PAYTRAIL_ACCOUNT`, `PAYTRAIL_SECRET` (docs/configuration.md). */
function parsePaytrail(env: NodeJS.ProcessEnv, publicUrl: string): PaytrailConfig {
  const kind = (env.PAYMENT_PROVIDER ?? 'paytrail').trim();
  if (kind !== 'paytrail') throw new Error('PAYMENT_PROVIDER must be paytrail');
  const sandboxUrl = `${publicUrl}/sandbox/paytrail`;
  const apiUrl = (env.PAYTRAIL_API_URL || sandboxUrl).trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl))
    throw new Error('PAYTRAIL_API_URL must be an http(s) URL');
  const account = (env.PAYTRAIL_ACCOUNT || '375917').trim();
  if (!/^[1-9]\d{0,8}$/.test(account)) throw new Error('PAYTRAIL_ACCOUNT must be a merchant id');
  const secret = env.PAYTRAIL_SECRET || 'SAIPPUAKAUPPIAS';
  return {
    apiUrl,
    account: Number(account),
    secret,
    customerEmail: env.PAYTRAIL_CUSTOMER_EMAIL || 'maksut@example.com',
    sandbox: apiUrl === sandboxUrl,
    cspOrigins: (env.PAYMENT_CSP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => {
        if (origin === '') return false;
        if (!/^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(origin)) {
          throw new Error('PAYMENT_CSP_ORIGINS must list https origins, separated by commas');
        }
        return true;
      }),
  };
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseMetricsPort(value: string | undefined, publicPort: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = parsePort(value, 'METRICS_PORT');
  if (port === publicPort && port !== 0) {
    throw new Error('METRICS_PORT must differ from PORT: metrics are never on the public port');
  }
  return port;
}

function parseIdentity(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'identityProvider' | 'oidc'> {
  const kind = (env.IDENTITY_PROVIDER ?? 'sandbox').trim();
  if (kind === 'sandbox' || kind === 'none') return { identityProvider: kind, oidc: null };
  if (kind !== 'oidc') throw new Error('IDENTITY_PROVIDER must be sandbox, oidc or none');
  const issuer = env.OIDC_ISSUER;
  const clientId = env.OIDC_CLIENT_ID;
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error(
      'IDENTITY_PROVIDER=oidc needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    );
  }
  return {
    identityProvider: 'oidc',
    oidc: { issuer, clientId, clientSecret, identityClaim: env.OIDC_IDENTITY_CLAIM ?? 'sub' },
  };
}

function parseSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  return value;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseDelay(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 86_400_000) {
    throw new Error(
      `PAYMENT_SETTLE_DELAY_MS must be whole milliseconds up to a day, got "${value}"`,
    );
  }
  return ms;
}

function parseInterval(
  value: string | undefined,
  fallback: number,
  name = 'REMINDER_INTERVAL_MS',
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 86_400_000) {
    throw new Error(`${name} must be whole milliseconds up to a day, got "${value}"`);
  }
  return ms;
}

function parseMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) {
    throw new Error(`${name} must be whole milliseconds up to 10 minutes, got "${value}"`);
  }
  return ms;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  const known = LOG_LEVELS.find((name) => name === level);
  if (!known) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return known;
}

function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1_000_000) {
    throw new Error(`ANONYMOUS_WRITE_LIMIT must be a whole number from 1, got "${value}"`);
  }
  return limit;
}

function parsePort(value: string, name = 'PORT'): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}
