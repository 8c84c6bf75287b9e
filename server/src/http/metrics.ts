import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeOf } from './request-log';

/** What the pool of a PostgreSQL database reports (pg.Pool); PGlite has none. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The server's Prometheus metrics, one registry per app (tests build many in one process). They
 * are served on `METRICS_PORT` only (`startMetricsServer`), never on the public port: labels are
 * route templates, methods, status classes and fixed outcome names, never a URL or an identifier.
 * docs/server-operations.md has the dashboards' queries.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route template, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly logins = new Counter({
    name: 'portal_logins_total',
    help: 'Login attempts by method (case number, token link, strong, step-up, business ID) and result',
    labelNames: ['method', 'result'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'portal_payment_outcomes_total',
    help: 'Payment results received, by source (return, callback, status check) and outcome',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly signatureRefusals = new Counter({
    name: 'portal_signature_refusals_total',
    help: 'Provider messages refused because their signature did not verify, by provider',
    labelNames: ['provider'] as const,
    registers: [this.registry],
  });

  /** 1 while this instance holds the job lease and runs the background jobs (read when scraped). */
  readonly jobLeaseHeld: Gauge;

  /** The PostgreSQL pool's connections by state (read when scraped). */
  readonly poolConnections: Gauge<'state'>;

  readonly jobLastRun = new Gauge({
    name: 'portal_job_last_run_timestamp_seconds',
    help: 'When a background job last finished a round on this instance, by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });

  readonly jobRounds = new Counter({
    name: 'portal_job_rounds_total',
    help: 'Rounds of the background jobs on this instance, by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });

  private leaseHeldNow: () => boolean = () => false;

  constructor(options: { pool?: () => PoolCounts | null } = {}) {
    collectDefaultMetrics({ register: this.registry });
    const { pool } = options;
    const leaseHeld = () => this.leaseHeldNow();
    this.jobLeaseHeld = new Gauge({
      name: 'portal_job_lease_held',
      help: '1 while this instance holds the job lease and runs the background jobs, else 0',
      registers: [this.registry],
      collect() {
        this.set(leaseHeld() ? 1 : 0);
      },
    });
    this.poolConnections = new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const counts = pool?.();
        if (!counts) return;
        this.set({ state: 'total' }, counts.totalCount);
        this.set({ state: 'idle' }, counts.idleCount);
        this.set({ state: 'waiting' }, counts.waitingCount);
      },
    });
  }

  /** Where the job lease gauge reads whether this instance holds the lease. */
  leaseHeld(held: () => boolean): void {
    this.leaseHeldNow = held;
  }

  /** Times every request by its route template (an `onResponse` hook). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      this.requestDuration.observe(
        {
          method: request.method,
          route: routeOf(request),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });
  }

  login(loginType: number, result: string): void {
    this.logins.inc({ method: LOGIN_METHODS[loginType] ?? `type ${loginType}`, result });
  }

  payment(source: 'return' | 'callback' | 'status', outcome: string): void {
    this.payments.inc({ source, outcome });
  }

  jobRound(job: string, result: 'ok' | 'failed'): void {
    this.jobLastRun.set({ job, result }, Date.now() / 1000);
    this.jobRounds.inc({ job, result });
  }

  /** The text a Prometheus scrape reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** The contract's login types by name (rules/session.ts, services/login.ts). */
const LOGIN_METHODS: Record<number, string> = {
  0: 'strong',
  2: 'case number',
  3: 'business id',
  4: 'token link',
  6: 'strong step-up',
};

/**
 * `GET /metrics` on a port of its own (`METRICS_PORT`), for the scraper inside the cluster; the
 * public port has no such route. Anything else answers 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
