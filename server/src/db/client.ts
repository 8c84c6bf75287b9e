import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock';
import { fromRoot } from '../paths';

export type Schema = typeof schema;
/** The query builder both drivers share (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (no password). */
  location: string;
  /**
   * SQL statements sent through `db` since the database was opened (transaction control
   * included). Tests and the benchmark read it to count statements per request.
   */
  statementCount(): number;
  close(): Promise<void>;
}

/**
 * The driver's own client behind each open database, for the migrators (each wants its driver's
 * drizzle instance, not the shared query builder).
 */
const driverClients = new WeakMap<
  Db,
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool }
>();

/** A drizzle logger that only counts: cheap enough to stay on in production. */
function statementCounter() {
  let count = 0;
  return {
    logger: {
      logQuery() {
        count += 1;
      },
    },
    statementCount: () => count,
  };
}

/** See `OpenOptions.queryTimeoutMs`; migrations are not limited. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = fromRoot('server', 'drizzle');

export interface OpenOptions {
  /** postgres://... ; unset means the embedded database. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database's data (`${DATA_DIR}/pglite`); unset means in memory. */
  pgliteDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /**
   * PostgreSQL: a query with no answer after this long fails (answered 503), so a database that
   * goes silent (network partition) cannot hang requests; `DEFAULT_QUERY_TIMEOUT_MS` by default.
   */
  queryTimeoutMs?: number;
  /** An in-memory PGlite starts from this `dumpDataDir()` snapshot instead of an empty cluster. */
  pgliteSnapshot?: Blob;
}

/** Opens the database: PostgreSQL when a URL is given, else PGlite on disk (locked) or in memory. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const counter = statementCounter();
    const db = drizzlePg(pool, { schema, logger: counter.logger }) as unknown as Db;
    driverClients.set(db, { kind: 'postgres', pool });
    return {
      db,
      kind: 'postgres',
      location: redactUrl(options.databaseUrl),
      statementCount: counter.statementCount,
      close: () => pool.end(),
    };
  }
  let release: (() => void) | undefined;
  let client: PGlite;
  if (options.pgliteDir) {
    // PGlite creates only the last folder of its path; two processes on one folder corrupt it.
    mkdirSync(dirname(options.pgliteDir), { recursive: true });
    release = acquireDirectoryLock(`${options.pgliteDir}.lock`);
    try {
      client = await PGlite.create(options.pgliteDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(
      options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {},
    );
  }
  const counter = statementCounter();
  const db = drizzlePglite(client, { schema, logger: counter.logger }) as unknown as Db;
  driverClients.set(db, { kind: 'pglite', client });
  return {
    db,
    kind: 'pglite',
    location: options.pgliteDir ?? 'memory',
    statementCount: counter.statementCount,
    async close() {
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}

/** Applies the committed migrations in `server/drizzle/` (the same ones on both drivers). */
export async function migrateDatabase(database: Database): Promise<void> {
  const driver = driverClients.get(database.db);
  if (!driver) throw new Error('Not a database opened by openDatabase');
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(driver.client, { schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  // Two instances starting at once must not both migrate: serialise on an advisory lock. Waiting
  // for the other instance and the migrations themselves may take longer than the pool's query
  // timeout, so they run on a connection of their own without it.
  const client = new pg.Client({ ...driver.pool.options, query_timeout: undefined });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724011)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** When the newest committed migration was made (its `when` in drizzle's journal). */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * True when the database has the newest migration of this build applied (drizzle records each
 * applied migration with its journal time in `drizzle.__drizzle_migrations`, on both drivers).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  );
  return row?.newest != null && Number(row.newest) >= newestMigrationMillis();
}

const dialect = new PgDialect();

/** PGlite: the statements prepared so far per database (the promise of their PREPARE). */
const pglitePrepared = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** A bound value written as an SQL literal (only the types the prepared reads pass). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // standard_conforming_strings is on (the default of both): doubling quotes is the escape.
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new TypeError(`No SQL literal for a ${typeof value}`);
}

/** A raw read compiled once (see `preparedRead`), run with `runPreparedRead`. */
export interface PreparedRead {
  name: string;
  text: string;
  /** Bound values and `sql.placeholder(…)`s, filled in per run. */
  params: unknown[];
}

/**
 * Compiles a raw read once for `runPreparedRead`. Values that change per run are
 * `sql.placeholder(name)`s; building and compiling the SQL of the large reads every time cost
 * more than the rest of their request on the server's side.
 */
export function preparedRead(name: string, query: SQL): PreparedRead {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Bad statement name ${name}`);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/**
 * Rows of a prepared read run as a named prepared statement, planned once and then reused: the
 * large reads of every page view spend most of their time in planning otherwise (measured on
 * PGlite: 54 ms plain, 11 ms prepared, under load). PostgreSQL: a protocol-level named
 * statement per connection. PGlite (one session): `PREPARE` once, then `EXECUTE name(literals)`,
 * since its API has no named statements; `EXECUTE` takes no bound parameters, so the values
 * (numbers and short strings made by the server) are written as literals.
 */
export async function runPreparedRead<T>(
  db: Db,
  read: PreparedRead,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const params = fillPlaceholders(read.params, values);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    let prepared = pglitePrepared.get(client);
    if (!prepared) pglitePrepared.set(client, (prepared = new Map()));
    let done = prepared.get(read.name);
    if (!done) {
      done = queryRows(db, sql.raw(`PREPARE ${read.name} AS ${read.text}`));
      prepared.set(read.name, done);
      done.catch(() => prepared.delete(read.name));
    }
    await done;
    const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
    return queryRows<T>(db, sql.raw(`EXECUTE ${read.name}${args}`));
  }
  const statement = db._.session.prepareQuery(
    { sql: read.text, params },
    undefined,
    read.name,
    false,
  );
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

/** Rows of a raw query on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
