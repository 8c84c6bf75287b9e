/**
 * `npm run bench:api`: authenticated `GET /api/debtor` (persona 2, strong session: seven debts)
 * against `GET /api/health` of the same server, with autocannon, on PGlite (on disk, as
 * `npm start` uses it) and on PostgreSQL when one is reachable (`BENCH_DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 * Also prints the SQL statements one request sends. BENCH_DURATION (seconds, default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_PORT (first of two ports, default 0: any free port).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 0);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  database: string;
  health: Result;
  debtor: Result;
  /** SQL statements of one request, measured alone before the load. */
  healthStatements: number;
  debtorStatements: number;
}

async function listen(app: FastifyInstance, offset: number): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: FIRST_PORT === 0 ? 0 : FIRST_PORT + offset });
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

/** Statements the database received while one request was answered (nothing else runs). */
async function statementsOf(database: Database, url: string, headers: Record<string, string>) {
  const before = database.statementCount();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return database.statementCount() - before;
}

async function benchDebtor(name: string, database: Database, offset: number): Promise<Row> {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const app = await buildApp({
    config: loadConfig({
      PORTAL_DIR: join(tmpdir(), 'no-portal'),
      DATA_DIR: join(tmpdir(), 'no-data'),
    }),
    database,
  });
  try {
    const { accessToken } = await app.services.sessions.create({
      debtorNr: 2,
      level: 'strong',
      scopeDebtNr: null,
      loginType: 0,
    });
    const base = await listen(app, offset);
    const auth = { authorization: `Bearer ${accessToken}` };
    const check = await fetch(`${base}/api/debtor`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await check.json()) as { responseObject: { debts: unknown[] } };
    if (check.status !== 200 || body.responseObject.debts.length !== 7) {
      throw new Error(
        `GET /api/debtor answered ${check.status} with ${body.responseObject?.debts?.length} debts`,
      );
    }
    const healthStatements = await statementsOf(database, `${base}/api/health`, {});
    const debtorStatements = await statementsOf(database, `${base}/api/debtor`, auth);
    console.log(`${name}: measuring /api/health, then /api/debtor`);
    const health = await measure(`${name} /api/health`, `${base}/api/health`);
    const debtor = await measure(`${name} /api/debtor`, `${base}/api/debtor`, auth);
    return { database: name, health, debtor, healthStatements, debtorStatements };
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

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1, Node ${process.version}\n`,
);
console.log(
  [
    'database'.padEnd(11),
    'route'.padEnd(12),
    'statements'.padStart(10),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'vs health'.padStart(10),
    'non-2xx'.padStart(8),
  ].join(' '),
);
for (const row of rows) {
  for (const [route, result, statements] of [
    ['/api/health', row.health, row.healthStatements],
    ['/api/debtor', row.debtor, row.debtorStatements],
  ] as const) {
    const ratio = result.requests.average / row.health.requests.average;
    console.log(
      [
        row.database.padEnd(11),
        route.padEnd(12),
        String(statements).padStart(10),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
        `${(ratio * 100).toFixed(1)} %`.padStart(10),
        String(result.non2xx + result.errors).padStart(8),
      ].join(' '),
    );
  }
}
console.log(
  '\n"vs health" is the route\'s requests per second as a share of /api/health\'s on the same server.',
);
