import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import { loadContract } from './contract/openapi';
import { registerOperations } from './contract/register';
import { type Database, migrateDatabase, migrationsApplied, openDatabase } from './db/client';
import { errorEnvelope, GENERIC_ERROR, HttpError } from './http/errors';
import { MAX_ATTACHMENT_BYTES, MAX_FILES, removeStaleUploads } from './http/uploads';
import { publicPageUrl } from './http/public-origin';
import { answerRequestIds, loggerOptions, OneLinePerRequest } from './http/request-log';
import { Metrics, type PoolCounts } from './http/metrics';
import { type Clock, systemClock } from './lib/dates';
import { createProviders } from './providers/registry';
import type { Providers } from './providers/types';
import { createHandlers } from './routes/handlers';
import { createServices, type Services, tokenSecretOf } from './services/container';
import { sessionCookieFor, type SessionCookie } from './http/session-cookie';
import { registerFormLogin } from './http/form-login';
import { pageSession, sessionBlock, signedInHintOf } from './http/page-session';
import { contractLoginType } from './rules/session';
import { crossSiteRefusal, forbiddenCrossSite } from './http/csrf';
import { JobRunner } from './services/jobs';
import { jobLease } from './db/lease';
import { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './services/throttle';
import { registerSecurityHeaders } from './security-headers';
import { registerConditionalGet } from './http/conditional-get';

import { CSP_NONCE_PLACEHOLDER, PortalShell, pagePolicy, withHeadParts } from './portal-shell';
import { routePreloads, type Manifest } from './route-preloads';
export { CSP_NONCE_PLACEHOLDER };
import { registerSandboxBank, SandboxBankCallbacks } from './sandbox/bank';
import { registerSandboxPaytrail } from './sandbox/paytrail-api';
import { registerSandboxStatic } from './sandbox/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's services (tests and the benchmark use them directly). */
    services: Services;
    database: Database;
    /** The Prometheus metrics (served on METRICS_PORT by main.ts, read directly by tests). */
    metrics: Metrics;
  }
}

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean;
  /** Where log lines go when `logger` is on (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** An open, migrated database the caller owns; without it one is opened from `config` and closed with the app. */
  database?: Database;
  clock?: Clock;
  providers?: Partial<Providers>;
  throttleLimits?: Partial<ThrottleLimits>;
}

/** Database errors that mean "not reachable right now": answered 503, not 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What an unexpected error may put in the log: its class, code and call stack, never its
 * message. Messages of database and parser errors quote the values they choked on, which are
 * what a user typed (nothing typed is logged at error level).
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  const e = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  // The stack starts with the message, which may span lines: it is cut off first.
  const message = typeof e.message === 'string' ? e.message : '';
  let stack = typeof e.stack === 'string' ? e.stack : '';
  const index = message ? stack.indexOf(message) : -1;
  if (index >= 0) stack = stack.slice(index + message.length);
  const frames =
    stack !== ''
      ? stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 15)
          .join('\n')
      : undefined;
  return {
    type: typeof e.name === 'string' ? e.name : typeof error,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(e.cause && depth < 3 ? { cause: loggableError(e.cause, depth + 1) } : {}),
  };
}

/**
 * Without migrating on start, an instance waits for the release step (the migration Job) to have
 * applied this build's migrations; it serves nothing meanwhile, so its probes keep it out of the
 * balancer.
 */
