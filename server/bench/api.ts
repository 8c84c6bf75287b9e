/**
 * `npm run bench:api`: authenticated `GET /api/debtor` (persona 2, strong session: seven debts)
 * against a Fastify hello-world route, on this machine, in one run, with autocannon. Runs on
 * PGlite (on disk, as `npm start` uses it) and on PostgreSQL when one is reachable
 * (`BENCH_DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres; a scratch database is
 * created and dropped). BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  name: string;
  result: Result;
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name, result };
}

async function benchDebtor(name: string, database: Database): Promise<Row> {
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
    const base = await listen(app);
    const check = await fetch(`${base}/api/debtor`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await check.json()) as { responseObject: { debts: unknown[] } };
    if (check.status !== 200 || body.responseObject.debts.length !== 7) {
      throw new Error(
        `GET /api/debtor answered ${check.status} with ${body.responseObject?.debts?.length} debts`,
      );
    }
    return await measure(name, `${base}/api/debtor`, { authorization: `Bearer ${accessToken}` });
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

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
try {
  rows.push(await measure('hello world', `${await listen(hello)}/hello`));
} finally {
  await hello.close();
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const pglite = await openDatabase({ pgliteDir: join(dir, 'pglite') });
try {
  rows.push(await benchDebtor('GET /api/debtor (PGlite)', pglite));
} finally {
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
}

const postgres = await postgresDatabase();
if (postgres) {
  try {
    rows.push(await benchDebtor('GET /api/debtor (PostgreSQL)', postgres.database));
  } finally {
    await postgres.drop();
  }
}

const helloRps = rows[0]!.result.requests.average;
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1, Node ${process.version}\n`,
);
console.log(
  [
    'case'.padEnd(32),
    'req/s'.padStart(10),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs hello'.padStart(10),
    'non-2xx'.padStart(8),
  ].join(' '),
);
for (const { name, result } of rows) {
  const ratio = result.requests.average / helloRps;
  console.log(
    [
      name.padEnd(32),
      result.requests.average.toFixed(0).padStart(10),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      `${(ratio * 100).toFixed(1)} %`.padStart(10),
      String(result.non2xx + result.errors).padStart(8),
    ].join(' '),
  );
}
console.log(
  '\n"vs hello" is the route\'s requests per second as a share of the hello-world route\'s.',
);
