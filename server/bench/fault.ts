/**
 * `npm run bench:fault [-- --scenarios kill,rolling,db] [--port 4420] [--get-clients 4] [--post-clients 2]`
 *
 * The production shape under faults: `server/src/cli/cluster.ts` (what `npm run start:cluster`
 * runs: nginx on `--port`, two instances on the next two ports, PostgreSQL) is started as a
 * child process on a throwaway database (`BENCH_DATABASE_URL`, else 127.0.0.1:5432; dropped
 * afterwards), and clients send a mix of `GET /api/debtor` (weak session) and
 * `POST /api/feedback/save` through nginx while, one after the other:
 *
 * - `kill`: instance 1 is killed with SIGKILL (`kill -9` of the process listening on its port);
 *   recovered when that port answers `GET /api/health` 200 again.
 * - `rolling`: the cluster process gets SIGHUP (the documented rolling restart); recovered when
 *   it logs that the restart is done.
 * - `db`: every connection of the service is dropped (`pg_terminate_backend` on the backends of
 *   the bench's own database, no other); recovered at the first success after the last failure.
 *
 * Printed per scenario: requests (GET / POST), failed requests by kind, the window in which
 * requests failed, time to recover, and whether the cluster stayed up. Failure kinds: `503
 * retryable` (the contract's envelope, `error.server.0`, translated by the portal), `502`/`504`
 * (nginx's own error page), `other 5xx`, `connection` (refused or reset), `timeout` (10 s);
 * `503 retryable (nginx)` is the same envelope answered by nginx when no instance answered.
 * POSTs that reached a dying instance are counted from nginx's error log (sent, then reset):
 * nginx does not repeat those, by design. Only 127.0.0.1 is contacted; every phase is bounded.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createScratchDatabase,
  loginWeak,
  POSTGRES_URL,
  REPO_ROOT,
  sleep,
  table,
  withDatabase,
  sessionHeaders,
} from './harness';

const { values: args } = parseArgs({
  options: {
    scenarios: { type: 'string', default: 'kill,rolling,db' },
    port: { type: 'string', default: '4420' },
    'get-clients': { type: 'string', default: '4' },
    'post-clients': { type: 'string', default: '2' },
    'settle-ms': { type: 'string', default: '8000' },
    keep: { type: 'boolean', default: false },
  },
});
const SCENARIOS = args.scenarios.split(',').map((s) => s.trim());
for (const s of SCENARIOS) {
  if (!['kill', 'rolling', 'db'].includes(s)) throw new Error(`unknown scenario ${s}`);
}
const PORT = Number(args.port);
const GET_CLIENTS = Number(args['get-clients']);
const POST_CLIENTS = Number(args['post-clients']);
/** How long the load runs after a fault (and at most after a recovery limit) in each scenario. */
const SETTLE_MS = Number(args['settle-ms']);
const REQUEST_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_MS = 240_000;
const BASE = `http://127.0.0.1:${PORT}`;

type Kind =
  | 'ok'
  | '503 retryable'
  | '503 retryable (nginx)'
  | '502'
  | '504'
  | 'other 5xx'
  | '4xx'
  | 'connection'
  | 'timeout';

interface Sample {
  method: 'GET' | 'POST';
  start: number;
  end: number;
  kind: Kind;
}

const samples: Sample[] = [];
let stopLoad = false;

async function one(method: 'GET' | 'POST', token: string): Promise<Kind> {
  try {
    const res = await fetch(`${BASE}${method === 'GET' ? '/api/debtor' : '/api/feedback/save'}`, {
      method,
      headers: {
        ...sessionHeaders(token),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body:
        method === 'POST'
          ? JSON.stringify({ FeedbackType: 1, OrderNr: 0, Smiley: 1, Comment: 'bench:fault' })
          : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status < 300) return 'ok';
    if (res.status === 503) {
      try {
        const body = JSON.parse(text) as { ErrorCode?: unknown };
        // nginx's own answer (no instance answered) lacks the instances' security headers.
        if (body.ErrorCode === 'error.server.0') {
          return res.headers.has('x-content-type-options')
            ? '503 retryable'
            : '503 retryable (nginx)';
        }
      } catch {
        // not the envelope
      }
      return 'other 5xx';
    }
    if (res.status === 502) return '502';
    if (res.status === 504) return '504';
    if (res.status >= 500) return 'other 5xx';
    return '4xx';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection';
  }
}

async function client(method: 'GET' | 'POST', token: string): Promise<void> {
  while (!stopLoad) {
    const start = performance.now();
    const kind = await one(method, token);
    samples.push({ method, start, end: performance.now(), kind });
    await sleep(method === 'GET' ? 10 : 50);
  }
}

/** The processes listening on a TCP port of 127.0.0.1 (`ss`). */
function pidsOnPort(port: number): number[] {
  const out = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  return [...new Set([...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])))];
}