async function untilMigrated(database: Database, pollMs = 2_000): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await migrationsApplied(database.db).catch(() => false)) return;
    if (attempt % 15 === 0) {
      // Before the app's logger exists: the same JSON line shape.
      const msg =
        "waiting for this build's migrations (MIGRATE_ON_START=false: the migration job applies them)";
      process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The PostgreSQL pool's counts for the metrics; none on PGlite. */
function poolOf(database: Database): PoolCounts | null {
  if (database.kind !== 'postgres') return null;
  return (database.db as unknown as { $client: PoolCounts }).$client;
}

/**
 * Counts the providers' refusals of messages whose signature does not verify (payment returns
 * and callbacks, signing notices): a steady rate means a misconfigured secret or someone trying.
 */
function countSignatureRefusals(providers: Providers, metrics: Metrics): void {
  const { payments, signing } = providers;
  const verifyReturn = payments.verifyReturn.bind(payments);
  payments.verifyReturn = (query) => {
    const valid = verifyReturn(query);
    if (!valid) metrics.signatureRefusals.inc({ provider: 'payments' });
    return valid;
  };
  const verifyNotice = signing.verifyNotice.bind(signing);
  signing.verifyNotice = (notice) => {
    const valid = verifyNotice(notice);
    if (!valid) metrics.signatureRefusals.inc({ provider: 'signing' });
    return valid;
  };
}

/**
 * Opens the configured database (PGlite in `${DATA_DIR}/pglite`, or DATABASE_URL) and migrates it
 * (PostgreSQL: unless `MIGRATE_ON_START=false`, where a release step does, cli/migrate.ts).
 */
export async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  try {
    if (database.kind === 'pglite' || config.migrateOnStart) await migrateDatabase(database);
    else await untilMigrated(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Builds the reference server: the API under /api and the built portal at /. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger = false } = options;
  // Request ids, one line per request, redaction (http/request-log.ts, http/log-redaction.ts).
  const logging = loggerOptions(config.logLevel, options.logStream);
  const app = Fastify({
    ...logging,
    logger: logger ? logging.logger : false,
    logController: logger ? logging.logController : new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    // A request that reaches the server while it closes (on a connection opened before) is
    // served, not refused with Fastify's own 503: the balancer may not repeat a POST it sent.
    // Connections end after their answer meanwhile (the drain's Connection: close).
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL encoding) answer the contract's
    // envelope too, not Fastify's own body.
    frameworkErrors: (_error, _request, reply) => {
      // Typed with the route's generic schema here; the envelope is the answer of every route.
      void (reply as unknown as FastifyReply)
        .code(400)
        .header('Cache-Control', 'no-store')
        .send(errorEnvelope(GENERIC_ERROR));
    },
    // Fastify accepts a hop count too; its types only list boolean, string and string[].
    trustProxy: config.trustProxy as boolean | string[],
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  const clock = options.clock ?? systemClock;
  const tokenSecret = await tokenSecretOf(database.db, config.sessionSecret);
  const { providers, sandboxIdp, sandboxBank, sandboxSigning } = await createProviders(
    app,
    config,
    database.db,
    options.providers,
    tokenSecret,
    clock,
  );
  const metrics = new Metrics({ pool: () => poolOf(database) });
  countSignatureRefusals(providers, metrics);
  const services = createServices({
    db: database.db,
    clock,
    providers,
    tokenSecret,
    throttleLimits: {
      ...DEFAULT_THROTTLE_LIMITS,
      anonymousWriteMax: config.anonymousWriteLimit,
      ...options.throttleLimits,
    },
    publicUrl: config.publicUrl,
    payments: {
      returnUrl: `${config.publicUrl}/payment/verify`,
      callbackUrl: `${config.publicUrl}/api/payments/callback`,
      settleDelayMs: config.paymentSettleDelayMs,
    },
  });
  app.decorate('services', services);
  app.decorate('database', database);
  app.decorate('metrics', metrics);
  services.login.onAttempt = (loginType, result) => metrics.login(loginType, result);
  services.payments.onOutcome = (source, outcome) => metrics.payment(source, outcome);
  answerRequestIds(app);
  metrics.observeRequests(app);

  const jobs = registerJobs(app, config, database, services, metrics);

  // While the server drains before shutting down (main.ts), every answer closes its
  // connection, so the balancer holds no idle connection to it when it stops accepting.
  app.addHook('onSend', async (_request, reply) => {
    if (services.draining()) reply.header('Connection', 'close');
  });

  await registerSecurityHeaders(app, config.paytrail.cspOrigins);
  // Forged cross-site writes are refused before anything reads their body (http/csrf.ts).
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (refusal === null) return;
    request.log.warn({ event: 'cross-site write refused', reason: refusal }, 'csrf');
    throw forbiddenCrossSite();
  });
  // After the security headers: the debtor read is revalidated, not `no-store`, so a returning debtor's page can use it.
  registerConditionalGet(app);

  registerBodiesAndErrors(app);

  await registerSandboxes(app, config, clock, jobs, { sandboxIdp, sandboxBank, sandboxSigning });

  // Attachments: parts are read by the operations themselves (src/http/uploads.ts), which
  // count the total as it streams in.
  // Uploads a crashed process left in the temporary folder (http/uploads.ts).
  removeStaleUploads();
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES + 1,
      files: MAX_FILES + 1,
      fields: 150,
      fieldSize: 4096,
      parts: 200,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
    // File names arrive as sent, so that path parts are refused rather than silently cut off.
    preservePath: true,
  });

  const contract = loadContract();
  const sessionCookie = sessionCookieFor(config.publicUrl);
  const { missing } = registerOperations(
    app,
    contract,
    createHandlers(services, sessionCookie),
    services.sessions,
    services.uploadQuota,
    sessionCookie,
  );
  app.log.info(
    { notImplemented: missing },
    `${missing.length} contract operations are not implemented yet`,
  );

  // The login form works as a plain form post too (http/form-login.ts).
  await registerFormLogin(app, services, sessionCookie);

  // Unknown API paths answer a JSON 404, never the portal's index.html.
  app.all('/api/*', async (_request, reply) => reply.code(404).send(errorEnvelope(GENERIC_ERROR)));

  await registerPortalPages(app, config, services, sessionCookie);

  return app;
}

