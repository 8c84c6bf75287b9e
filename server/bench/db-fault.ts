/**
 * `npm run bench:fault:proxy [-- --mode refuse|blackhole] [--outage-ms 5000] [--clients 4] [--port 4420]`
 *
 * Dependency fault, PostgreSQL only: a TCP proxy (in this script) sits between the real server
 * (`node --import tsx server/src/main.ts`, child process) and PostgreSQL (`BENCH_DATABASE_URL`,
 * else 127.0.0.1:5432; a throwaway database is created and dropped). Clients send authenticated
 * `GET /api/debtor` and `GET /api/health`; after a few seconds the proxy is cut for
 * `--outage-ms`, then restored.
 *
 * - `refuse` (default): every proxied connection is destroyed and the port stops accepting
 *   (PostgreSQL stopped or restarted: connection refused).
 * - `blackhole`: connections stay open but nothing is forwarded, new ones are accepted and never
 *   answered (a network partition: no reset, only silence).
 *
 * Reported: answers during the outage by status with p50/p99/max latency, 5xx other than 503,
 * the time from the restore to the first 200 of each route, and whether the process stayed up.
 * Exit code 1 when a request took longer than 10 s (hang), the server died or it did not recover
 * within 30 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createScratchDatabase,
  loginWeak,
  percentile,
  POSTGRES_URL,
  request,
  type ScratchDatabase,
  ServerProcess,
  sleep,
  table,
  withDatabase,
} from './harness';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'refuse' },
    'outage-ms': { type: 'string', default: '5000' },
    'warmup-ms': { type: 'string', default: '4000' },
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: '4420' },
    keep: { type: 'boolean', default: false },
  },
});
const MODE = args.mode === 'blackhole' ? 'blackhole' : 'refuse';
if (args.mode !== 'refuse' && args.mode !== 'blackhole') {
  throw new Error('--mode is refuse or blackhole');
}
const PORT = Number(args.port);
const PROXY_PORT = PORT + 1;
const OUTAGE_MS = Number(args['outage-ms']);
const WARMUP_MS = Number(args['warmup-ms']);
const CLIENTS = Number(args.clients);
const HANG_MS = 10_000;
const RECOVERY_LIMIT_MS = 30_000;
/** Client-side limit of one request: well beyond HANG_MS, so hangs are measured, not hidden. */
const REQUEST_TIMEOUT_MS = 20_000;

