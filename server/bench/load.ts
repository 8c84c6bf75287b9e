/**
 * `npm run bench:load`: a load model of real use on PostgreSQL. N simulated debtors each log in
 * (weak login, case number and online ID), load `GET /api/debtor` and then poll
 * `GET /api/payments/pending` every 15 s, as the portal does. N is ramped step by step; a step
 * is held when every request of it answered 200 and its p99 (all requests of the step, logins
 * included) is under 100 ms. Prints the highest N held, for one instance and for two instances,
 * each behind nginx (server/src/cli/cluster.ts), on a throwaway database each.
 *
 * Login throttling counts attempts per client address (30 in an hour); a real population logs
 * in from as many addresses as there are debtors. The benchmark's own nginx therefore passes
 * its X-Forwarded-For on (`forwardedFor`), the instances trust only nginx on loopback
 * (TRUST_PROXY=127.0.0.1, as in production behind a load balancer), and each simulated debtor
 * sends an address of its own (10.x.y.z). The default cluster (`npm run start:cluster`)
 * replaces any client-sent X-Forwarded-For with the socket's address.
 *
 * Options: `--steps 10,25,50,…` (N per step), `--ramp-rate 20` (logins per second while a step
 * adds debtors), `--hold-s 30` (measurement after the last arrival of a step), `--mode one|two|both`,
 * `--p99-ms 100`. Everything is bounded: the steps are finite and each has a fixed duration.
 * Only 127.0.0.1 is contacted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createThrowawayDatabase, startCluster } from '../src/cli/cluster';
import { PERSONAS } from '../src/seed/personas';
import {
  percentile,
  POSTGRES_URL,
  sessionHeaders,
  sessionSecretSet,
  sleep,
  table,
} from './harness';

const { values: args } = parseArgs({
  options: {
    steps: { type: 'string', default: '10,25,50,100,200,400,800,1200,1600,2400,3200' },
    'ramp-rate': { type: 'string', default: '20' },
    'hold-s': { type: 'string', default: '30' },
    'poll-s': { type: 'string', default: '15' },
    'p99-ms': { type: 'string', default: '100' },
    mode: { type: 'string', default: 'both' },
  },
});
const STEPS = args.steps
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0 && n <= 20_000);
const RAMP_RATE = Math.max(1, Number(args['ramp-rate']));
const HOLD_MS = Math.max(5, Number(args['hold-s'])) * 1000;
const POLL_MS = Math.max(1, Number(args['poll-s'])) * 1000;
const P99_LIMIT = Number(args['p99-ms']);

type Kind = 'login' | 'debtor' | 'pending';
interface Sample {
  kind: Kind;
  startedAt: number;
  ms: number;
  ok: boolean;
}

/** Case numbers with their online IDs that a weak login accepts (open debts). */
const CASES = PERSONAS.flatMap((p) =>
  p.debts
    .filter((d) => d.onlineId)
    .map((d) => ({ caseNumber: String(d.orderNr), onlineId: d.onlineId })),
);

function addressOf(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

class Population {
  readonly samples: Sample[] = [];
  private readonly debtors: Promise<void>[] = [];
  private stopped = false;
  private count = 0;
  private usable: { caseNumber: string; onlineId: string }[] = [];

  constructor(private readonly base: string) {}

  get size() {
    return this.count;
  }

  private async timed(kind: Kind, address: string, path: string, init: RequestInit = {}) {
    const startedAt = Date.now();
    const t0 = performance.now();
    let ok = false;
    let body: unknown = null;
    let secret: string | null = null;
    try {
      const res = await fetch(`${this.base}${path}`, {
        ...init,
        headers: { 'x-forwarded-for': address, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(10_000),
      });
      body = await res.json().catch(() => null);
      secret = sessionSecretSet(res.headers);
      ok = res.status === 200;
    } catch {
      ok = false;
    }
    const ms = performance.now() - t0;
    if (!this.stopped || kind !== 'pending') this.samples.push({ kind, startedAt, ms, ok });
    return { ok, body: body as Record<string, unknown> | null, secret };
  }

  private login(address: string, c: { caseNumber: string; onlineId: string }) {
    return this.timed('login', address, '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ LoginType: 2, Username: c.caseNumber, Password: c.onlineId }),
    });
  }

  /** Keeps the case numbers whose weak login succeeds (paid cases answer code 4). */
  async findUsableCases(): Promise<number> {
    for (const [i, c] of CASES.entries()) {
      const res = await this.login(`10.255.255.${i + 1}`, c);
      if (res.ok && res.body?.status === 0) this.usable.push(c);
    }
    this.samples.length = 0;
    return this.usable.length;
  }

  /** One simulated debtor: login, debtor data, then the 15 s poll until the run ends. */
  private async debtor(index: number) {
    const address = addressOf(index + 1);
    const credentials = this.usable[index % this.usable.length]!;
    const login = await this.login(address, credentials);
    const token = login.ok && login.body?.status === 0 ? login.secret : null;
    if (!token) {
      if (login.ok) this.samples.at(-1)!.ok = false; // 200 with a refusal is an error here
      return;
    }
    const auth = sessionHeaders(token);
    await this.timed('debtor', address, '/api/debtor', { headers: auth });
    while (!this.stopped) {
      await sleep(POLL_MS);
      if (this.stopped) break;
      await this.timed('pending', address, '/api/payments/pending', { headers: auth });
    }
  }

  /** Adds debtors up to `target`, at `RAMP_RATE` arrivals per second. */
  async growTo(target: number) {
    const gap = 1000 / RAMP_RATE;
    while (this.count < target) {
      this.debtors.push(this.debtor(this.count));
      this.count += 1;
      await sleep(gap);
    }
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.debtors);
  }
}