async function healthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Resolves with the time it happened, or null after the limit. */
async function until(check: () => Promise<boolean> | boolean, limitMs: number) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (await check()) return performance.now();
    await sleep(50);
  }
  return null;
}

interface Result {
  scenario: string;
  gets: number;
  posts: number;
  failedGets: Map<Kind, number>;
  failedPosts: Map<Kind, number>;
  /**
   * POSTs nginx sent to an instance that then reset or closed the connection (its error log:
   * `recv() failed`, `prematurely closed`, `while sending request`): they reached the dying
   * instance, so nginx did not repeat them. Connection refused (not reached) is retried.
   */
  postsReached: number;
  failureWindowMs: number | null;
  recoverMs: number | null;
  clusterUp: boolean;
}

const fmtKinds = (m: Map<Kind, number>) =>
  m.size === 0
    ? '0'
    : [...m]
        .sort()
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');

function summarise(
  scenario: string,
  from: number,
  to: number,
  recoverMs: number | null,
  clusterUp: boolean,
): Result {
  const list = samples.filter((s) => s.start >= from && s.start < to);
  const failed = list.filter((s) => s.kind !== 'ok');
  const count = (method: 'GET' | 'POST') => {
    const m = new Map<Kind, number>();
    for (const s of failed.filter((f) => f.method === method)) {
      m.set(s.kind, (m.get(s.kind) ?? 0) + 1);
    }
    return m;
  };
  const window =
    failed.length > 0
      ? Math.max(...failed.map((s) => s.end)) - Math.min(...failed.map((s) => s.start))
      : null;
  return {
    scenario,
    gets: list.filter((s) => s.method === 'GET').length,
    posts: list.filter((s) => s.method === 'POST').length,
    failedGets: count('GET'),
    failedPosts: count('POST'),
    postsReached: lines.filter(
      (l) =>
        l.at >= from &&
        l.at < to + 1000 &&
        /"POST /.test(l.line) &&
        /recv\(\) failed|prematurely closed|while sending request/.test(l.line),
    ).length,
    failureWindowMs: window,
    recoverMs,
    clusterUp,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'portal-fault-'));
const logFile = join(dir, 'cluster.log');
const log = createWriteStream(logFile);
const lines: { at: number; line: string }[] = [];
let cluster: ChildProcess | null = null;
let clusterExited = false;
let exitCode = 0;
const scratch = await createScratchDatabase('portal_bench_fault');

