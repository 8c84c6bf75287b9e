/**
 * Test databases: every suite runs on PGlite (in memory), and on PostgreSQL as well when one is
 * reachable (`TEST_DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres). Each
 * PostgreSQL test database is a fresh database of its own, dropped afterwards, so test files
 * running in parallel never share rows. A skipped PostgreSQL run is announced loudly; set
 * `REQUIRE_POSTGRES=1` to make it an error instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/seed/seed';

export type DatabaseKind = 'pglite' | 'postgres';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || DEFAULT_URL;

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
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message);
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

export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database (postgres only), for a second server instance. */
  url?: string;
}

/** A fresh, migrated database; seeded with the demo personas unless `seed` is false. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean; now?: Date } = {},
): Promise<TestDatabase> {
  let database: TestDatabase;
  if (kind === 'pglite') {
    database = await openDatabase({});
  } else {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(POSTGRES_URL, name);
    const opened = await openDatabase({ databaseUrl: url, poolSize: 5 });
    database = {
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
  }
  await migrateDatabase(database);
  if (options.seed !== false) await seedDatabase(database.db, { now: options.now });
  return database;
}