interface StepResult {
  n: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  loginP99: number;
  pollP99: number;
  held: boolean;
}

async function measure(mode: 'one' | 'two'): Promise<StepResult[]> {
  const database = await createThrowawayDatabase(POSTGRES_URL, 'bench_load');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const nginxPort = mode === 'one' ? 4480 : 4483;
  const instancePorts = mode === 'one' ? [4481] : [4484, 4485];
  const cluster = await startCluster({
    port: nginxPort,
    instancePorts,
    databaseUrl: database.url,
    dataDir,
    forwardedFor: '$proxy_add_x_forwarded_for',
    env: { PORTAL_DIR: join(dataDir, 'no-portal') },
    onLine: () => undefined,
  });
  const results: StepResult[] = [];
  const population = new Population(cluster.base);
  try {
    const usable = await population.findUsableCases();
    console.log(
      `\n${mode === 'one' ? 'One instance' : 'Two instances'} behind nginx (${usable} case numbers; load average ${loadavg()[0]!.toFixed(1)})`,
    );
    for (const n of STEPS) {
      const stepStart = Date.now();
      await population.growTo(n);
      await sleep(HOLD_MS);
      const stepEnd = Date.now();
      const samples = population.samples.filter(
        (s) => s.startedAt >= stepStart && s.startedAt < stepEnd,
      );
      const ms = samples.map((s) => s.ms);
      const of = (kind: Kind) => samples.filter((s) => s.kind === kind).map((s) => s.ms);
      const result: StepResult = {
        n,
        requests: samples.length,
        errors: samples.filter((s) => !s.ok).length,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        max: Math.max(...ms),
        loginP99: percentile(of('login'), 99),
        pollP99: percentile(of('pending'), 99),
        held: false,
      };
      result.held = result.errors === 0 && result.p99 < P99_LIMIT;
      results.push(result);
      console.log(
        `  N=${n}: ${result.requests} requests, ${result.errors} errors, p50 ${result.p50.toFixed(1)} / p99 ${result.p99.toFixed(1)} ms (login p99 ${result.loginP99.toFixed(1)}, poll p99 ${result.pollP99.toFixed(1)})${result.held ? '' : '  <- not held'}`,
      );
      if (!result.held) break;
    }
  } finally {
    await population.stop();
    await cluster.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const modes: ('one' | 'two')[] =
  args.mode === 'one' ? ['one'] : args.mode === 'two' ? ['two'] : ['one', 'two'];
const summary: (string | number)[][] = [];
for (const mode of modes) {
  const results = await measure(mode);
  const held = results.filter((r) => r.held).at(-1);
  const broke = results.find((r) => !r.held);
  summary.push([
    mode === 'one' ? '1 instance + nginx' : '2 instances + nginx',
    held ? held.n : 0,
    held ? `${held.p50.toFixed(1)} / ${held.p99.toFixed(1)}` : '-',
    held ? `${held.loginP99.toFixed(1)} / ${held.pollP99.toFixed(1)}` : '-',
    broke
      ? `N=${broke.n}: ${broke.errors} errors, p99 ${broke.p99.toFixed(1)} ms`
      : 'never (last step held)',
  ]);
}
console.log(
  `\nHighest N held with 0 errors and p99 under ${P99_LIMIT} ms (poll every ${POLL_MS / 1000} s, ${RAMP_RATE} arrivals/s, hold ${HOLD_MS / 1000} s):\n`,
);
console.log(
  table(
    ['set-up', 'N held', 'p50 / p99 ms', 'login / poll p99 ms', 'first step not held'],
    summary,
  ),
);
