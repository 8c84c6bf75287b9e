/**
 * `npm run bench:api`: authenticated `GET /api/debtor` (persona 2, strong session: seven debts)
 * against `GET /api/health` of the same server, with autocannon, on PGlite (on disk, as
 * `npm start` uses it) and on PostgreSQL when one is reachable (`BENCH_DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 *
 * - The load comes from autocannon in a child process, so the client never runs on the server's
 *   event loop (when it did, the client's work counted as the server's).
 * - Each route is warmed up first (BENCH_WARMUP seconds, default 3), then health and debtor
 *   alternate for BENCH_ROUNDS rounds (default 3) of BENCH_DURATION seconds (default 10) each.
 *   A round's "vs health" compares its two runs, so load from other processes on the machine
 *   hits both sides alike; the table gives the medians over the rounds, each round follows.
 * - Server CPU: the server process's CPU time per request (the client is another process; on
 *   PGlite it includes the database). DB CPU: the PostgreSQL backends' CPU time per request, read
 *   from /proc (only when the server runs on this machine).
 * - SQL statements per request of each read the front page and the single-debt view make,
 *   measured alone before the load, and the debtor's again over the whole load.
 *
 * BENCH_CONNECTIONS (default 50), BENCH_PORT (first of two ports, default 0: any free port).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 0);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Persona 2's first case (reminding, due tomorrow): the single-debt view's due-date dialog. */
const DEBT_NR = 200001;

/** The reads the front page and the single-debt view make, in the order the portal makes them. */
const READS = [
  { path: '/api/health', auth: false },
  { path: '/api/announcements', auth: false },
  { path: '/api/debtor', auth: true },
  { path: '/api/payments/pending', auth: true },
  { path: `/api/duedate/parameters/${DEBT_NR}`, auth: true },
] as const;

/** What autocannon's `--json` prints, as far as it is read here. */
interface Cannon {
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  non2xx: number;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Server process CPU per request, µs. */
  serverCpu: number;
  /** PostgreSQL backends' CPU per request, µs (null: not measurable here). */
  dbCpu: number | null;
  /** SQL statements per request over the whole run. */
  statements: number;
}

interface Row {
  database: string;
  rounds: { health: Run; debtor: Run }[];
  /** SQL statements of one request of each of `READS`, measured alone before the load. */
  statements: Record<string, number>;
}

async function listen(app: FastifyInstance, offset: number): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: FIRST_PORT === 0 ? 0 : FIRST_PORT + offset });
}

/** autocannon in a child process; its JSON result. */
function cannon(url: string, seconds: number, headers: Record<string, string>): Promise<Cannon> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`autocannon exited with ${code}: ${err}`);
        resolve(JSON.parse(out) as Cannon);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** CPU time (µs) of one process from /proc: utime and stime, in clock ticks of 1/100 s. */
function processCpu(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time the PostgreSQL backends serving the scratch database spend from now until the
 * returned function is called (µs); null when they cannot be read (PostgreSQL runs elsewhere).
 */
async function backendCpu(database: Database): Promise<(() => number) | null> {
  if (database.kind !== 'postgres') return null;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const start = new Map(rows.map(({ pid }) => [pid, processCpu(pid)]));
  if ([...start.values()].some((cpu) => cpu === undefined)) return null;
  return () => {
    let sum = 0;
    for (const [pid, before] of start) sum += (processCpu(pid) ?? before!) - before!;
    return sum;
  };
}

async function measure(
  database: Database,
  url: string,
  headers: Record<string, string>,
): Promise<Run> {
  const db = await backendCpu(database);
  const statementsBefore = database.statementCount();
  const cpuBefore = process.cpuUsage();
  const result = await cannon(url, DURATION, headers);
  const cpu = process.cpuUsage(cpuBefore);
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    serverCpu: (cpu.user + cpu.system) / requests,
    dbCpu: db ? db() / requests : null,
    statements: (database.statementCount() - statementsBefore) / requests,
  };
}

/** Statements the database received while one request was answered (nothing else runs). */
async function statementsOf(database: Database, url: string, headers: Record<string, string>) {
  // Once first: on PGlite the first read of a kind also prepares its statement.
  await (await fetch(url, { headers })).arrayBuffer();
  const before = database.statementCount();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return database.statementCount() - before;
}

