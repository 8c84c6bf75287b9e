/**
 * Test databases: every suite runs on PGlite (in memory), and on PostgreSQL as well when one is
 * reachable (`TEST_DATABASE_URL`, else `DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/postgres). Each PostgreSQL test database is a fresh
 * database of its own on that server, dropped afterwards, so test files running in parallel
 * never share rows. A skipped PostgreSQL run is announced loudly; with `DATABASE_URL` set, or
 * `REQUIRE_POSTGRES=1`, it is an error instead.
 *
 * Migrating and seeding is done once per code version and day: PGlite starts from a cached
 * `dumpDataDir()` snapshot, PostgreSQL databases are copied from a template database.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openDatabase,
} from '../../src/db/client';
import { todayInHelsinki } from '../../src/lib/dates';
import { seedDatabase } from '../../src/seed/seed';

export type DatabaseKind = 'pglite' | 'postgres';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_URL;
/** PostgreSQL was asked for: a run that cannot reach it fails instead of skipping it. */
const POSTGRES_REQUIRED = process.env.REQUIRE_POSTGRES === '1' || Boolean(process.env.DATABASE_URL);
/** Online ID hashes in test seeds use a low scrypt cost; production seeds use the default. */
export const TEST_HASH_COST = 1024;

async function postgresReachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachable = await postgresReachable(POSTGRES_URL);
if (unreachable) {
  const line = '!'.repeat(100);
  const message = `${line}\n!!! PostgreSQL is NOT reachable at ${redact(POSTGRES_URL)} (${unreachable}).\n!!! The PostgreSQL variant of the server tests is SKIPPED; only PGlite ran.\n${line}`;
  if (POSTGRES_REQUIRED) throw new Error(message);
  console.warn(message);
}

/** The databases this run covers, for `describe.each`. */
export const DATABASE_KINDS: DatabaseKind[] = unreachable ? ['pglite'] : ['pglite', 'postgres'];
export const POSTGRES_AVAILABLE = !unreachable;

function redact(url: string) {
  return url.replace(/:[^:@/]+@/, ':***@');
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Changes whenever the migrations, the seed or the day change. */
function seedKey(): string {
  const hash = createHash('sha256');
  const src = fileURLToPath(new URL('../../src/', import.meta.url));
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  for (const file of ['seed/seed.ts', 'seed/personas.ts', 'seed/content.ts', 'lib/secrets.ts']) {
    hash.update(readFileSync(join(src, file)));
  }
  hash.update(`${todayInHelsinki()} ${TEST_HASH_COST}`);
  return hash.digest('hex').slice(0, 20);
}

async function seed(database: Database, now?: Date) {
  await migrateDatabase(database);
  await seedDatabase(database.db, { now, hashCost: TEST_HASH_COST });
}

/** A migrated and seeded PGlite snapshot, built once and kept in the temp folder. */
async function pgliteSnapshot(key: string): Promise<Blob> {
  const dir = join(tmpdir(), 'portal-server-test-cache');
  const file = join(dir, `pglite-${key}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    try {
      await seed(database);
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir(
        'none',
      );
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** A migrated and seeded template database on the server, built once under an advisory lock. */
async function postgresTemplate(key: string): Promise<string> {
  const name = `portal_tpl_${key}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(724013)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building} TEMPLATE template0`);
      const database = await openDatabase({
        databaseUrl: withDatabase(POSTGRES_URL, building),
        poolSize: 2,
      });
      try {
        await seed(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
      // Templates of earlier code versions or days, older than two hours, are dropped.
      const old = await admin.query<{ datname: string }>(
        `SELECT d.datname FROM pg_database d
         WHERE d.datname LIKE 'portal\\_tpl\\_%' AND d.datname <> $1
           AND coalesce(shobj_description(d.oid, 'pg_database'), '') < $2`,
        [name, new Date(Date.now() - 2 * 3600_000).toISOString()],
      );
      for (const row of old.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(724013)').catch(() => undefined);
    await admin.end();
  }
}

export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database (postgres only), for a second server instance. */
  url?: string;
}

/**
 * A fresh, migrated database of its own; seeded with the demo personas unless `seed` is false.
 * `now` seeds relative to another day (and skips the caches).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean; now?: Date } = {},
): Promise<TestDatabase> {
  const cached = options.seed !== false && options.now === undefined;
  const key = cached ? seedKey() : '';
  if (kind === 'pglite') {
    if (cached) return openDatabase({ pgliteSnapshot: await pgliteSnapshot(key) });
    const database = await openDatabase({});
    if (options.seed === false) await migrateDatabase(database);
    else await seed(database, options.now);
    return database;
  }

  const template = cached ? await postgresTemplate(key) : 'template0';
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(POSTGRES_URL, name);
  const opened = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const database: TestDatabase = {
    ...opened,
    url,
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
  if (!cached) {
    if (options.seed === false) await migrateDatabase(database);
    else await seed(database, options.now);
  }
  return database;
}