/**
 * Background jobs run on one instance at a time: the one holding the job lease (db/lease.ts,
 * services/jobs.ts), right after it takes it, then every interval. A round's failure is logged
 * and the next round runs; closing the server waits for a round in progress (preClose: before
 * the database closes) and gives the lease up. A job is registered with one `jobs.add` line.
 */
function registerJobs(
  app: FastifyInstance,
  config: ServerConfig,
  database: Database,
  services: Services,
  metrics: Metrics,
): JobRunner {
  const jobs = new JobRunner(jobLease(database), {
    log: {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error({ err: loggableError(error) }, message),
    },
    onRound: (job, result) => metrics.jobRound(job, result),
  });
  metrics.leaseHeld(() => jobs.leading);
  if (config.reminderIntervalMs > 0) {
    jobs.add({
      name: 'reminders',
      intervalMs: config.reminderIntervalMs,
      run: async () => {
        const round = await services.reminders.runOnce((error) =>
          app.log.error({ err: loggableError(error) }, 'reminder not sent'),
        );
        if (round.sent > 0 || round.failed > 0) app.log.info(round, 'reminder round');
      },
    });
  }
  // The status check of stalled payments (PaymentService.checkStalled): a payment at
  // the bank with neither return nor callback is asked about from the provider.
  if (config.paymentStatusCheckIntervalMs > 0) {
    jobs.add({
      name: 'payment status check',
      intervalMs: config.paymentStatusCheckIntervalMs,
      run: async () => {
        const round = await services.payments.checkStalled({
          stalledAfterMs: config.paymentStalledAfterMs,
          recheckMs: config.paymentStatusCheckIntervalMs,
        });
        if (round.checked > 0) app.log.info(round, 'payment status check');
      },
    });
  }
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}

/** How bodies are read and how every failure leaves: always as the contract's envelope. */
function registerBodiesAndErrors(app: FastifyInstance): void {
  // JSON bodies: an empty body is "no body" (logout, refresh); prototype poisoning is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Every error leaves as an envelope; 5xx never carry stack traces, SQL or file paths.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // The rest of a refused upload is read and thrown away (http/uploads.ts), not left unread
      // under a closing connection, which would reset it and lose this answer.
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send(errorEnvelope(error.errorCode));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope(GENERIC_ERROR));
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send(errorEnvelope(GENERIC_ERROR));
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send(errorEnvelope(GENERIC_ERROR));
  });
}

type Sandboxes = Pick<
  Awaited<ReturnType<typeof createProviders>>,
  'sandboxIdp' | 'sandboxBank' | 'sandboxSigning'
>;

/**
 * How a sandbox calls a server back, server to server: this server's own routes in process (like
 * the sandbox issuer's answers), any other address over HTTP. A GET, or a JSON POST when a body
 * is given; the answer's status.
 */