/** A TCP proxy to PostgreSQL that can be cut and restored. */
class FaultProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private blackhole = false;
  private readonly upstream = new URL(POSTGRES_URL);

  async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(PROXY_PORT, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  private accept(client: Socket) {
    this.track(client);
    if (this.blackhole) return; // accepted, never answered
    const upstream = connect(Number(this.upstream.port || 5432), this.upstream.hostname);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  async cut(): Promise<void> {
    if (MODE === 'blackhole') {
      this.blackhole = true;
      // Established connections go silent: nothing more is read from or written to them.
      for (const socket of this.sockets) {
        socket.unpipe();
        socket.pause();
      }
      return;
    }
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async restore(): Promise<void> {
    // Silent connections are dropped now (as a router would after the partition heals).
    for (const socket of this.sockets) socket.destroy();
    this.blackhole = false;
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

interface Sample {
  route: 'debtor' | 'health';
  start: number;
  end: number;
  /** HTTP status, or 0 for a network error, -1 for a client timeout. */
  status: number;
}

const samples: Sample[] = [];
let stop = false;

async function runClient(
  base: string,
  route: Sample['route'],
  token: string | null,
): Promise<void> {
  while (!stop) {
    const start = performance.now();
    let status: number;
    try {
      const res = await request(base, route === 'debtor' ? '/api/debtor' : '/api/health', {
        token: token ?? undefined,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      status = res.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? -1 : 0;
    }
    samples.push({ route, start, end: performance.now(), status });
    await sleep(25);
  }
}

const statusName = (status: number) =>
  status === -1 ? 'timeout' : status === 0 ? 'network error' : String(status);

const dir = mkdtempSync(join(tmpdir(), 'portal-fault-'));
const logFile = join(dir, 'server.log');
const proxy = new FaultProxy();
let scratch: ScratchDatabase | null = null;
let server: ServerProcess | null = null;
let exitCode = 0;

try {
  scratch = await createScratchDatabase('portal_fault');
  await proxy.listen();
  server = new ServerProcess({
    port: PORT,
    dataDir: dir,
    databaseUrl: withDatabase(`postgres://postgres@127.0.0.1:${PROXY_PORT}/`, scratch.name),
    logFile,
  });
  await server.ready();
  const base = server.base;
  const token = await loginWeak(base, '2000001', '22222222');
  if (!token) throw new Error('login refused');
  console.log(
    `db fault bench: ${MODE}, ${CLIENTS} debtor clients + 1 health client, outage ${OUTAGE_MS} ms`,
  );
  const clients = [
    ...Array.from({ length: CLIENTS }, () => runClient(base, 'debtor', token)),
    runClient(base, 'health', null),
  ];

  await sleep(WARMUP_MS);
  const cutAt = performance.now();
  await proxy.cut();
  console.log('  proxy cut');
  await sleep(OUTAGE_MS);
  const restoreAt = performance.now();
  await proxy.restore();
  console.log('  proxy restored');

  // Run until both routes answered 200 again (or the limit), then two seconds more.
  const firstOk = (route: Sample['route']) =>
    samples.find((s) => s.route === route && s.status === 200 && s.start >= restoreAt);
  const limit = restoreAt + RECOVERY_LIMIT_MS;
  while (performance.now() < limit && !(firstOk('debtor') && firstOk('health'))) {
    if (!server.running) break;
    await sleep(100);
  }
  await sleep(2000);
  stop = true;
  // Requests still hanging are given up by the client timeout (REQUEST_TIMEOUT_MS).
  await Promise.all(clients);
  const stayedUp = server.running;

  // Phase of a request: when it started.
  const during = samples.filter((s) => s.start >= cutAt && s.start < restoreAt);
  const before = samples.filter((s) => s.end < cutAt);
  const after = samples.filter((s) => s.start >= restoreAt);
  const overlapping = samples.filter((s) => s.start < cutAt && s.end >= cutAt);

  const rows: (string | number)[][] = [];
  for (const [phase, list] of [
    ['before', before],
    ['in flight at cut', overlapping],
    ['during outage', during],
    ['after restore', after],
  ] as const) {
    const byStatus = new Map<string, number[]>();
    for (const s of list) {
      const key = `${s.route} ${statusName(s.status)}`;
      byStatus.set(key, [...(byStatus.get(key) ?? []), s.end - s.start]);
    }
    for (const [key, latencies] of [...byStatus].sort()) {
      rows.push([
        phase,
        key,
        latencies.length,
        percentile(latencies, 50).toFixed(0),
        percentile(latencies, 99).toFixed(0),
        Math.max(...latencies).toFixed(0),
      ]);
    }
  }
  console.log(`\nanswers by phase (latency ms)\n`);
  console.log(table(['phase', 'route status', 'count', 'p50', 'p99', 'max'], rows));

  const duringLatency = during.map((s) => s.end - s.start);
  const maxLatency = Math.max(0, ...samples.map((s) => s.end - s.start));
  const other5xx = samples.filter((s) => s.status >= 500 && s.status !== 503);
  const networkErrors = samples.filter((s) => s.status <= 0);
  const recovery = (route: Sample['route']) => {
    const ok = firstOk(route);
    return ok ? ok.end - restoreAt : null;
  };
  const debtorRecovery = recovery('debtor');
  const healthRecovery = recovery('health');
  const fmt = (ms: number | null) => (ms === null ? 'never' : ms.toFixed(0));

  console.log(`\nsummary (PostgreSQL through the proxy, mode ${MODE})\n`);
  console.log(
    table(
      ['figure', 'value', 'must be'],
      [
        ['outage ms', OUTAGE_MS, ''],
        ['requests during outage', during.length, ''],
        ['outage p50 ms', percentile(duringLatency, 50).toFixed(0), ''],
        ['outage p99 ms', percentile(duringLatency, 99).toFixed(0), ''],
        ['outage max ms', Math.max(0, ...duringLatency).toFixed(0), ''],
        ['max latency, whole run ms', maxLatency.toFixed(0), `< ${HANG_MS}`],
        ['5xx other than 503', other5xx.length, 0],
        ['network errors / client timeouts', networkErrors.length, 0],
        ['recovery to first 200, /api/debtor ms', fmt(debtorRecovery), `< ${RECOVERY_LIMIT_MS}`],
        ['recovery to first 200, /api/health ms', fmt(healthRecovery), `< ${RECOVERY_LIMIT_MS}`],
        ['server process stayed up', stayedUp ? 'yes' : 'NO', 'yes'],
      ],
    ),
  );
  const failures: string[] = [];
  if (maxLatency >= HANG_MS) failures.push(`a request took ${maxLatency.toFixed(0)} ms (hang)`);
  if (!stayedUp) failures.push('the server process died');
  if (debtorRecovery === null || healthRecovery === null) {
    failures.push(`no 200 within ${RECOVERY_LIMIT_MS} ms of the restore`);
  }
  if (other5xx.length > 0) console.log(`  note: ${other5xx.length} answers were 5xx but not 503`);
  for (const failure of failures) console.log(`  ! ${failure}`);
  if (failures.length > 0) exitCode = 1;
} catch (error) {
  console.error(`db fault bench failed: ${(error as Error).stack}\n(server log: ${logFile})`);
  exitCode = 2;
} finally {
  stop = true;
  if (server?.running) await server.stop();
  await proxy.close();
  await scratch?.drop().catch((error) => console.error(`drop failed: ${error}`));
  if (exitCode === 0 && !args.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`server log kept in ${logFile}`);
}
process.exit(exitCode);