try {
  cluster = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/cluster.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      DATA_DIR: dir,
      PORTAL_DIR: join(dir, 'no-portal'),
      // The feedback POSTs of the load are not to be throttled.
      ANONYMOUS_WRITE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.once('exit', () => (clusterExited = true));
  for (const stream of [cluster.stdout!, cluster.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      log.write(chunk);
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) lines.push({ at: performance.now(), line });
    });
  }
  const up = await until(async () => !clusterExited && (await healthy(BASE)), 300_000);
  if (up === null) throw new Error('the cluster did not start');
  const token = await loginWeak(BASE, '2000001', '22222222');
  if (!token) throw new Error('login refused');
  console.log(
    `bench:fault: nginx on ${PORT}, instances on ${PORT + 1} and ${PORT + 2}; ${GET_CLIENTS} GET + ${POST_CLIENTS} POST clients`,
  );
  const clients = [
    ...Array.from({ length: GET_CLIENTS }, () => client('GET', token)),
    ...Array.from({ length: POST_CLIENTS }, () => client('POST', token)),
  ];
  const results: Result[] = [];
  await sleep(3000);

  for (const scenario of SCENARIOS) {
    if (clusterExited || !(await healthy(BASE))) {
      console.log(`  ${scenario}: skipped, the cluster is down`);
      results.push({
        ...summarise(scenario, 0, 0, null, false),
        failureWindowMs: null,
      });
      continue;
    }
    const from = performance.now();
    await sleep(2000);
    let faultAt = performance.now();
    let recoveredAt: number | null = null;
    if (scenario === 'kill') {
      const [pid] = pidsOnPort(PORT + 1);
      if (!pid) throw new Error(`nothing listens on ${PORT + 1}`);
      faultAt = performance.now();
      process.kill(pid, 'SIGKILL');
      console.log(`  kill: instance 1 (pid ${pid}) killed with SIGKILL`);
      await sleep(500);
      recoveredAt = await until(() => healthy(`http://127.0.0.1:${PORT + 1}`), RECOVERY_LIMIT_MS);
    } else if (scenario === 'rolling') {
      const seen = lines.length;
      cluster.kill('SIGHUP');
      console.log('  rolling: SIGHUP sent to the cluster');
      recoveredAt = await until(
        () => lines.slice(seen).some((l) => /rolling restart done/i.test(l.line)) || clusterExited,
        RECOVERY_LIMIT_MS,
      );
      if (clusterExited) recoveredAt = null;
    } else {
      const admin = new pg.Client({ connectionString: withDatabase(POSTGRES_URL, 'postgres') });
      await admin.connect();
      try {
        // Only the backends of this bench's own database; never anyone else's.
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [scratch.name],
        );
        console.log(`  db: ${rowCount} connections of ${scratch.name} terminated`);
      } finally {
        await admin.end();
      }
      await sleep(SETTLE_MS);
      const failures = samples.filter((s) => s.start >= faultAt && s.kind !== 'ok');
      const lastFailure = failures.length ? Math.max(...failures.map((s) => s.end)) : faultAt;
      recoveredAt =
        samples.find((s) => s.start >= lastFailure && s.kind === 'ok')?.end ??
        (failures.length ? null : faultAt);
    }
    await sleep(SETTLE_MS);
    const to = performance.now();
    const result = summarise(
      scenario,
      from,
      to,
      recoveredAt === null ? null : recoveredAt - faultAt,
      !clusterExited && (await healthy(BASE)),
    );
    results.push(result);
  }
  stopLoad = true;
  await Promise.all(clients);

  const fmt = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  console.log(`\nbench:fault (the cluster of start:cluster under a GET and POST mix)\n`);
  console.log(
    table(
      [
        'scenario',
        'requests GET / POST',
        'failed GET',
        'failed POST',
        'POSTs that reached a dying instance (nginx log)',
        'failures within',
        'time to recover',
        'cluster up after',
      ],
      results.map((r) => [
        r.scenario,
        `${r.gets} / ${r.posts}`,
        fmtKinds(r.failedGets),
        fmtKinds(r.failedPosts),
        r.postsReached,
        r.failureWindowMs === null ? '-' : fmt(r.failureWindowMs),
        fmt(r.recoverMs),
        r.clusterUp ? 'yes' : 'NO',
      ]),
    ),
  );
  console.log(
    '\ntargets: kill: 0 failed GETs, failed POSTs only those that reached the dying instance, instance back within 5 s;' +
      '\n         rolling: 0 failed requests; db: failures within 1 s, all "503 retryable", then full service',
  );
  const missed: string[] = [];
  for (const r of results) {
    const posts = [...r.failedPosts.values()].reduce((a, b) => a + b, 0);
    const gets = [...r.failedGets.values()].reduce((a, b) => a + b, 0);
    if (!r.clusterUp) missed.push(`${r.scenario}: the cluster is down`);
    if (r.scenario === 'kill') {
      if (gets > 0) missed.push(`kill: ${gets} failed GETs`);
      if (posts > r.postsReached)
        missed.push(`kill: ${posts - r.postsReached} POSTs failed that reached no instance`);
      if (r.recoverMs === null || r.recoverMs > 5000)
        missed.push('kill: instance not back within 5 s');
    } else if (r.scenario === 'rolling') {
      if (gets + posts > 0) missed.push(`rolling: ${gets + posts} failed requests`);
      if (r.recoverMs === null) missed.push('rolling: the restart did not finish');
    } else {
      const other = [...r.failedGets, ...r.failedPosts].filter(
        ([k]) => !k.startsWith('503 retryable'),
      );
      if (other.length > 0) missed.push('db: failures other than the retryable 503');
      if ((r.failureWindowMs ?? 0) > 1000) missed.push('db: failures for more than 1 s');
      if (r.recoverMs === null) missed.push('db: no recovery');
    }
  }
  for (const m of missed) console.log(`  ! ${m}`);
  if (missed.length > 0) exitCode = 1;
} catch (error) {
  console.error(`bench:fault failed: ${(error as Error).stack}\n(cluster log: ${logFile})`);
  exitCode = 2;
} finally {
  stopLoad = true;
  if (cluster && !clusterExited) {
    const exited = new Promise<void>((r) => cluster!.once('exit', () => r()));
    cluster.kill('SIGTERM');
    const timer = setTimeout(() => cluster?.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  // Instances or nginx a crashed supervisor left behind (a cluster run that was
  // killed before it could stop them).
  for (const port of [PORT, PORT + 1, PORT + 2]) {
    for (const pid of pidsOnPort(port)) process.kill(pid, 'SIGKILL');
  }
  log.end();
  await scratch.drop().catch((error) => console.error(`drop failed: ${error}`));
  if (exitCode === 0 && !args.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`cluster log kept in ${logFile}`);
}
process.exit(exitCode);