function callbackSender(app: FastifyInstance, publicUrl: string) {
  return async (url: string, body?: string): Promise<number> => {
    const init = body === undefined ? null : { headers: { 'content-type': 'application/json' } };
    if (url.startsWith(`${publicUrl}/`)) {
      const answer = init
        ? await app.inject({ method: 'POST', url, headers: init.headers, payload: body })
        : await app.inject({ method: 'GET', url });
      return answer.statusCode;
    }
    const res = await fetch(url, {
      ...(init ? { method: 'POST', headers: init.headers, body } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  };
}

/** The sandbox third parties this server stands in for, and their callback senders. */
async function registerSandboxes(
  app: FastifyInstance,
  config: ServerConfig,
  clock: Clock,
  jobs: JobRunner,
  { sandboxIdp, sandboxBank, sandboxSigning }: Sandboxes,
): Promise<void> {
  const send = callbackSender(app, config.publicUrl);
  // Sandbox third parties are served by this server, before the portal's fallback.
  await registerSandboxStatic(app);
  if (sandboxIdp) await sandboxIdp.register(app);
  if (sandboxBank) {
    const bank = {
      store: sandboxBank.store,
      clock,
      publicUrl: config.publicUrl,
      account: sandboxBank.account,
      secret: sandboxBank.secret,
    };
    await registerSandboxPaytrail(app, bank);
    await registerSandboxBank(app, { ...bank, callbackDelayMs: config.paymentCallbackDelayMs });
    // The bank's callback sender: server to server, to this server's callback route (in
    // process, like the sandbox issuer's answers), or over HTTP to any other address.
    if (config.paymentCallbackPollMs > 0) {
      const callbacks = new SandboxBankCallbacks(
        sandboxBank.store,
        sandboxBank.secret,
        (url) => send(url),
        clock,
      );
      // The bank sends from one instance at a time, as a job (taken over when it dies).
      jobs.add({
        name: 'sandbox bank callbacks',
        intervalMs: config.paymentCallbackPollMs,
        run: async () => {
          await callbacks.runOnce();
        },
      });
    }
  }
  if (sandboxSigning) {
    await sandboxSigning.register(app);
    // The signing service's callback sender, like the bank's: a job on one instance at a time.
    if (config.paymentCallbackPollMs > 0) {
      jobs.add({
        name: 'sandbox signing callbacks',
        intervalMs: config.paymentCallbackPollMs,
        run: async () => {
          await sandboxSigning.sendCallbacks((url, body) => send(url, body));
        },
      });
    }
  }
}

/**
 * The built portal: its hashed assets, and every other GET as a portal route, answered with the
 * page for this request (prerendered, or a signed-in page with its data, portal-shell.ts).
 */
async function registerPortalPages(
  app: FastifyInstance,
  config: ServerConfig,
  services: Services,
  sessionCookie: SessionCookie,
): Promise<void> {
  if (existsSync(join(config.portalDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.portalDir,
      wildcard: false,
      index: false,
      // The portal build writes .br and .gz copies of its text assets; they are sent to
      // browsers that accept them (with Vary: Accept-Encoding), the plain file to others.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // The same URL may be sent Brotli, gzip or plain: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed assets never change; index.html must always be fresh.
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // Every other GET is a portal route: the single-page app decides (including its not-found page).
    // Each answer carries a fresh nonce: Radix's scroll lock injects one <style> element, and the
    // page's one inline script reads the debtor early; the nonce lets exactly those through while
    // other injected styles and scripts stay blocked.
    const indexHtml = readFileSync(join(config.portalDir, 'index.html'), 'utf8');
    // The public entry pages come prerendered in the visitor's language, and a signed-in page as
    // its top bar and skeleton when the browser says it holds a session (portal-shell.ts).
    const shell = await PortalShell.load(config.portalDir, () => services.content.announcements());
    if (!shell)
      app.log.warn('No server renderer in the portal build; pages are rendered in the browser.');
    // A signed-in page comes with modulepreload links for its own chunks (route-preloads.ts).
    const manifestFile = join(config.portalDir, '.vite', 'manifest.json');
    const preloadsOf =
      shell && existsSync(manifestFile)
        ? routePreloads(
            JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
            shell.routeModules,
            (module) => app.log.warn({ module }, 'A route module is not in the build manifest'),
          )
        : () => '';
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(errorEnvelope(GENERIC_ERROR));
      }
      const canonical = publicPageUrl(config.publicUrl, request.headers.host, request.url);
      if (canonical) return reply.redirect(canonical, 308);
      const nonce = randomBytes(16).toString('base64');
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8');
      const path = request.url.split(/[?#]/)[0] ?? '/';
      const session = await pageSession(request, reply, services.sessions, sessionCookie);
      const head = preloadsOf(path);
      const shellPage = shell?.pageFor(path, session ? signedInHintOf(session) : null);
      // A signed-in page comes with the debtor's data in it (personal: `private, no-store`, for
      // this browser only); if the read fails, as its skeleton.
      const debtor =
        session && shellPage?.signedIn
          ? await services.debtor.debtorData(session).catch(() => null)
          : null;
      const withData =
        session && debtor
          ? { location: path, authType: contractLoginType(session.loginType), debtor }
          : undefined;
      const headStart = sessionBlock(session, services.sessions, withData !== undefined);
      if (shell && shellPage) {
        const page = await shell.answer(
          shellPage,
          request.headers,
          nonce,
          policy,
          head,
          headStart,
          withData,
        );
        reply
          .header('content-security-policy', page.contentSecurityPolicy)
          .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        if (page.encoding) reply.header('Content-Encoding', page.encoding);
        return reply.send(page.body);
      }
      reply
        .header('content-security-policy', pagePolicy(policy, nonce, []))
        .header('Vary', 'Cookie');
      const html = withHeadParts(indexHtml, headStart, head);
      return reply.send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    });
  } else {
    app.log.warn(`No built portal in ${config.portalDir}; run "npm run build:portal".`);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope(GENERIC_ERROR)));
  }
}