async function benchDebtor(name: string, database: Database, offset: number): Promise<Row> {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const app = await buildApp({
    config: loadConfig({
      PORTAL_DIR: join(tmpdir(), 'no-portal'),
      DATA_DIR: join(tmpdir(), 'no-data'),
      // The reminder job would otherwise run once at start-up, during the first measurement.
      REMINDER_INTERVAL_MS: '0',
    }),
    database,
  });
  try {
    const { secret } = await app.services.sessions.create({
      debtorNr: 2,
      level: 'strong',
      scopeDebtNr: null,
      loginType: 0,
    });
    const base = await listen(app, offset);
    const auth = { cookie: `portal-session=${secret}` };
    const check = await fetch(`${base}/api/debtor`, { headers: auth });
    const body = (await check.json()) as { responseObject: { debts: unknown[] } };
    if (check.status !== 200 || body.responseObject.debts.length !== 7) {
      throw new Error(
        `GET /api/debtor answered ${check.status} with ${body.responseObject?.debts?.length} debts`,
      );
    }
    const statements: Record<string, number> = {};
    for (const read of READS) {
      statements[read.path] = await statementsOf(
        database,
        `${base}${read.path}`,
        read.auth ? auth : {},
      );
    }
    console.log(`${name}: warming up, then ${ROUNDS} rounds of /api/health and /api/debtor`);
    await cannon(`${base}/api/health`, WARMUP, {});
    await cannon(`${base}/api/debtor`, WARMUP, auth);
    const rounds: Row['rounds'] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const health = await measure(database, `${base}/api/health`, {});
      const debtor = await measure(database, `${base}/api/debtor`, auth);
      rounds.push({ health, debtor });
    }
    return { database: name, rounds, statements };
  } finally {
    await app.close();
  }
}

async function postgresDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
} | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      `\n!!! PostgreSQL not reachable at ${POSTGRES_URL} (${(error as Error).message}); PostgreSQL run SKIPPED.\n`,
    );
    return null;
  }
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return {
    database,
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const rows: Row[] = [];

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const pglite = await openDatabase({ pgliteDir: join(dir, 'pglite') });
try {
  rows.push(await benchDebtor('PGlite', pglite, 0));
} finally {
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
}

const postgres = await postgresDatabase();
if (postgres) {
  try {
    rows.push(await benchDebtor('PostgreSQL', postgres.database, 1));
  } finally {
    await postgres.drop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const columns = [
  ['database', 11],
  ['route', 12],
  ['req/s', 8],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['vs health', 10],
  ['server µs', 10],
  ['db µs', 7],
  ['stmts', 6],
  ['non-2xx', 8],
] as const;
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i < 2 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1])))
    .join(' ');
const cells = (database: string, route: string, runs: Run[], ratios: number[]) => [
  database,
  route,
  median(runs.map((r) => r.rps)).toFixed(0),
  median(runs.map((r) => r.p50)).toFixed(0),
  median(runs.map((r) => r.p99)).toFixed(0),
  `${(median(ratios) * 100).toFixed(1)} %`,
  median(runs.map((r) => r.serverCpu)).toFixed(0),
  runs[0]!.dbCpu === null ? '-' : median(runs.map((r) => r.dbCpu!)).toFixed(0),
  median(runs.map((r) => r.statements)).toFixed(1),
  String(runs.reduce((sum, r) => sum + r.failed, 0)),
];

console.log(
  `\nautocannon in a child process, ${CONNECTIONS} connections, ${WARMUP} s warm-up per route, ` +
    `${ROUNDS} rounds of ${DURATION} s per route, 127.0.0.1, Node ${process.version}; ` +
    `load average ${loadBefore} before, ${load()} after\n`,
);
console.log('SQL statements per request, each read alone:');
for (const row of rows) {
  console.log(
    `  ${row.database.padEnd(11)} ` +
      Object.entries(row.statements)
        .map(([path, count]) => `${path} ${count}`)
        .join(', '),
  );
}
console.log(`\nMedians over the rounds:`);
console.log(line(columns.map(([title]) => title)));
for (const row of rows) {
  const ratios = row.rounds.map((r) => r.debtor.rps / r.health.rps);
  const health = row.rounds.map((r) => r.health);
  const debtor = row.rounds.map((r) => r.debtor);
  console.log(
    line(
      cells(
        row.database,
        '/api/health',
        health,
        health.map(() => 1),
      ),
    ),
  );
  console.log(line(cells(row.database, '/api/debtor', debtor, ratios)));
}
console.log('\nEach round:');
for (const row of rows) {
  row.rounds.forEach((round, i) => {
    const ratio = round.debtor.rps / round.health.rps;
    console.log(line(cells(`${row.database} ${i + 1}`, '/api/health', [round.health], [1])));
    console.log(line(cells(`${row.database} ${i + 1}`, '/api/debtor', [round.debtor], [ratio])));
  });
}
console.log(
  '\n"vs health": the route\'s requests per second as a share of /api/health\'s in the same round;\n' +
    '"server µs"/"db µs": CPU time of the server process / the PostgreSQL backends per request\n' +
    '(PGlite runs inside the server process); "stmts": SQL statements per request over the run.',
);
